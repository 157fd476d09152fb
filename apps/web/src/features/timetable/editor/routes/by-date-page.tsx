import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { weekdayOf } from '@gs/sdk/rules/timetable';
import { Button, Card, Col, Empty, Form, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { RefusalAlert } from '../../../../components/page-kit/refusal.tsx';
import { useLanguage, useT } from '../../../../i18n/i18n.ts';
import type { EditorOffering, Room, TimetableConflict } from '../../api/editor.ts';
import { CheckStatusLine, ConflictLines } from '../components/conflict-list.tsx';
import { PeriodPicker, TermDatePicker } from '../components/date-picker.tsx';
import { EditorHeader, RefusedSave, SaveButton } from '../components/editor-parts.tsx';
import { OfferingPicker, RoomPicker, TermPicker } from '../components/pickers.tsx';
import { useDraftEditor } from '../components/use-draft-editor.ts';
import { offeringTitle, periodsName, roomName, teachersOf, weekdayName } from '../components/words.ts';
import { changePlacement, draftsStore } from '../model/drafts-store.ts';
import { type Working, addDate, conflictsOfDate, dateKey, removeDate, removedCount } from '../model/placement.ts';
import '../messages.ts';

const store = draftsStore('date');

/**
 * 按日期编辑排课 (pkgl/pkxxwh/rq-pkxx-form, /pkgl/pkxxwh/RqPkxxForm; `?id=`, `?term=`): sessions of
 * offerings on given dates (a make-up after a holiday): a date of the term (holidays disabled, named),
 * periods, the offering and its room, added as drafts; every change is checked; 保存 sends them together.
 */
export default function ByDatePage() {
  const t = useT();
  const [date, setDate] = useState<string | null>(null);
  const [start, setStart] = useState(1);
  const [end, setEnd] = useState(2);
  const editor = useDraftEditor(store, { termSwitched: () => setDate(null) });
  const { terms, rooms, termList, termId, term, offerings, changed, currentId, setCurrentId, current, problemsOf, check, refused, refusal, send } = editor;

  const duplicate = current && date ? current.placement.dates.some((d) => dateKey(d) === dateKey({ date, start, end })) : false;
  const add = () => {
    if (!current || !date || start > end || duplicate) return;
    changePlacement(store, current.offering.id, (p) => addDate(p, { date, start, end }));
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
            onBack={editor.back}
            extra={<SaveButton count={changed.length} saving={editor.saving} onSave={() => void send()} />}
          />
          <Typography.Text type="secondary">{t('ttEditor.byDate.hint')}</Typography.Text>
          <RefusalAlert refusal={refusal} />
          <RefusedSave conflicts={refused} />
          <Form layout="vertical" component="div">
            <Row gutter={12}>
              <Col xs={24} md={12} xl={6}>
                <Form.Item label={t('ttEditor.field.term')} htmlFor="tte-date-term">
                  <TermPicker id="tte-date-term" terms={termList} value={termId} onChange={editor.changeTerm} />
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
