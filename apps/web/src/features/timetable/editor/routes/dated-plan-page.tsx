import { useTerms } from '../../../../components/term/api.ts';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { isApiError } from '@gs/sdk/errors';
import { placementProblems } from '@gs/sdk/rules/timetable';
import { App, Button, Card, Empty, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../../config/paths.ts';
import { RefusalAlert, useRefusal } from '../../../../components/page-kit/refusal.tsx';
import { useLanguage, useT } from '../../../../i18n/i18n.ts';
import {
  type DatedSession,
  type EditorOffering,
  type EditorTerm,
  type TimetableConflict,
  conflictsOfRefusal,
  useEditorOffering,
  useRooms,
  useSaveTimetable,
} from '../../api/editor.ts';
import { CheckStatusLine, ConflictLines } from '../components/conflict-list.tsx';
import { PeriodPicker, TermDatePicker } from '../components/date-picker.tsx';
import { EditorHeader, RefusedSave, SaveButton } from '../components/editor-parts.tsx';
import { useDraftCheck } from '../components/use-draft-check.ts';
import { useLeaveGuard } from '../components/use-leave-guard.ts';
import { courseOf, roomName, teachersOf, weeksName } from '../components/words.ts';
import { conflictsOfDate, dateKey } from '../model/placement.ts';
import '../messages.ts';

/** A row of the list: a dated session being edited (`date` null until one is chosen). */
interface Row {
  key: number;
  date: string | null;
  start: number;
  end: number;
}

let rowCounter = 0;
const rowOf = (session: Partial<DatedSession>): Row => ({ key: ++rowCounter, date: session.date ?? null, start: session.start ?? 1, end: session.end ?? 2 });
const sessionsOf = (rows: readonly Row[]): DatedSession[] => rows.flatMap((row) => (row.date ? [{ date: row.date, start: row.start, end: row.end }] : []));

/**
 * 按日期排课计划 (pkgl/pkxxwh/rqpkjh-form, /pkxxwh/rqpkjhForm?id=): one offering's dated sessions as an
 * editable list (add, change, remove), checked for clashes as they change and saved together; the
 * offering's weekly placement goes with them unchanged.
 */
export default function DatedPlanPage() {
  const t = useT();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const offering = useEditorOffering(id);
  const terms = useTerms();
  if (!id) return <Result status="warning" title={t('ttEditor.noId')} />;
  if (offering.isPending || terms.isPending) return <Skeleton active />;
  const term = terms.data?.find((item) => item.id === offering.data?.term);
  if (!offering.data || !term)
    return <Result status="warning" title={t('ttEditor.loadError')} extra={<Button onClick={() => void offering.refetch()}>{t('ttEditor.retry')}</Button>} />;
  return <DatedPlan key={id} offering={offering.data} term={term} />;
}

function DatedPlan({ offering: loaded, term }: { offering: EditorOffering; term: EditorTerm }) {
  const t = useT();
  const language = useLanguage();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const rooms = useRooms();
  const save = useSaveTimetable();
  const [offering, setOffering] = useState(loaded);
  const [rows, setRows] = useState<Row[]>(() => loaded.dates.map(rowOf));
  const { refusal, failed, clear } = useRefusal();
  const [refusedFor, setRefused] = useState<{ key: string; conflicts: TimetableConflict[] } | null>(null);
  const sessions = useMemo(() => sessionsOf(rows), [rows]);
  const storedKeys = useMemo(() => new Set(offering.dates.map(dateKey)), [offering.dates]);
  const changed = rows.some((row) => !row.date) || sessions.length !== offering.dates.length || sessions.some((session) => !storedKeys.has(dateKey(session)));
  const guard = useLeaveGuard(changed ? 1 : 0);
  const draft = useMemo(
    () => ({ offeringId: offering.id, roomId: offering.roomId, weeks: offering.weeks, slots: offering.slots, dates: sessions }),
    [offering, sessions],
  );
  const problems = useMemo(() => placementProblems(term, draft).map((problem) => (language === 'en' ? problem.en : problem.zh)), [term, draft, language]);
  const complete = rows.every((row) => row.date);
  const check = useDraftCheck(term.id, changed && complete && problems.length === 0 ? [draft] : []);
  // The clashes of a refused save, shown until the list changes.
  const draftKey = JSON.stringify(draft);
  const refused = refusedFor?.key === draftKey ? refusedFor.conflicts : null;

  const set = (key: number, change: Partial<Row>) => setRows((list) => list.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const send = async () => {
    clear();
    setRefused(null);
    try {
      const result = await save.mutateAsync({ body: { term: term.id, drafts: [draft] } });
      const next = result.offerings[0];
      if (next) {
        setOffering(next);
        setRows(next.dates.map(rowOf));
      }
      void message.success(t('ttEditor.dated.saved'));
    } catch (error) {
      const found = isApiError(error) && error.status === 409 ? conflictsOfRefusal(error.data) : null;
      if (found) {
        setRefused({ key: draftKey, conflicts: found });
        check.show(found);
      } else failed(error);
    }
  };

  const course = courseOf(language, offering);
  const ready = changed && complete && problems.length === 0;
  return (
    <Card size="small">
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <EditorHeader
          title={t('ttEditor.dated.title', { course, kcdm: offering.kcdm })}
          onBack={() => guard(() => navigate(paths.timetable))}
          extra={
            <Space wrap>
              <Button onClick={() => guard(() => navigate(paths.offeringPlan(offering.id)))}>{t('ttEditor.plan.placement')}</Button>
              <SaveButton count={ready ? 1 : 0} saving={save.isPending} onSave={() => void send()} label={t('ttEditor.save')} />
            </Space>
          }
        />
        <Typography.Text type="secondary">
          {t('ttEditor.offering.meta', { id: offering.id, teachers: teachersOf(t, offering), enrolled: offering.enrolled, capacity: offering.capacity })}
          {' · '}
          {roomName(t, rooms.data?.records, offering.roomId)}
          {' · '}
          {weeksName(t, offering.weeks)}
        </Typography.Text>
        <Typography.Text type="secondary">{t('ttEditor.dated.hint')}</Typography.Text>
        <RefusalAlert refusal={refusal} />
        <RefusedSave conflicts={refused} />
        {rows.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ttEditor.dated.empty')} />}
        <ul className="gs-tte-rows">
          {rows.map((row, index) => {
            const n = index + 1;
            const session = row.date ? { date: row.date, start: row.start, end: row.end } : null;
            const clashes = session ? conflictsOfDate(check.conflicts, offering.id, session) : [];
            const duplicate =
              session !== null && rows.findIndex((other) => other.date === row.date && other.start === row.start && other.end === row.end) !== index;
            return (
              <li key={row.key} className={`gs-tte-row${clashes.length ? ' gs-tte-row-conflict' : ''}`} aria-label={t('ttEditor.dated.rowN', { n })}>
                <div className="gs-tte-row-fields">
                  <div style={{ flex: '1 1 240px', minWidth: 0 }}>
                    <TermDatePicker
                      label={`${t('ttEditor.dated.rowN', { n })} ${t('ttEditor.field.date')}`}
                      term={term}
                      value={row.date}
                      onChange={(date) => set(row.key, { date })}
                      status={row.date ? undefined : 'error'}
                    />
                  </div>
                  <PeriodPicker
                    label={`${t('ttEditor.dated.rowN', { n })} ${t('ttEditor.field.start')}`}
                    value={row.start}
                    onChange={(start) => set(row.key, { start, end: Math.max(start, row.end) })}
                  />
                  <PeriodPicker
                    label={`${t('ttEditor.dated.rowN', { n })} ${t('ttEditor.field.end')}`}
                    value={row.end}
                    min={row.start}
                    onChange={(end) => set(row.key, { end })}
                  />
                  {session &&
                    (storedKeys.has(dateKey(session)) ? (
                      <Tag>{t('ttEditor.dated.unchanged')}</Tag>
                    ) : (
                      <Tag color="processing">{t('ttEditor.dated.changed')}</Tag>
                    ))}
                  {clashes.length > 0 && <Tag color="error">{t('ttEditor.entry.conflict')}</Tag>}
                  {duplicate && session && (
                    <Typography.Text type="danger">
                      {t('ttEditor.rule.dateDuplicate', { date: session.date, start: session.start, end: session.end })}
                    </Typography.Text>
                  )}
                  {clashes.length > 0 && (
                    <div style={{ flexBasis: '100%' }}>
                      <ConflictLines conflicts={clashes} />
                    </div>
                  )}
                </div>
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('ttEditor.dated.removeRow', { n })}
                  onClick={() => setRows((list) => list.filter((item) => item.key !== row.key))}
                />
              </li>
            );
          })}
        </ul>
        <div>
          <Button icon={<PlusOutlined />} disabled={rows.length >= 100} onClick={() => setRows((list) => [...list, rowOf({})])}>
            {t('ttEditor.dated.add')}
          </Button>
        </div>
        <div>
          <CheckStatusLine check={check} />
          {problems.map((problem) => (
            <Typography.Text key={problem} type="danger" style={{ display: 'block' }}>
              {problem}
            </Typography.Text>
          ))}
          {/* The clashes no row names (the weekly sessions, too few seats) under the list. */}
          <ConflictLines conflicts={check.conflicts.filter((c) => !sessions.some((session) => conflictsOfDate([c], offering.id, session).length))} />
        </div>
      </Space>
    </Card>
  );
}
