import { List, Typography } from 'antd';
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
  return (
    <List<Message>
      size="small"
      loading={loading}
      dataSource={[...messages]}
      locale={{ emptyText: t('bell.empty') }}
      renderItem={(message) => (
        <List.Item>
          <button type="button" className="gs-bell-item" onClick={() => onOpen(message)} aria-label={text(message)}>
            <Typography.Text strong={!message.read}>{text(message)}</Typography.Text>
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {message.time}
            </Typography.Text>
          </button>
        </List.Item>
      )}
    />
  );
}
