import { useTerms } from '../../../../components/term/api.ts';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { isApiError } from '@gs/sdk/errors';
import { weekdayOf } from '@gs/sdk/rules/timetable';
import { App, Button, Card, Col, Empty, Form, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { RefusalAlert, useRefusal } from '../../../../components/page-kit/refusal.tsx';
import { useLanguage, useT } from '../../../../i18n/i18n.ts';
import { type EditorOffering, type Room, type TimetableConflict, conflictsOfRefusal, useRooms, useSaveTimetable, useTermOfferings } from '../../api/editor.ts';
import { CheckStatusLine, ConflictLines } from '../components/conflict-list.tsx';
import { PeriodPicker, TermDatePicker } from '../components/date-picker.tsx';
import { EditorHeader, RefusedSave, SaveButton, TIMETABLE_LIST_PATH } from '../components/editor-parts.tsx';
import { OfferingPicker, RoomPicker, TermPicker } from '../components/pickers.tsx';
import { useDraftCheck } from '../components/use-draft-check.ts';
import { useLeaveGuard } from '../components/use-leave-guard.ts';
import { offeringTitle, periodsName, roomName, teachersOf, weekdayName } from '../components/words.ts';
import { changePlacement, changedOf, clearDrafts, draftsStore, stored, takeUp, useDrafts } from '../model/drafts-store.ts';
import { type Working, addDate, conflictsOfDate, dateKey, draftOf, removeDate, problemsByOffering, removedCount } from '../model/placement.ts';
import '../messages.ts';

const store = draftsStore('date');

/**
 * 按日期编辑排课 (pkgl/pkxxwh/rq-pkxx-form, /pkgl/pkxxwh/RqPkxxForm; `?id=`, `?term=`): sessions of
 * offerings on given dates (a make-up after a holiday): a date of the term (holidays disabled, named),
 * periods, the offering and its room, added as drafts; every change is checked; 保存 sends them together.
 */
export default function ByDatePage() {
  const t = useT();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const terms = useTerms();
  const rooms = useRooms();
  const storeTerm = useDrafts(store, (s) => s.term);
  const working = useDrafts(store, (s) => s.working);
  const order = useDrafts(store, (s) => s.order);
  const changed = useMemo(() => changedOf({ term: storeTerm, working, order }), [storeTerm, working, order]);
  const termList = useMemo(() => terms.data ?? [], [terms.data]);
  const fallbackTerm = params.get('term') ?? termList.find((term) => term.current)?.id ?? termList[0]?.id ?? null;
  const termId = storeTerm ?? fallbackTerm;
  const term = termList.find((item) => item.id === termId);
  const offerings = useTermOfferings(termId ?? undefined);
  const [currentId, setCurrentId] = useState<string | null>(() => params.get('id'));
  const [date, setDate] = useState<string | null>(null);
  const [start, setStart] = useState(1);
  const [end, setEnd] = useState(2);
  const { refusal, failed, clear } = useRefusal();
  const [refusedFor, setRefused] = useState<{ key: string; conflicts: TimetableConflict[] } | null>(null);
  const save = useSaveTimetable();
  const guard = useLeaveGuard(changed.length);

  useEffect(() => {
    if (storeTerm === null && fallbackTerm) clearDrafts(store, fallbackTerm);
  }, [storeTerm, fallbackTerm]);
  const [restored] = useState(() => changedOf(store.getState()).length);
  useEffect(() => {
    if (restored) void message.info(t('ttEditor.drafts.restored', { count: restored }));
  }, [restored, message, t]);

  const byId = useMemo(() => new Map((offerings.data?.records ?? []).map((offering) => [offering.id, offering])), [offerings.data]);
  useEffect(() => {
    const offering = currentId ? byId.get(currentId) : undefined;
    if (offering && storeTerm === offering.term) takeUp(store, offering);
  }, [currentId, byId, storeTerm]);
  const current = currentId ? working[currentId] : undefined;

  const language = useLanguage();
  const problemsOf = problemsByOffering(term, changed, language);
  const drafts = changed.map(draftOf);
  const draftsKey = JSON.stringify(drafts);
  const check = useDraftCheck(termId, problemsOf.size ? [] : drafts);
  // The clashes of a refused save, shown until the drafts change.
  const refused = refusedFor?.key === draftsKey ? refusedFor.conflicts : null;

  const duplicate = current && date ? current.placement.dates.some((d) => dateKey(d) === dateKey({ date, start, end })) : false;
  const add = () => {
    if (!current || !date || start > end || duplicate) return;
    changePlacement(store, current.offering.id, (p) => addDate(p, { date, start, end }));
  };

  const send = async () => {
    if (!termId || drafts.length === 0) return;
    clear();
    setRefused(null);
    try {
      const result = await save.mutateAsync({ body: { term: termId, drafts } });
      stored(store, result.offerings);
      void message.success(t('ttEditor.save.done', { count: result.offerings.length }));
    } catch (error) {
      const found = isApiError(error) && error.status === 409 ? conflictsOfRefusal(error.data) : null;
      if (found) {
        setRefused({ key: draftsKey, conflicts: found });
        check.show(found);
      } else failed(error);
    }
  };

  if (terms.isPending) return <Skeleton active />;
  const roomList = rooms.data?.records;
  const shown = current && !changed.includes(current) ? [...changed, current] : changed;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small">
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <EditorHeader
            title={t('ttEditor.byDate.title')}
            onBack={() =>
              guard(() => {
                clearDrafts(store, null);
                navigate(TIMETABLE_LIST_PATH);
              })
            }
            extra={<SaveButton count={changed.length} saving={save.isPending} onSave={() => void send()} />}
          />
          <Typography.Text type="secondary">{t('ttEditor.byDate.hint')}</Typography.Text>
          <RefusalAlert refusal={refusal} />
          <RefusedSave conflicts={refused} />
          <Form layout="vertical" component="div">
            <Row gutter={12}>
              <Col xs={24} md={12} xl={6}>
                <Form.Item label={t('ttEditor.field.term')} htmlFor="tte-date-term">
                  <TermPicker
                    id="tte-date-term"
                    terms={termList}
                    value={termId}
                    onChange={(next) =>
                      guard(() => {
                        clearDrafts(store, next);
                        setCurrentId(null);
                        setDate(null);
                      }, 'switch')
                    }
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={12} xl={10}>
                <Form.Item label={t('ttEditor.field.offering')} htmlFor="tte-date-offering">
                  <OfferingPicker
                    id="tte-date-offering"
                    offerings={offerings.data?.records ?? []}
                    value={currentId}
                    onChange={setCurrentId}
                    loading={offerings.isFetching}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={12} xl={8}>
                <Form.Item label={t('ttEditor.field.room')} htmlFor="tte-date-room">
                  <RoomPicker
                    id="tte-date-room"
                    rooms={roomList ?? []}
                    value={current?.placement.roomId ?? null}
                    enrolled={current?.offering.enrolled}
                    onChange={(roomId) => current && changePlacement(store, current.offering.id, (p) => ({ ...p, roomId }))}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={12} xl={8}>
                <Form.Item label={t('ttEditor.field.date')} htmlFor="tte-date-date">
                  <TermDatePicker id="tte-date-date" term={term} value={date} onChange={setDate} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12} xl={8}>
                <Form.Item
                  label={`${t('ttEditor.field.start')} / ${t('ttEditor.field.end')}`}
                  validateStatus={start > end ? 'error' : undefined}
                  help={start > end ? t('ttEditor.rule.periods') : undefined}
                >
                  <Space wrap>
                    <PeriodPicker
                      id="tte-date-start"
                      label={t('ttEditor.field.start')}
                      value={start}
                      onChange={(next) => {
                        setStart(next);
                        if (end < next) setEnd(Math.min(12, next + 1));
                      }}
                    />
                    <PeriodPicker id="tte-date-end" label={t('ttEditor.field.end')} value={end} min={start} onChange={setEnd} />
                  </Space>
                </Form.Item>
              </Col>
              <Col xs={24} md={12} xl={8}>
                <Form.Item
                  label=" "
                  validateStatus={duplicate ? 'error' : undefined}
                  help={duplicate && date ? t('ttEditor.rule.dateDuplicate', { date, start, end }) : undefined}
                >
                  <Button icon={<PlusOutlined />} disabled={!current || !date || start > end || duplicate} onClick={add}>
                    {t('ttEditor.byDate.add')}
                  </Button>
                </Form.Item>
              </Col>
            </Row>
          </Form>
        </Space>
      </Card>
      <Card
        size="small"
        title={t('ttEditor.drafts.title', { count: changed.length })}
        extra={<CheckStatusLine check={check} />}
        styles={{ header: { flexWrap: 'wrap' } }}
      >
        <DatedDraftList
          items={shown}
          currentId={currentId}
          rooms={roomList}
          conflicts={check.conflicts}
          problems={(id) => problemsOf.get(id) ?? []}
          onPick={setCurrentId}
          onRemove={(offeringId, key) => changePlacement(store, offeringId, (p) => removeDate(p, key))}
        />
      </Card>
    </Space>
  );
}

