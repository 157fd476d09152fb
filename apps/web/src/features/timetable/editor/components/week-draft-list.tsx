import { DeleteOutlined, DragOutlined } from '@ant-design/icons';
import { Button, Empty, Tag, Typography } from 'antd';
import { useLanguage, useT } from '../../../../i18n/i18n.ts';
import type { Room, TimetableConflict } from '../../api/editor.ts';
import { type Working, conflictsOfSlot, isChanged, removedCount } from '../model/placement.ts';
import { ConflictLines } from './conflict-list.tsx';
import { offeringTitle, roomName, sessionName, teachersOf, weeksName } from './words.ts';
import '../messages.ts';

export interface WeekDraftListProps {
  items: readonly Working[];
  currentId: string | null;
  rooms: readonly Room[] | undefined;
  conflicts: readonly TimetableConflict[];
  /** Problems of an offering's placement that the server would refuse (weeks out of the term, ...). */
  problems: (offeringId: string) => readonly string[];
  moving: string | null;
  onPick: (offeringId: string) => void;
  onMove: (offeringId: string, key: string) => void;
  onRemove: (offeringId: string, key: string) => void;
}

/**
 * The drafts of the by-week editor, per offering: its room and weeks, each weekly session (new or kept)
 * with its clashes named under it, and move and remove for each.
 */
export function WeekDraftList({ items, currentId, rooms, conflicts, problems, moving, onPick, onMove, onRemove }: WeekDraftListProps) {
  const t = useT();
  const language = useLanguage();
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ttEditor.drafts.empty')} />;
  return (
    <ul className="gs-tte-drafts" aria-label={t('ttEditor.drafts.title', { count: items.length })}>
      {items.map((item) => {
        const { offering, placement } = item;
        const removed = removedCount(item);
        const matched = new Set<TimetableConflict>();
        const own = conflicts.filter((c) => c.offeringId === offering.id);
        const title = offeringTitle(t, language, offering);
        return (
          <li key={offering.id} className={`gs-tte-offering${offering.id === currentId ? ' gs-tte-offering-current' : ''}`} aria-label={title}>
            <Typography.Link strong onClick={() => onPick(offering.id)}>
              {title}
            </Typography.Link>
            <div>
              <Typography.Text type="secondary">
                {t('ttEditor.offering.meta', { id: offering.id, teachers: teachersOf(t, offering), enrolled: offering.enrolled, capacity: offering.capacity })}
              </Typography.Text>
            </div>
            <div>
              {t('ttEditor.drafts.where', { room: roomName(t, rooms, placement.roomId), weeks: weeksName(t, placement.weeks) })}
              {isChanged(item) && (placement.roomId !== offering.roomId || JSON.stringify(placement.weeks) !== JSON.stringify(offering.weeks)) && (
                <Tag style={{ marginInlineStart: 8 }}>{t('ttEditor.drafts.placementChanged')}</Tag>
              )}
              {removed > 0 && <Tag color="warning">{t('ttEditor.drafts.removed', { count: removed })}</Tag>}
            </div>
            {problems(offering.id).map((problem) => (
              <Typography.Text key={problem} type="danger" style={{ display: 'block' }}>
                {problem}
              </Typography.Text>
            ))}
            <ul className="gs-tte-sessions">
              {placement.slots.length === 0 && <li className="gs-tte-session">{t('ttEditor.drafts.noSession')}</li>}
              {placement.slots.map((slot) => {
                const clashes = conflictsOfSlot(own, offering.id, slot);
                for (const clash of clashes) matched.add(clash);
                const name = sessionName(t, slot);
                return (
                  <li key={slot.key} className={`gs-tte-session${clashes.length ? ' gs-tte-session-conflict' : ''}`}>
                    <div className="gs-tte-session-main">
                      <Typography.Text strong>{name}</Typography.Text>{' '}
                      {slot.stored ? <Tag>{t('ttEditor.entry.stored')}</Tag> : <Tag color="processing">{t('ttEditor.entry.draft')}</Tag>}
                      {clashes.length > 0 && <Tag color="error">{t('ttEditor.entry.conflict')}</Tag>}
                      <ConflictLines conflicts={clashes} />
                    </div>
                    <Button
                      size="small"
                      icon={<DragOutlined />}
                      aria-label={t('ttEditor.drafts.moveOf', { session: `${title} ${name}` })}
                      aria-pressed={moving === slot.key}
                      type={moving === slot.key ? 'primary' : 'default'}
                      onClick={() => onMove(offering.id, slot.key)}
                    >
                      {t('ttEditor.drafts.move')}
                    </Button>
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('ttEditor.drafts.removeOf', { session: `${title} ${name}` })}
                      onClick={() => onRemove(offering.id, slot.key)}
                    >
                      {t('ttEditor.drafts.remove')}
                    </Button>
                  </li>
                );
              })}
            </ul>
            {/* A clash of the offering as a whole (too few seats, a dated session) under it. */}
            <ConflictLines conflicts={own.filter((c) => !matched.has(c))} />
          </li>
        );
      })}
    </ul>
  );
}
