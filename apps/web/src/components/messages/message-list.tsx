import { theme } from 'antd';
import { useMemo } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { useApplicationKinds } from '../application/api.ts';
import type { Message } from './api.ts';
import '../../i18n/messages/applications.ts';
import '../../i18n/messages/bell.ts';

/**
 * Messages of the bell (issue 22 §2): what happened to which application, in the user's language (the
 * kind's name as the server gives it; the step and the event in the app's words), newest first, the
 * unread ones in bold. Each opens its application.
 */
export function MessageList({ messages, loading, onOpen }: { messages: readonly Message[]; loading: boolean; onOpen: (message: Message) => void }) {
  const t = useT();
  const { token } = theme.useToken();
  const kinds = useApplicationKinds();
  const names = useMemo(() => new Map((kinds.data ?? []).map((kind) => [kind.kind as string, kind.name])), [kinds.data]);
  const text = (message: Message) => {
    const params = {
      name: message.application.subjectName,
      kind: names.get(message.application.kind) ?? message.application.kind,
      step: message.step ? t(`application.step.${message.step}`) : '',
      actor: message.actorName ?? '',
    };
    return t(`bell.event.${message.event}`, params);
  };
  // Plain markup like the notices' list beside it: antd's List would bring its pagination (and a select)
  // into the shell's first load.
  if (!loading && messages.length === 0) return <p style={{ color: token.colorTextTertiary, textAlign: 'center', margin: '16px 0' }}>{t('bell.empty')}</p>;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-busy={loading}>
      {messages.map((message) => (
        <li key={message.id} style={{ padding: '8px 0', borderBottom: `1px solid ${token.colorSplit}` }}>
          <button type="button" className="gs-bell-item" onClick={() => onOpen(message)} aria-label={text(message)}>
            <span style={{ display: 'block', color: token.colorText, fontWeight: message.read ? 400 : 600, overflowWrap: 'anywhere' }}>{text(message)}</span>
            <span style={{ display: 'block', color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{message.time}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
