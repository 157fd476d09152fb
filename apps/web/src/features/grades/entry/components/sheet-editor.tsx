import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  CloudUploadOutlined,
  EllipsisOutlined,
  QuestionCircleOutlined,
  RedoOutlined,
  SwapOutlined,
  UndoOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { Alert, App, Button, Card, Dropdown, Flex, Popover, Space, Tag, Tooltip, Typography } from 'antd';
import { memo, useEffect, useRef, useState } from 'react';
import { type Translate, useLanguage, useT } from '../../../../i18n/i18n.ts';
import { termName, useTerms } from '../../../../components/term/api.ts';
import { type GradeSheet, useSubmitGradeSheet } from '../../api/sheets.ts';
import {
  type GridState,
  clearCells,
  conflictRows,
  createGrid,
  editableAt,
  fillDown,
  moveTo,
  nextProblem,
  pendingCounts,
  redo,
  reload,
  resolveConflict,
  restoreDraft,
  undo,
  MARK_COL,
} from '../grid/model.ts';
import { type SheetFigures, sheetFigures } from '../grid/stats.ts';
import { type GridStore, type GridStoreApi, createGridStore, update, useGrid, useLagging, useSheetFigures } from '../grid/store.ts';
import { problemText, shortTime, shownText, valueText } from './cell-text.ts';
import { GradeGrid, type GradeGridHandle, useGridAction } from './grade-grid.tsx';
import { SheetStats } from './sheet-stats.tsx';
import { readDraft, useAutosave } from './use-autosave.ts';
import { useSession } from '../../../../stores/session.ts';
import { useDialogs } from '../../../../components/page-kit/dialog.tsx';
import '../messages.ts';

interface SheetEditorProps {
  sheet: GradeSheet;
  /** The caller may change marks (the teacher of the offering, the graduate school); a college secretary reads. */
  mayEdit: boolean;
  refetch: () => Promise<unknown>;
}

/** Why the sheet may not be submitted yet (errors, conflicts, rows without a mark), or null when it may. */
function blockedText(t: Translate, figures: SheetFigures): string | null {
  const incomplete = figures.stats.total - figures.stats.entered;
  return figures.problems
    ? t('gradeEntry.submit.problems', { count: figures.problems })
    : figures.conflicts
      ? t('gradeEntry.submit.conflicts', { count: figures.conflicts })
      : incomplete
        ? t('gradeEntry.submit.incomplete', { count: incomplete })
        : null;
}

/*
 * The parts of the page that show the sheet as a whole (where saving stands, the counts of errors and
 * conflicts, the submit button and why it is refused) each read the figures a step behind the keys
 * (useSheetFigures) and hand them to a memoised view, which renders once per change after the
 * keystroke's frame: neither the figures nor antd's buttons and tooltips are worked out in that frame.
 * The editor around them reads no rows at all, so a keystroke does not re-render it.
 */

interface PendingBarProps {
  store: GridStoreApi;
  locked: boolean;
  onRetry: () => void;
  onNextProblem: () => void;
  onNextConflict: () => void;
}

/** Where saving stands, and the errors and conflicts with their "next" buttons. */
function PendingBar({ store, ...props }: PendingBarProps) {
  const { unsaved, sending, problems, conflicts } = useSheetFigures(store);
  const error = useGrid(store, (s) => s.saveError);
  const savedAt = useGrid(store, (s) => s.savedAt);
  return <PendingView {...props} unsaved={unsaved} sending={sending} problems={problems} conflicts={conflicts} error={error} savedAt={savedAt} />;
}

interface PendingViewProps extends Omit<PendingBarProps, 'store'> {
  unsaved: number;
  sending: number;
  problems: number;
  conflicts: number;
  error: string | null;
  savedAt: number | null;
}

const PendingView = memo(function PendingView({ locked, onRetry, onNextProblem, onNextConflict, problems, conflicts, ...save }: PendingViewProps) {
  const t = useT();
  return (
    <>
      {!locked && <SaveStatus {...save} onRetry={onRetry} />}
      {problems > 0 && (
        <Space size={4}>
          <Typography.Text type="danger">
            <WarningOutlined /> {t('gradeEntry.problems.count', { count: problems })}
          </Typography.Text>
          <Button size="small" danger onClick={onNextProblem}>
            {t('gradeEntry.problems.next')}
          </Button>
        </Space>
      )}
      {conflicts > 0 && (
        <Space size={4}>
          <Typography.Text type="warning">
            <SwapOutlined /> {t('gradeEntry.conflicts.count', { count: conflicts })}
          </Typography.Text>
          <Button size="small" onClick={onNextConflict}>
            {t('gradeEntry.conflicts.next')}
          </Button>
        </Space>
      )}
    </>
  );
});

