import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { createContext, type ReactNode, useContext } from 'react';
import { settings } from '../config/settings.ts';

const FeedbackContext = createContext<MessageInstance | null>(null);

/**
 * The app-wide message API (red error messages of SPEC 8, confirmations), themed by ConfigProvider.
 * Only `message` lives at the root: modal and notification come with antd's <App> inside the shell,
 * so /login does not download them.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [api, holder] = message.useMessage({ maxCount: 3, duration: settings.messageDurationMs / 1000 });
  return (
    <FeedbackContext value={api}>
      {holder}
      {children}
    </FeedbackContext>
  );
}

export function useMessageApi(): MessageInstance {
  const api = useContext(FeedbackContext);
  if (!api) throw new Error('useMessageApi outside FeedbackProvider');
  return api;
}