/** The dated sessions of each offering being edited, new and kept, each with its clashes and a remove. */
function DatedDraftList({
  items,
  currentId,
  rooms,
  conflicts,
  problems,
  onPick,
  onRemove,
}: {
  items: readonly Working[];
  currentId: string | null;
  rooms: readonly Room[] | undefined;
  conflicts: readonly TimetableConflict[];
  problems: (offeringId: string) => readonly string[];
  onPick: (offeringId: string) => void;
  onRemove: (offeringId: string, key: string) => void;
}) {
  const t = useT();
  const language = useLanguage();
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ttEditor.drafts.empty')} />;
  return (
    <ul className="gs-tte-drafts">
      {items.map((item) => {
        const { offering, placement } = item;
        const title = offeringTitle(t, language, offering);
        const own = conflicts.filter((c) => c.offeringId === offering.id);
        const matched = new Set<TimetableConflict>();
        const removed = removedCount(item);
        const dates = [...placement.dates].sort((a, b) => a.date.localeCompare(b.date) || a.start - b.start);
        return (
          <li key={offering.id} className={`gs-tte-offering${offering.id === currentId ? ' gs-tte-offering-current' : ''}`} aria-label={title}>
            <Typography.Link strong onClick={() => onPick(offering.id)}>
              {title}
            </Typography.Link>
            <div>
              <Typography.Text type="secondary">{offeringMeta(t, offering)}</Typography.Text>
            </div>
            <div>
              {t('ttEditor.drafts.whereDated', { room: roomName(t, rooms, placement.roomId) })}
              {placement.roomId !== offering.roomId && <Tag style={{ marginInlineStart: 8 }}>{t('ttEditor.drafts.placementChanged')}</Tag>}
              {removed > 0 && <Tag color="warning">{t('ttEditor.drafts.removed', { count: removed })}</Tag>}
            </div>
            {problems(offering.id).map((problem) => (
              <Typography.Text key={problem} type="danger" style={{ display: 'block' }}>
                {problem}
              </Typography.Text>
            ))}
            <ul className="gs-tte-sessions">
              {dates.length === 0 && <li className="gs-tte-session">{t('ttEditor.drafts.noSession')}</li>}
              {dates.map((session) => {
                const clashes = conflictsOfDate(own, offering.id, session);
                for (const clash of clashes) matched.add(clash);
                const name = t('ttEditor.drafts.dated', {
                  date: session.date,
                  weekday: weekdayName(t, weekdayOf(session.date)),
                  periods: periodsName(t, session.start, session.end),
                });
                return (
                  <li key={session.key} className={`gs-tte-session${clashes.length ? ' gs-tte-session-conflict' : ''}`}>
                    <div className="gs-tte-session-main">
                      <Typography.Text strong>{name}</Typography.Text>{' '}
                      {session.stored ? <Tag>{t('ttEditor.entry.stored')}</Tag> : <Tag color="processing">{t('ttEditor.entry.draft')}</Tag>}
                      {clashes.length > 0 && <Tag color="error">{t('ttEditor.entry.conflict')}</Tag>}
                      <ConflictLines conflicts={clashes} />
                    </div>
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('ttEditor.drafts.removeOf', { session: `${title} ${name}` })}
                      onClick={() => onRemove(offering.id, session.key)}
                    >
                      {t('ttEditor.drafts.remove')}
                    </Button>
                  </li>
                );
              })}
            </ul>
            <ConflictLines conflicts={own.filter((c) => !matched.has(c))} />
          </li>
        );
      })}
    </ul>
  );
}

function offeringMeta(t: ReturnType<typeof useT>, offering: EditorOffering) {
  return t('ttEditor.offering.meta', { id: offering.id, teachers: teachersOf(t, offering), enrolled: offering.enrolled, capacity: offering.capacity });
}
