import { Alert, App, Empty, Flex, Form, Input, List, Select, Skeleton, Tag, Typography } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { Dialog } from '../../../components/page-kit/dialog.tsx';
import { RefusalAlert, useFormPress } from '../../../components/page-kit/refusal.tsx';
import { committeeProblems } from '@gs/sdk/rules/degree';
import { useLanguage, useT } from '../../../i18n/i18n.ts';
import { useDegreeFile, useDegreeTeachers } from '../api/degree.ts';
import { useRescheduleDefence, useScheduleDefence } from '../api/defences.ts';
import { useTheses } from '../api/theses.ts';
import { COMMITTEE_ROLES, type CommitteeRole, type DegreeTeacher, type Defence } from '../api/keys.ts';
import { ThesisStateTag, committeeRoleKey } from './parts.tsx';
import { SHOWN_TEACHERS, shownTeachers } from './teacher-list.ts';
import '../messages.ts';

/** The seated teachers by staff number, each with their seat (kept while a search lists others). */
type Seats = Record<string, { teacher: DegreeTeacher; role: CommitteeRole }>;

/**
 * The teachers to seat (listDegreeTeachers): each with a role to pick, the excluded ones with the reason. `seated`
 * are the committee of the defence being changed: the list names them as on a committee, which is this one.
 */
function CommitteePicker({
  xykh,
  seats,
  seated,
  onChange,
}: {
  xykh: string;
  seats: Seats;
  seated?: ReadonlySet<string> | undefined;
  onChange: (seats: Seats) => void;
}) {
  const t = useT();
  const exclusionOf = (teacher: DegreeTeacher) => (teacher.excluded === 'member' && seated?.has(teacher.gh) ? null : teacher.excluded);
  const [keyword, setKeyword] = useState('');
  const teachers = useDegreeTeachers(xykh, useDeferredValue(keyword));
  const seat = (teacher: DegreeTeacher, role: CommitteeRole | undefined) => {
    const next = { ...seats };
    if (role) next[teacher.gh] = { teacher, role };
    else delete next[teacher.gh];
    onChange(next);
  };
  const options = COMMITTEE_ROLES.map((role) => ({ value: role, label: t(committeeRoleKey(role)) }));
  return (
    <Flex vertical gap={8}>
      <Input.Search
        aria-label={t('degree.assign.search')}
        placeholder={t('degree.assign.searchHint')}
        allowClear
        maxLength={50}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
      />
      {teachers.data === undefined ? (
        <Skeleton active />
      ) : teachers.data.length === 0 && Object.keys(seats).length === 0 ? (
        <Empty description={t('degree.assign.noTeachers')} />
      ) : (
        <div role="group" aria-label={t('degree.schedule.candidates')}>
          <List<DegreeTeacher>
            size="small"
            bordered
            style={{ maxHeight: 320, overflowY: 'auto' }}
            dataSource={shownTeachers(
              teachers.data,
              Object.values(seats).map((seat) => seat.teacher),
            )}
            footer={
              teachers.data.length > SHOWN_TEACHERS ? (
                <Typography.Text type="secondary">{t('degree.assign.more', { shown: SHOWN_TEACHERS, total: teachers.data.length })}</Typography.Text>
              ) : undefined
            }
            renderItem={(teacher) => {
              const exclusion = exclusionOf(teacher);
              return (
                <List.Item>
                  <Flex wrap gap={8} align="center" justify="space-between" style={{ width: '100%' }}>
                    <Flex wrap gap={6} align="center" style={{ minWidth: 0 }}>
                      <Typography.Text strong>{teacher.xm}</Typography.Text>
                      <Typography.Text type="secondary">{teacher.gh}</Typography.Text>
                      {teacher.xymc && <Tag>{teacher.xymc}</Tag>}
                      {exclusion && <Tag color="error">{teacher.excludedText ?? t(`degree.exclusion.${exclusion}`)}</Tag>}
                    </Flex>
                    <Select<CommitteeRole>
                      aria-label={t('degree.schedule.roleOf', { name: teacher.xm })}
                      placeholder={t('degree.schedule.noSeat')}
                      allowClear
                      disabled={exclusion !== null}
                      value={seats[teacher.gh]?.role}
                      options={options}
                      onChange={(role) => seat(teacher, role)}
                      style={{ width: 120 }}
                    />
                  </Flex>
                </List.Item>
              );
            }}
          />
        </div>
      )}
    </Flex>
  );
}

type Values = { time: string; room: string };

/** The defence's time as the form's datetime-local input takes it. */
const inputTime = (time: string) => time.replace(' ', 'T');

/**
 * 安排答辩 (scheduleDefence): the student (their thesis must have passed review), date and time, room, and a
 * committee of 3-5 with one chair and one secretary, picked among teachers who are neither the supervisor nor a
 * reviewer of the thesis. With `change`, 修改答辩安排 (rescheduleDefence): that defence's time, room and committee,
 * filled in, for the same student, before anyone has voted.
 */
