import { useTerms } from '../../../../components/term/api.ts';
import { isApiError } from '@gs/sdk/errors';
import { placementProblems } from '@gs/sdk/rules/timetable';
import { Alert, App, Button, Card, Col, Form, InputNumber, Result, Row, Select, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../../config/paths.ts';
import { RefusalAlert, useFormPress } from '../../../../components/page-kit/refusal.tsx';
import { useLanguage, useT } from '../../../../i18n/i18n.ts';
import {
  type EditorOffering,
  type EditorTerm,
  type GradeScale,
  type OfferingSlot,
  type OfferingWeeks,
  type TimetableConflict,
  type TimetableDraft,
  conflictsOfRefusal,
  useCreateOffering,
  useEditorOffering,
  useRooms,
  useSaveTimetable,
  useUpdateOffering,
} from '../../api/editor.ts';
import { CheckStatusLine, ConflictLines } from '../components/conflict-list.tsx';
import { EditorHeader, RefusedSave, TIMETABLE_LIST_PATH } from '../components/editor-parts.tsx';
import { RoomPicker, TermPicker, WeeksPicker, weeksValid } from '../components/pickers.tsx';
import { CoursePicker, SlotsEditor, TeachersPicker, hasDuplicateSlot } from '../components/plan-fields.tsx';
import { useDraftCheck } from '../components/use-draft-check.ts';
import { useLeaveGuard } from '../components/use-leave-guard.ts';
import { courseOf, offeringTitle, teachersOf } from '../components/words.ts';
import { conflictsOfSlot } from '../model/placement.ts';
import '../messages.ts';

/** What the form holds: the offering's fields and its weekly placement. */
interface PlanValues {
  term: string;
  /** The course of a new offering (an existing one keeps its course). */
  courseId?: string;
  teachers: string[];
  capacity: number;
  scale: GradeScale;
  roomId: string | null;
  weeks: OfferingWeeks;
  slots: OfferingSlot[];
}

const valuesOf = (offering: EditorOffering): PlanValues => ({
  term: offering.term,
  teachers: offering.teachers.map((teacher) => teacher.gh),
  capacity: offering.capacity,
  scale: offering.scale,
  roomId: offering.roomId,
  weeks: { ...offering.weeks },
  slots: offering.slots.map((slot) => ({ ...slot })),
});

/**
 * 排课计划 (pkgl/pkxxwh/pkjh-form, /pkxxwh/pkjhForm; `?id=` an offering, none a new one): the offering
 * (course from the library, one to three teachers, places, grading) and its weekly placement (room,
 * weeks, parity, slots), checked for clashes as it is edited; 保存 writes the offering and then its
 * placement (saveTimetable), whose clashes (409) are shown with nothing of the placement stored.
 */
export default function PlanFormPage() {
  const t = useT();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const offering = useEditorOffering(id);
  const terms = useTerms();
  if (terms.isPending || (id && offering.isPending)) return <Skeleton active />;
  if (id && !offering.data)
    return <Result status="warning" title={t('ttEditor.loadError')} extra={<Button onClick={() => void offering.refetch()}>{t('ttEditor.retry')}</Button>} />;
  // One form per offering; a new one goes on in the same form once created (it holds the offering it made).
  return <PlanForm key={id || 'new'} offering={offering.data ?? null} terms={terms.data ?? []} />;
}

function PlanForm({ offering, terms }: { offering: EditorOffering | null; terms: readonly EditorTerm[] }) {
  const t = useT();
  const language = useLanguage();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<PlanValues>();
  const { refusal, press } = useFormPress(form);
  const rooms = useRooms();
  const create = useCreateOffering();
  const update = useUpdateOffering();
  const save = useSaveTimetable();
  const [saved, setSaved] = useState<EditorOffering | null>(offering);
  const [refusedFor, setRefused] = useState<{ key: string; conflicts: TimetableConflict[] } | null>(null);
  const currentTerm = terms.find((term) => term.current) ?? terms[0];
  const [initial] = useState<PlanValues>(() =>
    offering
      ? valuesOf(offering)
      : {
          term: currentTerm?.id ?? '',
          teachers: [],
          capacity: 30,
          scale: 'score',
          roomId: null,
          weeks: { from: 1, to: currentTerm?.weeks ?? 16, parity: 'all' },
          slots: [],
        },
  );
  const values = Form.useWatch([], form) as PlanValues | undefined;
  const termId = values?.term ?? initial.term;
  const term = terms.find((item) => item.id === termId);
  const maxWeeks = term?.weeks ?? 30;
  const [baseline, setBaseline] = useState(() => JSON.stringify(initial));
  const dirty = values !== undefined && JSON.stringify({ ...initial, ...values }) !== baseline;
  const guard = useLeaveGuard(dirty ? 1 : 0);

  // The placement as drafted, checked against the term (only an offering that exists can be: the check names it).
  const draft: TimetableDraft | null =
    saved && values?.weeks && values.slots
      ? { offeringId: saved.id, roomId: values.roomId ?? null, weeks: values.weeks, slots: values.slots, dates: saved.dates }
      : null;
  const problems = draft && term ? placementProblems(term, draft).map((problem) => (language === 'en' ? problem.en : problem.zh)) : [];
  const check = useDraftCheck(term?.id, draft && problems.length === 0 ? [draft] : []);
  // The clashes of a refused save, shown until the placement changes.
  const draftKey = JSON.stringify(draft);
  const refused = refusedFor?.key === draftKey ? refusedFor.conflicts : null;

  const submit = () =>
    press(async (v) => {
      setRefused(null);
      let stored: EditorOffering;
      if (saved)
        stored = await update.mutateAsync({ params: { path: { id: saved.id } }, body: { teachers: v.teachers, capacity: v.capacity, scale: v.scale } });
      else {
        stored = await create.mutateAsync({ body: { term: v.term, courseId: v.courseId ?? '', teachers: v.teachers, capacity: v.capacity, scale: v.scale } });
        void message.success(t('ttEditor.plan.created', { id: stored.id }));
      }
      setSaved(stored);
      try {
        await save.mutateAsync({
          body: { term: stored.term, drafts: [{ offeringId: stored.id, roomId: v.roomId ?? null, weeks: v.weeks, slots: v.slots, dates: stored.dates }] },
        });
      } catch (error) {
        // The offering is stored; its placement clashes and is not: the clashes stay in view with the form as typed.
        const found = isApiError(error) && error.status === 409 ? conflictsOfRefusal(error.data) : null;
        if (found) {
          // Keyed by the placement as sent, which is what the form now shows (a new offering's id included).
          setRefused({
            key: JSON.stringify({ offeringId: stored.id, roomId: v.roomId ?? null, weeks: v.weeks, slots: v.slots, dates: stored.dates }),
            conflicts: found,
          });
          check.show(found);
          return;
        }
        throw error;
      }
      setBaseline(JSON.stringify({ ...initial, ...v }));
      void message.success(t('ttEditor.plan.saved'));
    });

  const title = saved ? t('ttEditor.plan.editTitle', { course: courseOf(language, saved), kcdm: saved.kcdm }) : t('ttEditor.plan.newTitle');
  const busy = create.isPending || update.isPending || save.isPending;
  const conflicts = check.conflicts;
  return (
    <Card size="small">
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <EditorHeader
          title={title}
          onBack={() => guard(() => navigate(TIMETABLE_LIST_PATH))}
          extra={
            <Space wrap>
              {saved && <Button onClick={() => guard(() => navigate(paths.offeringDatedPlan(saved.id)))}>{t('ttEditor.plan.dated')}</Button>}
              <Button type="primary" loading={busy} onClick={() => void submit()}>
                {t('ttEditor.save')}
              </Button>
            </Space>
          }
        />
        <RefusalAlert refusal={refusal} />
        <RefusedSave conflicts={refused} text={t('ttEditor.plan.placementRefused')} />
        <Form<PlanValues> form={form} layout="vertical" name="offering-plan" initialValues={initial}>
          <Typography.Title level={5}>{t('ttEditor.plan.basics')}</Typography.Title>
          {saved && (
            <Typography.Paragraph type="secondary">
              {t('ttEditor.offering.meta', { id: saved.id, teachers: teachersOf(t, saved), enrolled: saved.enrolled, capacity: saved.capacity })}
            </Typography.Paragraph>
          )}
          <Row gutter={12}>
            <Col xs={24} md={12}>
              <Form.Item name="term" label={t('ttEditor.field.term')} rules={[{ required: true, message: t('ttEditor.required') }]}>
                {saved ? (
                  <TermPicker terms={terms.filter((item) => item.id === saved.term)} value={saved.term} onChange={() => undefined} />
                ) : (
                  <TermPicker terms={terms} value={termId} onChange={(next) => form.setFieldValue('term', next)} />
                )}
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              {saved ? (
                <Form.Item label={t('ttEditor.field.course')} help={t('ttEditor.plan.courseFixed')}>
                  <Typography.Text strong>{offeringTitle(t, language, saved)}</Typography.Text>
                </Form.Item>
              ) : (
                <Form.Item name="courseId" label={t('ttEditor.field.course')} rules={[{ required: true, message: t('ttEditor.required') }]}>
                  <CoursePicker />
                </Form.Item>
              )}
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="teachers"
                label={t('ttEditor.field.teachers')}
                required
                rules={[
                  {
                    validator: (_, value: string[] | undefined) =>
                      value && value.length >= 1 && value.length <= 3 ? Promise.resolve() : Promise.reject(new Error(t('ttEditor.rule.teachers'))),
                  },
                ]}
              >
                <TeachersPicker known={saved?.teachers ?? []} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item
                name="capacity"
                label={t('ttEditor.field.capacity')}
                rules={[
                  { required: true, message: t('ttEditor.required') },
                  {
                    validator: (_, value: number | null) =>
                      value === null || value === undefined || (Number.isInteger(value) && value >= 1 && value <= 1000)
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('ttEditor.rule.capacity'))),
                  },
                ]}
              >
                <InputNumber min={1} max={1000} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="scale" label={t('ttEditor.field.scale')} rules={[{ required: true, message: t('ttEditor.required') }]}>
                <Select<GradeScale> options={(['score', 'level'] as const).map((scale) => ({ value: scale, label: t(`ttEditor.scale.${scale}`) }))} />
              </Form.Item>
            </Col>
          </Row>
          <Typography.Title level={5}>{t('ttEditor.plan.placement')}</Typography.Title>
          {!saved && <Alert type="info" showIcon title={t('ttEditor.plan.newCheck')} style={{ marginBottom: 12 }} />}
          <Row gutter={12}>
            <Col xs={24} md={12}>
              <Form.Item name="roomId" label={t('ttEditor.field.room')}>
                <RoomPicker
                  rooms={rooms.data?.records ?? []}
                  value={values?.roomId ?? null}
                  onChange={(roomId) => form.setFieldValue('roomId', roomId)}
                  enrolled={saved?.enrolled}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="weeks"
                label={t('ttEditor.field.weeks')}
                rules={[
                  {
                    validator: (_, weeks: OfferingWeeks) =>
                      weeksValid(weeks, maxWeeks) ? Promise.resolve() : Promise.reject(new Error(t('ttEditor.rule.weeks', { max: maxWeeks }))),
                  },
                ]}
              >
                <WeeksPicker
                  idPrefix="tte-plan-weeks"
                  max={maxWeeks}
                  value={values?.weeks ?? initial.weeks}
                  onChange={(weeks) => form.setFieldValue('weeks', weeks)}
                />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item
                name="slots"
                label={t('ttEditor.field.slots')}
                rules={[
                  {
                    validator: (_, slots: OfferingSlot[] = []) =>
                      hasDuplicateSlot(slots) ? Promise.reject(new Error(t('ttEditor.rule.slotDuplicate'))) : Promise.resolve(),
                  },
                ]}
              >
                <SlotsEditor flagged={(slot) => saved !== null && conflictsOfSlot(conflicts, saved.id, slot).length > 0} />
              </Form.Item>
            </Col>
          </Row>
        </Form>
        {saved && saved.dates.length > 0 && <Typography.Text type="secondary">{t('ttEditor.plan.datedCount', { count: saved.dates.length })}</Typography.Text>}
        {saved && (
          <div>
            <CheckStatusLine check={check} />
            {problems.map((problem) => (
              <Typography.Text key={problem} type="danger" style={{ display: 'block' }}>
                {problem}
              </Typography.Text>
            ))}
            <ConflictLines conflicts={conflicts} />
          </div>
        )}
      </Space>
    </Card>
  );
}
