import { PaperClipOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useDownload } from '../../../components/use-download.tsx';
import { type MessageKey, type Translate, useT } from '../../../i18n/i18n.ts';
import type { CommitteeRole, Defence, FileRef, ReviewGrade, ReviewState, ThesisState } from '../api/keys.ts';
import '../messages.ts';

export const THESIS_COLOUR: Record<ThesisState, string> = {
  awaiting_reviewers: 'gold',
  in_review: 'processing',
  revising: 'orange',
  passed: 'success',
  failed: 'error',
  appealed: 'purple',
};

export const REVIEW_COLOUR: Record<ReviewState, string> = {
  awaiting_declaration: 'default',
  open: 'processing',
  revising: 'orange',
  submitted: 'success',
  declined: 'default',
};

export const DEFENCE_COLOUR: Record<Defence['state'], string> = { scheduled: 'processing', passed: 'success', failed: 'error' };

export const GRADE_COLOUR: Record<ReviewGrade, string> = { A: 'success', B: 'cyan', C: 'orange', D: 'error' };

export const thesisStateKey = (state: ThesisState): MessageKey => `degree.thesisState.${state}`;
export const reviewStateKey = (state: ReviewState): MessageKey => `degree.reviewState.${state}`;
export const defenceStateKey = (state: Defence['state']): MessageKey => `degree.defenceState.${state}`;
export const committeeRoleKey = (role: CommitteeRole): MessageKey => `degree.committeeRole.${role}`;
/** A grade with what it means ("B: defend after minor changes"). */
export const gradeText = (t: Translate, grade: ReviewGrade) => t('degree.grade.with', { grade, meaning: t(`degree.grade.${grade}`) });

/**
 * A tag as a table cell draws it: antd's tag classes on a span (the page kit's cells are text and spans,
 * never antd components, so a long list scrolls cheaply).
 */
export function CellTag({ colour, children }: { colour: string; children: string }) {
  return <span className={`gs-cell-tag gs-cell-tag-${colour}`}>{children}</span>;
}

export function ThesisStateTag({ state }: { state: ThesisState }) {
  const t = useT();
  return <Tag color={THESIS_COLOUR[state]}>{t(thesisStateKey(state))}</Tag>;
}

export function ReviewStateTag({ state }: { state: ReviewState }) {
  const t = useT();
  return <Tag color={REVIEW_COLOUR[state]}>{t(reviewStateKey(state))}</Tag>;
}

export function DefenceStateTag({ state }: { state: Defence['state'] }) {
  const t = useT();
  return <Tag color={DEFENCE_COLOUR[state]}>{t(defenceStateKey(state))}</Tag>;
}

/** The "overdue" flag of a review past its due date. */
export function OverdueTag() {
  const t = useT();
  return <Tag color="error">{t('degree.overdue')}</Tag>;
}

/** A stored file of a degree record as a download button (the storage call checks the caller's scope). */
export function FileButton({ file }: { file: FileRef }) {
  const { run, busy } = useDownload();
  return (
    <Button
      size="small"
      icon={<PaperClipOutlined />}
      loading={busy === file.id}
      onClick={() => void run(file.id, file.name, `/kernel/storage/download/${encodeURIComponent(file.id)}`)}
      style={{ maxWidth: '100%', whiteSpace: 'normal', height: 'auto', textAlign: 'start' }}
    >
      {file.name}
    </Button>
  );
}