/**
 * Where saving stands: all saved, saving, waiting, failed (with a retry). Its icons stand still: the rows
 * wait for a pause in the typing, so "waiting" shows all the while a teacher types, and a spinning icon
 * would keep the page drawing a frame every 16.7 ms, each keystroke then waiting up to a frame for its
 * own (`pnpm bench`: p50 13 ms with the spinner, about 6 without).
 */
function SaveStatus({
  error,
  savedAt,
  unsaved,
  sending,
  onRetry,
}: {
  error: string | null;
  savedAt: number | null;
  unsaved: number;
  sending: number;
  onRetry: () => void;
}) {
  const t = useT();
  let content;
  if (error)
    content = (
      <Space size={4}>
        <Typography.Text type="danger">
          <CloseCircleOutlined /> {t('gradeEntry.save.failed', { reason: error })}
        </Typography.Text>
        <Button size="small" onClick={onRetry}>
          {t('gradeEntry.save.retry')}
        </Button>
      </Space>
    );
  else if (sending)
    content = (
      <Typography.Text type="secondary">
        <CloudUploadOutlined /> {t('gradeEntry.save.saving', { count: sending })}
      </Typography.Text>
    );
  else if (unsaved)
    content = (
      <Typography.Text type="secondary">
        <ClockCircleOutlined /> {t('gradeEntry.save.pending', { count: unsaved })}
      </Typography.Text>
    );
  else
    content = (
      <Typography.Text type="success">
        <CheckCircleOutlined /> {savedAt ? t('gradeEntry.save.savedAt', { time: new Date(savedAt).toTimeString().slice(0, 8) }) : t('gradeEntry.save.saved')}
      </Typography.Text>
    );
  return (
    <span role="status" aria-live="polite">
      {content}
    </span>
  );
}

/** The submit button, refused (with why, on hover) while errors, conflicts or empty rows remain. */
function SubmitButton({ store, loading, onSubmit }: { store: GridStoreApi; loading: boolean; onSubmit: () => void }) {
  const t = useT();
  return <SubmitView blocked={blockedText(t, useSheetFigures(store))} loading={loading} onSubmit={onSubmit} />;
}

const SubmitView = memo(function SubmitView({ blocked, loading, onSubmit }: { blocked: string | null; loading: boolean; onSubmit: () => void }) {
  const t = useT();
  return (
    <Tooltip title={blocked}>
      <Button type="primary" disabled={Boolean(blocked)} loading={loading} onClick={onSubmit}>
        {t('gradeEntry.submit')}
      </Button>
    </Tooltip>
  );
});

/** Why the sheet may not be submitted yet, said under the buttons. */
function BlockedNote({ store }: { store: GridStoreApi }) {
  const t = useT();
  return <BlockedView blocked={blockedText(t, useSheetFigures(store))} />;
}

const BlockedView = memo(function BlockedView({ blocked }: { blocked: string | null }) {
  return blocked ? (
    <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
      {blocked}
    </Typography.Paragraph>
  ) : null;
});

const selectActive = (s: GridStore) => s.grid.active;
const selectActiveRow = (s: GridStore) => s.grid.rows[s.grid.order[s.grid.active.row] ?? ''];

/**
 * What the active cell needs said: why its text is refused, or the other person's value with the
 * choice between theirs and ours. The grid's one place for it, reachable by keyboard.
 */