export function ScheduleDialog({
  again,
  change,
  onClose,
}: {
  again?: { xykh: string; xm: string } | undefined;
  change?: Defence | undefined;
  onClose: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { refusal, press } = useFormPress(form);
  const [picked, setPicked] = useState<{ xykh: string; xm: string } | undefined>(undefined);
  // A failed defence scheduled again, or a defence changed, is about the same student: no picker then.
  const fixed = change ? { xykh: change.xykh, xm: change.xm } : again;
  const student = fixed ?? picked;
  // Whom a defence can be scheduled for: the theses of the caller's scope that passed blind review.
  const passed = useTheses({ state: 'passed', current: 1, size: 500 });
  const [seats, setSeats] = useState<Seats>({});
  const [committeeError, setCommitteeError] = useState<string | null>(null);
  const file = useDegreeFile(student?.xykh);
  const schedule = useScheduleDefence();
  const reschedule = useRescheduleDefence();
  const required = t('degree.form.required');
  const thesis = file.data?.thesis;
  const committee = useMemo(() => (change ? new Set(change.members.map((member) => member.gh)) : undefined), [change]);
  // A changed defence's committee seated as it is, once the teachers (the picker's first list) are in.
  const roster = useDegreeTeachers(change?.xykh, '');
  const [seated, setSeated] = useState(false);
  if (change && !seated && roster.data) {
    setSeated(true);
    setSeats(
      Object.fromEntries(
        change.members.flatMap((member) => {
          const teacher = roster.data.find((item) => item.gh === member.gh);
          return teacher ? [[member.gh, { teacher, role: member.role }]] : [];
        }),
      ),
    );
  }

  const send = () =>
    press(async (values) => {
      const members = Object.entries(seats).map(([gh, seat]) => ({ gh, role: seat.role }));
      // The server's own committee rule (size, one chair, one secretary), said before sending; the excluded
      // teachers cannot be seated here, and the server checks them again.
      const problems = committeeProblems(members, { supervisorGh: null, reviewerGhs: [] });
      setCommitteeError(problems.length > 0 ? problems.map((p) => (language === 'en' ? p.messageEn : p.message)).join(t('common.clauseSep')) : null);
      if (problems.length > 0 || !student) return;
      const arrangement = { time: values.time.replace('T', ' '), room: values.room.trim(), members };
      if (change) {
        await reschedule.mutateAsync({ params: { path: { defenceId: change.id } }, body: arrangement });
        message.success(t('degree.change.done', { name: student.xm }));
      } else {
        await schedule.mutateAsync({ body: { xykh: student.xykh, ...arrangement } });
        message.success(t('degree.schedule.done', { name: student.xm }));
      }
      onClose();
    });

  return (
    <Dialog
      open
      width={760}
      title={t(change ? 'degree.change.title' : 'degree.schedule.title')}
      okText={t(change ? 'degree.change.ok' : 'degree.schedule.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !student }}
      confirmLoading={schedule.isPending || reschedule.isPending}
      onOk={() => void send()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        name="degree-schedule"
        initialValues={change ? { time: inputTime(change.time), room: change.room } : undefined}
      >
        <RefusalAlert refusal={refusal} />
        <Form.Item label={t('degree.schedule.student')} required>
          {fixed ? (
            <Typography.Text strong>{t('degree.schedule.again', { name: fixed.xm, xykh: fixed.xykh })}</Typography.Text>
          ) : (
            <Select<string>
              aria-label={t('degree.schedule.student')}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('degree.schedule.studentHint')}
              loading={passed.isFetching}
              value={picked?.xykh}
              options={(passed.data?.records ?? []).map((row) => ({
                value: row.xykh,
                label: t('degree.schedule.option', { name: row.xm, xykh: row.xykh, code: row.code, title: row.title }),
              }))}
              onChange={(xykh) => {
                const row = passed.data?.records.find((item) => item.xykh === xykh);
                setPicked(row ? { xykh: row.xykh, xm: row.xm } : undefined);
                setSeats({});
              }}
              style={{ width: '100%' }}
            />
          )}
        </Form.Item>
        {student && thesis && (
          <Alert
            type={thesis.state === 'passed' ? 'success' : 'warning'}
            showIcon
            style={{ marginBottom: 16 }}
            title={
              <Flex wrap gap={6} align="center">
                <span>{t('degree.schedule.thesis', { code: thesis.code, title: thesis.title })}</span>
                <ThesisStateTag state={thesis.state} />
              </Flex>
            }
            description={thesis.state === 'passed' ? undefined : t('degree.schedule.notPassed')}
          />
        )}
        {student && file.data && !thesis && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('degree.thesis.none')} />}
        <Flex wrap gap={16}>
          <Form.Item name="time" label={t('degree.defence.time')} rules={[{ required: true, message: required }]} style={{ flex: '1 1 220px' }}>
            <Input type="datetime-local" />
          </Form.Item>
          <Form.Item
            name="room"
            label={t('degree.defence.room')}
            rules={[
              { required: true, whitespace: true, message: required },
              { min: 2, max: 100, message: t('degree.form.length', { min: 2, max: 100 }) },
            ]}
            style={{ flex: '1 1 220px' }}
          >
            <Input maxLength={100} />
          </Form.Item>
        </Flex>
        <Form.Item label={t('degree.defence.committee')} required extra={t('degree.schedule.rule')}>
          {committeeError && <Alert type="error" showIcon title={committeeError} style={{ marginBottom: 8 }} />}
          {student ? (
            <CommitteePicker xykh={student.xykh} seats={seats} seated={committee} onChange={setSeats} />
          ) : (
            <Typography.Text type="secondary">{t('degree.schedule.pickFirst')}</Typography.Text>
          )}
        </Form.Item>
      </Form>
    </Dialog>
  );
}
