import { dictFields } from '@gs/sdk/dict-fields';
import { Skeleton, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { useScopedOrgTree } from '../../../components/org/api.ts';
import { collegeTree } from '../../../components/org/tree.ts';
import type { KitColumn } from '../../../components/page-kit/data-table.tsx';
import type { KitField } from '../../../components/page-kit/field-control.tsx';
import { ListPage, type ListQuery, type ListResult } from '../../../components/page-kit/list-page.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { paths } from '../../../config/paths.ts';
import { type Translate, useLanguage, useT } from '../../../i18n/i18n.ts';
import { formatDate } from '../../../lib/time.ts';
import { type BlindReview, REVIEW_STATES, type ReviewState, THESIS_STATES, type ThesisQuery, type ThesisRow, type ThesisState } from '../api/keys.ts';
import { useMyReviews } from '../api/reviews.ts';
import { useTheses } from '../api/theses.ts';
import { AssignDialog } from '../components/assign-dialog.tsx';
import { CellTag, REVIEW_COLOUR, THESIS_COLOUR, reviewStateKey, thesisStateKey } from '../components/parts.tsx';
import { ReviewDrawer } from '../components/review-drawer.tsx';
import { useDegreeRole } from '../components/role.ts';
import { SimilarityDialog } from '../components/similarity-dialog.tsx';
import '../messages.ts';

type ThesisFilter = { keyword?: string; xydm?: string; pycc?: ThesisQuery['pycc']; state?: ThesisState; overdue?: 'yes' | 'no' };

function useThesisRows({ filter, current, size }: ListQuery<ThesisFilter, string>): ListResult<ThesisRow> {
  const { overdue, ...rest } = filter;
  return useTheses({ ...rest, ...(overdue ? { overdue: overdue === 'yes' } : {}), current, size });
}

/**
 * The reviewers of the current round, each with their state or grade and an overdue mark (names: staff and
 * colleges only), each a box of its own: the table's one-line cell shows them side by side, and a phone's card
 * wraps between them, so no reviewer's line is cut.
 */
function reviewersCell(row: ThesisRow, t: Translate): ReactNode {
  if (row.reviewers.length === 0) return t('degree.theses.noReviewers');
  return row.reviewers.map((reviewer, i) => (
    <span key={i} style={{ display: 'inline-block', marginInlineEnd: 8 }}>
      {t('degree.theses.reviewer', {
        name: reviewer.name,
        state: reviewer.grade ?? t(reviewStateKey(reviewer.state)),
        overdue: reviewer.overdue ? t('degree.theses.overdueMark') : '',
      })}
    </span>
  ));
}

function thesisColumns(t: Translate): KitColumn<ThesisRow>[] {
  return [
    { key: 'code', title: 'degree.thesis.code', width: 130, fixed: 'left' },
    { key: 'xm', title: 'degree.student.xm', width: 90 },
    { key: 'xykh', title: 'degree.student.xykh', width: 120, visible: false },
    { key: 'xymc', title: 'degree.student.xymc', width: 160 },
    { key: 'zymc', title: 'degree.student.zymc', width: 160, visible: false },
    { key: 'pycc', title: 'degree.student.pycc', width: 90, dict: dictFields.ThesisRow.pycc },
    { key: 'title', title: 'degree.thesis.title', width: 240 },
    {
      key: 'similarity',
      title: 'degree.thesis.similarity',
      width: 100,
      align: 'right',
      render: (row) => (row.similarity === null ? '-' : `${row.similarity}%`),
    },
    {
      key: 'state',
      title: 'degree.thesis.state',
      width: 150,
      state: true,
      render: (row) => <CellTag colour={THESIS_COLOUR[row.state]}>{t(thesisStateKey(row.state))}</CellTag>,
    },
    { key: 'reviewers', title: 'degree.theses.reviewers', width: 280, render: (row) => reviewersCell(row, t) },
    { key: 'needed', title: 'degree.thesis.needed', width: 90, align: 'right', visible: false },
    {
      key: 'overdue',
      title: 'degree.theses.overdue',
      width: 90,
      align: 'right',
      render: (row) => (row.overdue > 0 ? <CellTag colour="error">{String(row.overdue)}</CellTag> : '0'),
    },
    { key: 'round', title: 'degree.thesis.round', width: 70, align: 'right', visible: false },
    { key: 'uploadedAt', title: 'degree.thesis.uploadedAt', width: 150, render: (row) => formatDate(row.uploadedAt, 'YYYY-MM-DD HH:mm') },
  ];
}

/** The theses of the caller's scope (listTheses): the similarity, the reviewers and who is late, and the assignment. */
function ThesesList() {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const tree = useScopedOrgTree();
  const [similarity, setSimilarity] = useState<ThesisRow | null>(null);
  const [assigning, setAssigning] = useState<ThesisRow | null>(null);
  const fields: KitField<ThesisFilter>[] = [
    { name: 'keyword', label: 'degree.theses.keyword', kind: 'text', placeholder: 'degree.theses.keywordHint', maxLength: 50 },
    { name: 'xydm', label: 'degree.student.xymc', kind: 'tree', nodes: collegeTree(tree.data) },
    { name: 'pycc', label: 'degree.student.pycc', kind: 'dict', dict: dictFields.ThesisRow.pycc },
    { name: 'state', label: 'degree.thesis.state', kind: 'select', options: THESIS_STATES.map((state) => ({ value: state, label: thesisStateKey(state) })) },
    {
      name: 'overdue',
      label: 'degree.theses.overdueFilter',
      kind: 'select',
      options: [
        { value: 'yes', label: 'degree.theses.overdueYes' },
        { value: 'no', label: 'degree.theses.overdueNo' },
      ],
    },
  ];
  const actionOf = (action: string, row: ThesisRow) => t('degree.theses.actionOf', { action, code: row.code });
  return (
    <ListPage<ThesisRow, ThesisFilter>
      search={{ name: 'lwps-search', title: 'degree.theses.search', fields }}
      useRows={useThesisRows}
      title={(total) => t('degree.theses.title', { total })}
      table={{
        label: 'degree.theses.table',
        rowKey: 'id',
        columns: thesisColumns(t),
        storageKey: 'gs-lwps-columns',
        sortable: false,
        empty: 'degree.theses.empty',
        // Up to four actions on one line: the English words are about half as wide again as the Chinese.
        actionsWidth: language === 'en' ? 320 : 230,
        actions: (row) => (
          <Space size={4}>
            <RowAction onClick={() => setSimilarity(row)} aria-label={actionOf(t('degree.theses.similarity'), row)}>
              {t('degree.theses.similarity')}
            </RowAction>
            {row.needed > 0 && (row.state === 'awaiting_reviewers' || row.state === 'in_review') && (
              <RowAction onClick={() => setAssigning(row)} aria-label={actionOf(t('degree.theses.assign'), row)}>
                {t('degree.theses.assign')}
              </RowAction>
            )}
            <RowAction onClick={() => navigate(paths.degreeFile(row.xykh))} aria-label={actionOf(t('degree.list.file'), row)}>
              {t('degree.list.file')}
            </RowAction>
          </Space>
        ),
      }}
    >
      {() => (
        <>
          {similarity && <SimilarityDialog row={similarity} onClose={() => setSimilarity(null)} />}
          {assigning && <AssignDialog row={assigning} onClose={() => setAssigning(null)} />}
        </>
      )}
    </ListPage>
  );
}

type ReviewFilter = { state?: ReviewState };

function useReviewRows({ filter, current, size }: ListQuery<ReviewFilter, string>): ListResult<BlindReview> {
  return useMyReviews({ ...filter, current, size });
}

function reviewColumns(t: Translate): KitColumn<BlindReview>[] {
  return [
    { key: 'thesisCode', title: 'degree.thesis.code', width: 130, fixed: 'left' },
    { key: 'title', title: 'degree.thesis.title', width: 260 },
    { key: 'zymc', title: 'degree.student.zymc', width: 160 },
    { key: 'pycc', title: 'degree.student.pycc', width: 90, dict: dictFields.BlindReview.pycc },
    { key: 'round', title: 'degree.review.round', width: 70, align: 'right', visible: false },
    { key: 'dueDate', title: 'degree.review.dueDate', width: 110 },
    {
      key: 'overdue',
      title: 'degree.theses.overdue',
      width: 90,
      render: (row) => (row.overdue ? <CellTag colour="error">{t('degree.overdue')}</CellTag> : ''),
    },
    {
      key: 'state',
      title: 'degree.review.state',
      width: 150,
      state: true,
      render: (row) => <CellTag colour={REVIEW_COLOUR[row.state]}>{t(reviewStateKey(row.state))}</CellTag>,
    },
  ];
}

/** A teacher's blind reviews (listMyReviews) and the review drawer: nothing names the student or supervisor. */
function MyReviews() {
  const t = useT();
  const [open, setOpen] = useState<string | null>(null);
  const fields: KitField<ReviewFilter>[] = [
    { name: 'state', label: 'degree.review.state', kind: 'select', options: REVIEW_STATES.map((state) => ({ value: state, label: reviewStateKey(state) })) },
  ];
  return (
    <ListPage<BlindReview, ReviewFilter>
      search={{ name: 'my-reviews-search', title: 'degree.reviews.search', fields }}
      useRows={useReviewRows}
      title={(total) => t('degree.reviews.title', { total })}
      table={{
        label: 'degree.reviews.table',
        rowKey: 'id',
        columns: reviewColumns(t),
        storageKey: 'gs-my-reviews-columns',
        sortable: false,
        empty: 'degree.reviews.empty',
        actionsWidth: 100,
        actions: (row) => (
          <RowAction onClick={() => setOpen(row.id)} aria-label={t('degree.reviews.openOf', { code: row.thesisCode })}>
            {t(row.state === 'open' || row.state === 'awaiting_declaration' ? 'degree.reviews.review' : 'degree.reviews.view')}
          </RowAction>
        ),
      }}
    >
      {() => <ReviewDrawer reviewId={open} onClose={() => setOpen(null)} />}
    </ListPage>
  );
}

/**
 * 论文评审 (xw/lwps/index, /xw/lwps; issue 24 §1): for the graduate school and a college the theses under blind
 * review (similarity, reviewers, overdue, assignment); for a teacher their own blind reviews. An account that is
 * both (multi) sees the list of the role it is in.
 */
export default function ThesisReviewPage() {
  const role = useDegreeRole();
  if (role === undefined) return <Skeleton active />;
  return role === 'teacher' ? <MyReviews /> : <ThesesList />;
}