function ActiveCellBar({ store, onAction }: { store: GridStoreApi; onAction: (change: (grid: GridState) => GridState) => void }) {
  const t = useT();
  // A step behind the keys, as the figures: the keystroke's frame draws the cell and the cursor only.
  const active = useLagging(store, selectActive);
  const row = useLagging(store, selectActiveRow);
  const scale = useGrid(store, (s) => s.grid.scale);
  if (!row) return null;
  const column = editableAt(active.col);
  const problem = column === 'mark' ? row.markProblem : column === 'flag' ? row.flagProblem : null;
  if (row.conflict) {
    const theirs = row.conflict;
    return (
      <Alert
        type="warning"
        showIcon
        className="gs-ge-cellbar-alert"
        icon={<SwapOutlined />}
        title={t('gradeEntry.conflict.title', {
          xm: row.xm,
          xykh: row.xykh,
          name: theirs.updatedBy ?? '-',
          time: shortTime(theirs.updatedAt),
          theirs: valueText(t, theirs.mark, theirs.flag),
          mine: valueText(t, row.mark, row.flag),
        })}
        action={
          <Space wrap>
            <Button size="small" type="primary" onClick={() => onAction((g) => resolveConflict(g, row.xykh, 'mine'))}>
              {t('gradeEntry.conflict.mine')}
            </Button>
            <Button size="small" onClick={() => onAction((g) => resolveConflict(g, row.xykh, 'theirs'))}>
              {t('gradeEntry.conflict.theirs')}
            </Button>
          </Space>
        }
      />
    );
  }
  if (problem && column)
    return (
      <Alert
        type="error"
        showIcon
        className="gs-ge-cellbar-alert"
        title={t('gradeEntry.active.problem', {
          label: t(column === 'mark' ? 'gradeEntry.cell.mark' : 'gradeEntry.cell.flag', { xykh: `${row.xykh} ${row.xm}` }),
          why: problemText(t, problem, scale),
        })}
      />
    );
  // Otherwise the cell's name and value, as a spreadsheet's name box: the bar keeps its height, so the
  // grid below it does not jump as the active cell moves on and off an error.
  const value = column ? shownText(t, column, row[column], problem) : '';
  return (
    <div className="gs-ge-cellbar">
      <Typography.Text type="secondary">
        {column
          ? t('gradeEntry.active.value', {
              who: `${row.xykh} ${row.xm}`,
              column: t(column === 'mark' ? (scale === 'level' ? 'gradeEntry.col.level' : 'gradeEntry.col.score') : 'gradeEntry.col.flag'),
              value: value || t('gradeEntry.empty'),
            })
          : `${row.xykh} ${row.xm}`}
      </Typography.Text>
    </div>
  );
}

/**
 * The grade entry of one sheet: figures, saving state, errors and conflicts with their "next"
 * buttons, undo/redo and the fill, the grid, and the submission (confirmed; refused while errors,
 * conflicts, unsaved changes or empty rows remain). A submitted sheet is shown locked.
 */
