import { type ReactNode, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useScopedOrgTree } from '../../../components/org/api.ts';
import { collegeTree } from '../../../components/org/tree.ts';
import type { KitColumn } from '../../../components/page-kit/data-table.tsx';
import type { KitField } from '../../../components/page-kit/field-control.tsx';
import { ListPage, type ListQuery, type ListResult } from '../../../components/page-kit/list-page.tsx';
import { RowAction } from '../../../components/row-action.tsx';
import { paths } from '../../../config/paths.ts';
import { useLanguage, useT } from '../../../i18n/i18n.ts';
import { useGrades } from '../api/grades.ts';
import { FLAGS, type GradeQuery, type GradeRecord, type GradeState } from '../api/keys.ts';
import { CorrectDialog } from './correct-dialog.tsx';
import { courseName, flagLabel, markText, stateLabel } from './marks.ts';
import { ReleaseDialog } from './release-dialog.tsx';
import { TermSelect } from '../../../components/term/term-select.tsx';
import { type SheetTarget, UnlockDialog } from './unlock-dialog.tsx';
import '../messages.ts';

type GradeFilter = Pick<GradeQuery, 'term' | 'xydm' | 'keyword' | 'student' | 'state' | 'flag'>;

const STATES: readonly GradeState[] = ['draft', 'submitted'];

function useGradeRows({ filter, current, size }: ListQuery<GradeFilter, string>): ListResult<GradeRecord> {
  const result = useGrades({ ...filter, current, size });
  return { data: result.data, isFetching: result.isFetching, isError: result.isError, refetch: result.refetch };
}

/** The cell of a sheet's state: submitted (locked) stands out from a draft. */
function StateCell({ state }: { state: GradeState }) {
  const t = useT();
  return <span className={`gs-cell-tag gs-cell-tag-${state === 'submitted' ? 'processing' : 'default'}`}>{t(stateLabel(state))}</span>;
}

/**
 * 成绩维护, the grades tab (/cjgl/whcjgl): every grade of the caller's scope (a college secretary's
 * college) searched by term, college, course, student, sheet state and flag; each opens its detail with
 * the history. Staff correct a grade (with a reason), unlock a submitted sheet and set its release.
 */
export function GradeList({ mayEdit, switcher }: { mayEdit: boolean; switcher?: ReactNode }) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const tree = useScopedOrgTree();
  const [correcting, setCorrecting] = useState<GradeRecord | undefined>(undefined);
  const [unlocking, setUnlocking] = useState<SheetTarget | undefined>(undefined);
  const [releasing, setReleasing] = useState<SheetTarget | undefined>(undefined);

  const fields = useMemo<KitField<GradeFilter>[]>(
    () => [
      { name: 'term', label: 'grades.field.term', kind: 'custom', render: (control) => <TermSelect {...control} empty="any" /> },
      { name: 'keyword', label: 'grades.search.course', kind: 'text', placeholder: 'grades.search.courseHint' },
      { name: 'student', label: 'grades.search.student', kind: 'text', placeholder: 'grades.search.studentHint' },
      { name: 'xydm', label: 'grades.search.college', kind: 'tree', nodes: collegeTree(tree.data) },
      { name: 'state', label: 'grades.field.state', kind: 'select', options: STATES.map((state) => ({ value: state, label: stateLabel(state) })) },
      { name: 'flag', label: 'grades.field.flag', kind: 'select', options: FLAGS.map((flag) => ({ value: flag, label: flagLabel(flag) })) },
    ],
    [tree.data],
  );

  const columns = useMemo<KitColumn<GradeRecord>[]>(
    () => [
      { key: 'xykh', title: 'grades.field.xykh', width: 120, fixed: 'left' },
      { key: 'xm', title: 'grades.field.xm', width: 90 },
      { key: 'kcmc', title: 'grades.field.course', width: 240, render: (row) => `${row.kcdm} ${courseName(language, row)}` },
      { key: 'score', title: 'grades.field.mark', width: 100, render: (row) => markText(t, row) },
      { key: 'state', title: 'grades.field.state', width: 100, state: true, render: (row) => <StateCell state={row.state} /> },
      {
        key: 'released',
        title: 'grades.field.released',
        width: 100,
        render: (row) => (row.released ? t('grades.released.yes') : t('grades.released.no')),
      },
      { key: 'xf', title: 'grades.field.xf', width: 60, align: 'right' },
      { key: 'term', title: 'grades.field.term', width: 110 },
      { key: 'xymc', title: 'grades.field.xymc', width: 160 },
      { key: 'updatedBy', title: 'grades.field.updatedBy', width: 110, visible: false },
      { key: 'updatedAt', title: 'grades.field.updatedAt', width: 170, visible: false },
    ],
    [t, language],
  );

  const nameOf = (row: GradeRecord) => ({ name: row.xm, course: courseName(language, row), term: row.term });

  return (
    <ListPage<GradeRecord, GradeFilter>
      search={{ name: 'whcjgl-search', title: 'grades.search.title', fields }}
      useRows={useGradeRows}
      title={(total) => t('grades.list.title', { total })}
      toolbar={() => switcher}
      table={{
        label: 'grades.table',
        rowKey: 'id',
        columns,
        storageKey: 'gs-whcjgl-columns',
        sortable: false,
        // Four actions of a submitted sheet's grade on one line, in either language.
        actionsWidth: mayEdit ? (language === 'en' ? 250 : 210) : 70,
        actions: (row) => (
          <>
            <RowAction onClick={() => navigate(paths.gradeDetails(row.id))} aria-label={t('grades.action.viewOf', nameOf(row))}>
              {t('grades.action.view')}
            </RowAction>
            {mayEdit && (
              <>
                <RowAction onClick={() => setCorrecting(row)} aria-label={t('grades.action.correctOf', nameOf(row))}>
                  {t('grades.action.correct')}
                </RowAction>
                {/* A draft is the teacher's still: nothing to unlock, nothing to release. */}
                {row.state === 'submitted' && (
                  <>
                    <RowAction onClick={() => setUnlocking(row)} aria-label={t('grades.action.unlockOf', nameOf(row))}>
                      {t('grades.action.unlock')}
                    </RowAction>
                    <RowAction onClick={() => setReleasing(row)} aria-label={t('grades.action.releaseOf', nameOf(row))}>
                      {t('grades.action.release')}
                    </RowAction>
                  </>
                )}
              </>
            )}
          </>
        ),
      }}
    >
      {() => (
        <>
          <CorrectDialog grade={correcting} onClose={() => setCorrecting(undefined)} />
          <UnlockDialog sheet={unlocking} onClose={() => setUnlocking(undefined)} />
          <ReleaseDialog sheet={releasing} onClose={() => setReleasing(undefined)} />
        </>
      )}
    </ListPage>
  );
}
