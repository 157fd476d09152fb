import { Alert, App, Button, Card, Col, Flex, Form, InputNumber, Row, Skeleton, Space, Typography } from 'antd';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { RefusalAlert } from '../../../../components/page-kit/refusal.tsx';
import { useLanguage, useT } from '../../../../i18n/i18n.ts';
import { type AvailabilityCell, type EditorOffering, useAvailability, useResourceEntries } from '../../api/editor.ts';
import type { TimetableEntry as GridEntry } from '../../api/keys.ts';
import { type CellShade, type EntryState, WeekGrid } from '../../components/week-grid.tsx';
import { CheckStatusLine } from '../components/conflict-list.tsx';
import { EditorHeader, RefusedSave, SaveButton } from '../components/editor-parts.tsx';
import { OfferingPicker, RoomPicker, TermPicker, WeeksPicker, weeksValid } from '../components/pickers.tsx';
import { useDraftEditor } from '../components/use-draft-editor.ts';
import { WeekDraftList } from '../components/week-draft-list.tsx';
import { courseOf, offeringTitle, roomName, sessionName } from '../components/words.ts';
import { changePlacement, draftsStore } from '../model/drafts-store.ts';
import { type Working, addSlot, conflictsOfSlot, moveSlot, removeSlot, sessionAt } from '../model/placement.ts';
import '../messages.ts';

const store = draftsStore('week');

/** A drafted weekly session as the grid draws it. */
interface DraftBlock {
  offeringId: string;
  key: string;
  stored: boolean;
}

/** The grid entry of a drafted session (the grid draws `TimetableEntry`s). */
function draftEntry(item: Working, slot: Working['placement']['slots'][number], room: string | null): GridEntry {
  const { offering, placement } = item;
  return {
    id: `draft-${slot.key}`,
    rowKey: 'draft',
    offeringId: offering.id,
    kcdm: offering.kcdm,
    kcmc: offering.kcmc,
    kcmcEn: offering.kcmcEn,
    xydm: offering.xydm,
    teachers: offering.teachers.map((teacher) => teacher.xm),
    room,
    roomId: placement.roomId,
    weekday: slot.weekday,
    start: slot.start,
    end: slot.end,
    weeks: { ...placement.weeks },
    date: null,
    skipped: [],
    enrolled: offering.enrolled,
    capacity: offering.capacity,
  };
}

/** Why a busy cell is busy, for its tooltip line under the grid. */
const busyKey = (weekday: number, period: number) => `${weekday}-${period}`;

/**
 * 按周编辑排课 (pkgl/pkxxwh/zc-pkxx-form, /pkgl/pkxxwh/ZcPkxxForm; `?id=` an offering to start with,
 * `?term=`): an offering, its room and weeks; the grid shows the room's and the teachers' sessions and
 * shades the cells free for the teachers, the room and the students together; a click places a session
 * as a draft. Every change is checked (debounced); 保存 sends all drafts at once.
 */