export function SheetEditor({ sheet, mayEdit, refetch }: SheetEditorProps) {
  const t = useT();
  const language = useLanguage();
  const { message } = App.useApp();
  const modal = useDialogs();
  const locked = sheet.state === 'submitted' || !mayEdit;
  const username = useSession((s) => s.info?.username ?? '');
  // The sheet as loaded, with the text this browser kept unsaved put back over it (one undo step).
  const [initial] = useState(() => {
    const grid = createGrid(sheet.rows, sheet.offering.scale, locked);
    return locked
      ? { grid, restored: 0 }
      : (({ state, rows }) => ({ grid: state, restored: rows }))(restoreDraft(grid, readDraft(username, sheet.offering.id)));
  });
  const [store] = useState(() => createGridStore(initial.grid));
  // Ready to type on arrival, as a spreadsheet is; not on a touch screen, where the keyboard would cover the page.
  useEffect(() => {
    if (!locked && window.matchMedia('(pointer: fine)').matches) handle.current?.focus();
    // Once, when the sheet opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (initial.restored) void message.info(t('gradeEntry.draft.restored', { count: initial.restored }));
  }, [initial, message, t]);
  const handle = useRef<GradeGridHandle>(null);
  const act = useGridAction(store, handle);
  const canUndo = useGrid(store, (s) => s.grid.undo.length > 0 && !s.grid.locked);
  const canRedo = useGrid(store, (s) => s.grid.redo.length > 0 && !s.grid.locked);
  const autosave = useAutosave(store, sheet.offering.id, sheet.offering.scale, username, () => void refetch());
  const submit = useSubmitGradeSheet();

  // A new answer for the sheet (after a submission, a 409 that says it was submitted elsewhere) meets
  // the grid's own state: others' changes come in, ours are kept against them.
  useEffect(() => {
    update(store, (grid) => reload(grid, sheet.rows, locked));
  }, [store, sheet, locked]);

  const course = language === 'en' && sheet.offering.kcmcEn ? sheet.offering.kcmcEn : sheet.offering.kcmc;
  const goTo = (cell: { row: number; col: number } | null) => {
    if (cell) act((g) => moveTo(g, cell));
  };
  const nextConflict = () => {
    const { grid } = store.getState();
    const rows = conflictRows(grid);
    const row = rows.find((r) => r > grid.active.row) ?? rows[0];
    if (row !== undefined) goTo({ row, col: MARK_COL });
  };

  const confirmSubmit = () => {
    const { stats } = sheetFigures(store.getState().grid);
    void modal.confirm({
      title: t('gradeEntry.submit.title'),
      content: t('gradeEntry.submit.content', { total: stats.total, average: stats.average ?? '-' }),
      okText: t('gradeEntry.submit.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await autosave.current.flush();
        const counts = pendingCounts(store.getState().grid);
        if (counts.unsaved || counts.sending || counts.conflicts || store.getState().saveError) {
          void message.error(t('gradeEntry.submit.unsaved'));
          return;
        }
        await submit.mutateAsync({ params: { path: { offeringId: sheet.offering.id } } });
        void message.success(t('gradeEntry.submit.done'));
        await refetch();
      },
    });
  };

  const term = useTerms().data?.find((item) => item.id === sheet.offering.term);
  const teachers = sheet.offering.teachers.map((teacher) => teacher.xm).join(t('gradeEntry.sep.names'));
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card
        size="small"
        // A long course name wraps on a phone rather than being cut.
        styles={{ title: { whiteSpace: 'normal' } }}
        title={
          <Typography.Title level={5} style={{ margin: 0, whiteSpace: 'normal' }}>
            {t('gradeEntry.page.title', { course, kcdm: sheet.offering.kcdm })}
          </Typography.Title>
        }
      >
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Flex wrap align="center" gap={8}>
            <Tag color={sheet.state === 'submitted' ? 'success' : 'processing'}>{t(`gradeEntry.state.${sheet.state}`)}</Tag>
            <Tag>{t(`gradeEntry.scale.${sheet.offering.scale}`)}</Tag>
            <Typography.Text type="secondary">
              {t('gradeEntry.page.meta', { term: term ? termName(language, term) : sheet.offering.term, teachers, credits: sheet.offering.xf })}
            </Typography.Text>
          </Flex>
          {sheet.state === 'submitted' ? (
            <Alert
              type="info"
              showIcon
              title={t('gradeEntry.locked')}
              description={
                sheet.submittedAt ? t('gradeEntry.locked.by', { name: sheet.submittedByName ?? '-', time: sheet.submittedAt.slice(0, 16) }) : undefined
              }
            />
          ) : (
            !mayEdit && <Alert type="info" showIcon title={t('gradeEntry.readonly')} />
          )}
          <SheetStats store={store} />
        </Space>
      </Card>
      <Card size="small">
        <Flex wrap justify="space-between" align="center" gap={8} style={{ marginBottom: 12 }}>
          <Flex wrap align="center" gap={8} style={{ minWidth: 0 }}>
            <PendingBar
              store={store}
              locked={locked}
              onRetry={() => void autosave.current.flush()}
              onNextProblem={() => goTo(nextProblem(store.getState().grid))}
              onNextConflict={nextConflict}
            />
          </Flex>
          <Flex wrap align="center" gap={8}>
            {!locked && (
              <>
                <Tooltip title={`${t('gradeEntry.undo')} (Ctrl+Z)`}>
                  <Button aria-label={t('gradeEntry.undo')} icon={<UndoOutlined />} disabled={!canUndo} onClick={() => act(undo)} />
                </Tooltip>
                <Tooltip title={`${t('gradeEntry.redo')} (Ctrl+Y)`}>
                  <Button aria-label={t('gradeEntry.redo')} icon={<RedoOutlined />} disabled={!canRedo} onClick={() => act(redo)} />
                </Tooltip>
                <Dropdown
                  trigger={['click']}
                  menu={{
                    items: [
                      { key: 'fill', label: t('gradeEntry.fillDown') },
                      { key: 'clear', label: t('gradeEntry.clear') },
                    ],
                    onClick: ({ key }) => act(key === 'fill' ? fillDown : clearCells),
                  }}
                >
                  <Button aria-label={t('gradeEntry.more')} icon={<EllipsisOutlined />} />
                </Dropdown>
              </>
            )}
            <Popover content={<div style={{ maxWidth: 360 }}>{t('gradeEntry.help.text')}</div>} trigger="click">
              <Button icon={<QuestionCircleOutlined />}>{t('gradeEntry.help')}</Button>
            </Popover>
            {!locked && <SubmitButton store={store} loading={submit.isPending} onSubmit={confirmSubmit} />}
          </Flex>
        </Flex>
        {!locked && <BlockedNote store={store} />}
        {/* Above the grid, so that it is in view whatever row is active. */}
        <ActiveCellBar store={store} onAction={act} />
        <GradeGrid store={store} scale={sheet.offering.scale} label={t('gradeEntry.grid.label', { course })} handle={handle} />
      </Card>
    </Space>
  );
}
