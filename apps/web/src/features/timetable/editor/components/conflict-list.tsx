import { CheckCircleOutlined, LoadingOutlined, WarningOutlined } from '@ant-design/icons';
import { Tag, Typography } from 'antd';
import { useT } from '../../../../i18n/i18n.ts';
import type { TimetableConflict } from '../../api/editor.ts';
import type { DraftCheck } from './use-draft-check.ts';
import '../messages.ts';

/** How many clashing dates a line names before "and more": the count says the rest. */
const SHOWN_DATES = 6;

/**
 * One clash as the server words it (both offerings named, in the caller's language), with its kind,
 * the clashing dates and how many there are.
 */
export function ConflictLine({ conflict }: { conflict: TimetableConflict }) {
  const t = useT();
  const dates = conflict.dates.slice(0, SHOWN_DATES).join(t('ttEditor.sep'));
  const more = conflict.count > SHOWN_DATES ? ` ${t('ttEditor.conflict.more')}` : '';
  return (
    <li className="gs-tte-conflict">
      <Tag color="error">{t(`ttEditor.conflict.kind.${conflict.kind}`)}</Tag>
      <Typography.Text type="danger">{conflict.message}</Typography.Text>
      {conflict.dates.length > 0 && (
        <Typography.Text type="secondary" className="gs-tte-conflict-dates">
          {t('ttEditor.conflict.dates', { count: conflict.count, dates: `${dates}${more}` })}
        </Typography.Text>
      )}
    </li>
  );
}

export function ConflictLines({ conflicts }: { conflicts: readonly TimetableConflict[] }) {
  if (conflicts.length === 0) return null;
  return (
    <ul className="gs-tte-conflicts">
      {conflicts.map((conflict, index) => (
        <ConflictLine key={`${conflict.kind}-${conflict.otherOfferingId ?? ''}-${conflict.weekday}-${conflict.start}-${index}`} conflict={conflict} />
      ))}
    </ul>
  );
}

/** Where the check stands: running, none, how many, or why it did not finish. Announced as it changes. */
export function CheckStatusLine({ check }: { check: DraftCheck }) {
  const t = useT();
  let content = null;
  if (check.status === 'running')
    content = (
      <Typography.Text type="secondary">
        <LoadingOutlined /> {t('ttEditor.check.running')}
      </Typography.Text>
    );
  else if (check.status === 'failed') content = <Typography.Text type="danger">{t('ttEditor.check.failed', { reason: check.reason ?? '' })}</Typography.Text>;
  else if (check.status === 'done')
    content =
      check.conflicts.length > 0 ? (
        <Typography.Text type="danger">
          <WarningOutlined /> {t('ttEditor.check.count', { count: check.conflicts.length })}
        </Typography.Text>
      ) : (
        <Typography.Text type="success">
          <CheckCircleOutlined /> {t('ttEditor.check.none')}
        </Typography.Text>
      );
  return (
    <span role="status" aria-live="polite">
      {content}
    </span>
  );
}