export default function ByWeekPage() {
  const t = useT();
  const language = useLanguage();
  const { message } = App.useApp();
  const [length, setLength] = useState(2);
  const [moving, setMoving] = useState<{ offeringId: string; key: string } | null>(null);
  const editor = useDraftEditor(store, { saved: () => setMoving(null), termSwitched: () => setMoving(null) });
  const {
    terms,
    rooms,
    termList,
    termId,
    term,
    offerings,
    working,
    changed,
    currentId,
    setCurrentId,
    current,
    problemsOf,
    drafts,
    check,
    refused,
    refusal,
    send,
  } = editor;
  const conflicts = check.conflicts;

  const maxWeeks = term?.weeks ?? 30;

  const weeks = current?.placement.weeks;
  const weeksOk = weeks ? weeksValid(weeks, maxWeeks) : false;
  const availability = useAvailability(
    current && termId && weeks && weeksOk
      ? {
          term: termId,
          offeringId: current.offering.id,
          roomId: current.placement.roomId,
          weeks,
          drafts: drafts.filter((draft) => draft.offeringId !== current.offering.id),
        }
      : null,
  );
  const busy = useMemo(
    () => new Map<string, AvailabilityCell>((availability.data?.cells ?? []).map((cell) => [busyKey(cell.weekday, cell.period), cell])),
    [availability.data],
  );

  const from = weeks && weeksOk ? weeks.from : 1;
  const to = weeks && weeksOk ? weeks.to : maxWeeks;
  const teachers = current?.offering.teachers ?? [];
  const roomEntries = useResourceEntries(termId ?? undefined, 'room', current?.placement.roomId, from, to);
  const teacher1 = useResourceEntries(termId ?? undefined, 'teacher', teachers[0]?.gh, from, to);
  const teacher2 = useResourceEntries(termId ?? undefined, 'teacher', teachers[1]?.gh, from, to);
  const teacher3 = useResourceEntries(termId ?? undefined, 'teacher', teachers[2]?.gh, from, to);

  const roomList = rooms.data?.records;
  const { entries, blocks } = useMemo(() => {
    const drafted = new Set(changed.map((item) => item.offering.id));
    if (currentId) drafted.add(currentId);
    const seen = new Set<string>();
    const list: GridEntry[] = [];
    const blockMap = new Map<string, DraftBlock>();
    // What is stored for the room and the teachers, but the offerings being drafted (their drafts replace it).
    for (const answer of [roomEntries.data, teacher1.data, teacher2.data, teacher3.data]) {
      for (const entry of answer?.entries ?? []) {
        if (drafted.has(entry.offeringId) || seen.has(entry.id)) continue;
        seen.add(entry.id);
        list.push(entry);
      }
    }
    if (current) {
      const names = new Set(current.offering.teachers.map((teacher) => teacher.gh));
      for (const item of [current, ...changed.filter((other) => other.offering.id !== current.offering.id)]) {
        // Another offering's drafts show where they meet this one: the same room or a shared teacher.
        const meets =
          item === current ||
          (item.placement.roomId !== null && item.placement.roomId === current.placement.roomId) ||
          item.offering.teachers.some((teacher) => names.has(teacher.gh));
        if (!meets) continue;
        const room = item.placement.roomId === null ? null : roomName(t, roomList, item.placement.roomId);
        for (const slot of item.placement.slots) {
          list.push(draftEntry(item, slot, room));
          blockMap.set(`draft-${slot.key}`, { offeringId: item.offering.id, key: slot.key, stored: slot.stored });
        }
      }
    }
    return { entries: list, blocks: blockMap };
  }, [changed, current, currentId, roomEntries.data, teacher1.data, teacher2.data, teacher3.data, t, roomList]);

  const entryState = (entry: GridEntry): EntryState | undefined => {
    const block = blocks.get(entry.id);
    if (block) {
      if (moving?.key === block.key) return 'selected';
      if (conflictsOfSlot(conflicts, block.offeringId, entry).length) return 'conflict';
      return block.stored ? undefined : 'draft';
    }
    // The other side of a clash is red too: its offering, on the weekday and periods of the clash.
    return conflicts.some((c) => c.otherOfferingId === entry.offeringId && c.weekday === entry.weekday && c.start <= entry.end && entry.start <= c.end)
      ? 'conflict'
      : undefined;
  };

  const shade = (weekday: number, period: number): CellShade | undefined => {
    if (!current || !availability.data) return undefined;
    return busy.has(busyKey(weekday, period)) ? 'busy' : 'free';
  };

  const place = (weekday: number, period: number) => {
    if (moving) {
      const item = working[moving.offeringId];
      if (item) changePlacement(store, moving.offeringId, (p) => moveSlot(p, moving.key, weekday, period, item.offering.slots));
      setMoving(null);
      return;
    }
    if (!current) {
      void message.info(t('ttEditor.grid.pick'));
      return;
    }
    changePlacement(store, current.offering.id, (p) => addSlot(p, sessionAt(weekday, period, length)));
  };

  const onEntryClick = (entry: GridEntry) => {
    const block = blocks.get(entry.id);
    if (!block) {
      // A stored session of another offering: the click means its cell (an even-weeks class beside an odd-weeks one).
      place(entry.weekday, entry.start);
      return;
    }
    if (moving?.key === block.key) setMoving(null);
    else {
      setCurrentId(block.offeringId);
      setMoving({ offeringId: block.offeringId, key: block.key });
    }
  };

  const choose = (id: string) => {
    setMoving(null);
    setCurrentId(id);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && moving) setMoving(null);
  };

  if (terms.isPending) return <Skeleton active />;
  const movingItem = moving ? working[moving.offeringId] : undefined;
  const movingSlot = movingItem?.placement.slots.find((slot) => slot.key === moving?.key);
  const offeringList: EditorOffering[] = offerings.data?.records ?? [];
  const tooSmall =
    current && current.placement.roomId
      ? (roomList?.find((room) => room.id === current.placement.roomId)?.capacity ?? Infinity) < current.offering.enrolled
      : false;

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} onKeyDown={onKeyDown}>
      <Card size="small">
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <EditorHeader
            title={t('ttEditor.byWeek.title')}
            onBack={editor.back}
            extra={<SaveButton count={changed.length} saving={editor.saving} onSave={() => void send()} />}
          />
          <Typography.Text type="secondary">{t('ttEditor.byWeek.hint')}</Typography.Text>
          <RefusalAlert refusal={refusal} />
          <RefusedSave conflicts={refused} />
          <Form layout="vertical" component="div">
            <Row gutter={12}>
              <Col xs={24} md={12} xl={6}>
                <Form.Item label={t('ttEditor.field.term')} htmlFor="tte-week-term">
                  <TermPicker id="tte-week-term" terms={termList} value={termId} onChange={editor.changeTerm} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12} xl={10}>
                <Form.Item label={t('ttEditor.field.offering')} htmlFor="tte-week-offering">
                  <OfferingPicker id="tte-week-offering" offerings={offeringList} value={currentId} onChange={choose} loading={offerings.isFetching} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12} xl={8}>
                <Form.Item
                  label={t('ttEditor.field.room')}
                  htmlFor="tte-week-room"
                  validateStatus={tooSmall ? 'warning' : undefined}
                  help={
                    tooSmall && current
                      ? t('ttEditor.room.tooSmall', {
                          seats: roomList?.find((room) => room.id === current.placement.roomId)?.capacity ?? 0,
                          enrolled: current.offering.enrolled,
                        })
                      : undefined
                  }
                >
                  <RoomPicker
                    id="tte-week-room"
                    rooms={roomList ?? []}
                    value={current?.placement.roomId ?? null}
                    enrolled={current?.offering.enrolled}
                    onChange={(roomId) => current && changePlacement(store, current.offering.id, (p) => ({ ...p, roomId }))}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={16} xl={12}>
                <Form.Item label={t('ttEditor.field.weeks')}>
                  <WeeksPicker
                    idPrefix="tte-week-weeks"
                    max={maxWeeks}
                    value={current?.placement.weeks ?? { from: 1, to: maxWeeks, parity: 'all' }}
                    onChange={(next) => current && changePlacement(store, current.offering.id, (p) => ({ ...p, weeks: next }))}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={8} xl={6}>
                <Form.Item label={t('ttEditor.field.length')} htmlFor="tte-week-length">
                  <InputNumber
                    id="tte-week-length"
                    min={1}
                    max={4}
                    precision={0}
                    value={length}
                    onChange={(value) => value && setLength(value)}
                    style={{ width: '100%' }}
                  />
                </Form.Item>
              </Col>
            </Row>
          </Form>
        </Space>
      </Card>
      <Card size="small">
        <Space orientation="vertical" size={8} style={{ width: '100%' }}>
          <Flex wrap justify="space-between" align="center" gap={8}>
            <Typography.Text type="secondary">{current ? t('ttEditor.grid.help') : t('ttEditor.grid.pick')}</Typography.Text>
            {current && availability.isFetching && (
              <Typography.Text type="secondary" role="status">
                {t('ttEditor.grid.loading')}
              </Typography.Text>
            )}
          </Flex>
          {movingItem && movingSlot && (
            <Alert
              type="info"
              showIcon
              title={t('ttEditor.grid.moving', { session: `${offeringTitle(t, language, movingItem.offering)} ${sessionName(t, movingSlot)}` })}
              action={
                <Button size="small" onClick={() => setMoving(null)}>
                  {t('ttEditor.grid.cancelMove')}
                </Button>
              }
            />
          )}
          <div className="gs-tte-legend" aria-hidden>
            <span>
              <span className="gs-tte-swatch gs-tte-swatch-free" />
              {t('ttEditor.grid.legendFree')}
            </span>
            <span>
              <span className="gs-tte-swatch gs-tte-swatch-draft" />
              {t('ttEditor.grid.legendDraft')}
            </span>
            <span>
              <span className="gs-tte-swatch gs-tte-swatch-conflict" />
              {t('ttEditor.grid.legendConflict')}
            </span>
            <span>
              <span className="gs-tte-swatch gs-tte-swatch-other" />
              {t('ttEditor.grid.legendOther')}
            </span>
          </div>
          <div className="gs-tte-grid">
            <WeekGrid
              entries={entries}
              label={current ? t('ttEditor.grid.label', { course: courseOf(language, current.offering) }) : t('ttEditor.grid.labelNone')}
              showWeekend
              shade={shade}
              onCellClick={place}
              onEntryClick={onEntryClick}
              entryState={entryState}
            />
          </div>
          {current && availability.data && <BusyReasons cells={availability.data.cells} />}
        </Space>
      </Card>
      <Card
        size="small"
        title={t('ttEditor.drafts.title', { count: changed.length })}
        extra={<CheckStatusLine check={check} />}
        styles={{ header: { flexWrap: 'wrap' } }}
      >
        <WeekDraftList
          items={current && !changed.includes(current) ? [...changed, current] : changed}
          currentId={currentId}
          rooms={roomList}
          conflicts={conflicts}
          problems={(id) => problemsOf.get(id) ?? []}
          moving={moving?.key ?? null}
          onPick={choose}
          onMove={(offeringId, key) => {
            setCurrentId(offeringId);
            setMoving(moving?.key === key ? null : { offeringId, key });
          }}
          onRemove={(offeringId, key) => {
            if (moving?.key === key) setMoving(null);
            changePlacement(store, offeringId, (p) => removeSlot(p, key));
          }}
        />
      </Card>
    </Space>
  );
}

/** The busy cells in words (the grid's cells say busy or free; this says who is taken). */
function BusyReasons({ cells }: { cells: readonly AvailabilityCell[] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (cells.length === 0) return null;
  return (
    <div>
      <Typography.Link onClick={() => setOpen(!open)} aria-expanded={open}>
        {t('ttEditor.grid.busyList', { count: cells.length })}
      </Typography.Link>
      {open && (
        <ul className="gs-tte-conflicts">
          {cells.map((cell) => {
            const why = [
              cell.teacher ? t('ttEditor.grid.busyTeacher') : '',
              cell.room ? t('ttEditor.grid.busyRoom') : '',
              cell.students ? t('ttEditor.grid.busyStudents', { count: cell.students }) : '',
            ].filter(Boolean);
            return (
              <li key={busyKey(cell.weekday, cell.period)}>
                {t('ttEditor.grid.cellState', {
                  weekday: t(`ttEditor.weekday.${cell.weekday}` as 'ttEditor.weekday.1'),
                  period: cell.period,
                  state: t('ttEditor.grid.busy', { why: why.join(t('ttEditor.sep')) }),
                })}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
