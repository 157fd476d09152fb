import { SendOutlined } from '@ant-design/icons';
import { App, Button, Card, Checkbox, Col, Form, Input, Row, Select, Switch, TreeSelect } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useScopedOrgTree } from '../../../components/org/api.ts';
import { collegeTree } from '../../../components/org/tree.ts';
import { treeOptions } from '../../../components/page-kit/field-control.tsx';
import { RefusalAlert, useFormPress } from '../../../components/page-kit/refusal.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { formatDate } from '../../../lib/time.ts';
import { TASK_ROLES, type TaskRole } from '../api/keys.ts';
import { useQuestionnaire, useQuestionnaires } from '../api/questionnaires.ts';
import { useCreateTask } from '../api/tasks.ts';
import '../messages.ts';
import { paths } from '../../../config/paths.ts';
import { fromLocalInput } from './datetime.ts';

interface PublishValues {
  questionnaireId: string;
  title?: string;
  roles: TaskRole[];
  colleges?: string[];
  cohorts?: number[];
  openAt: string;
  closeAt: string;
  anonymous: boolean;
}

/** The cohorts offered: this year's and the eight before it (a doctorate runs up to eight years). */
function recentCohorts(now: Date): number[] {
  const year = now.getFullYear();
  return Array.from({ length: 9 }, (_, index) => year - index);
}

/**
 * "YYYY-MM-DDTHH:mm" of now (to the minute: a task published is open at once unless a later start is chosen),
 * and the end of the day a fortnight later.
 */
function defaultPeriod(now: Date): { openAt: string; closeAt: string } {
  const open = new Date(now);
  open.setSeconds(0, 0);
  const close = new Date(open);
  close.setDate(close.getDate() + 14);
  close.setHours(23, 59, 0, 0);
  return { openAt: formatDate(open, 'YYYY-MM-DDTHH:mm'), closeAt: formatDate(close, 'YYYY-MM-DDTHH:mm') };
}

/** The questionnaire picker: searched on the server by title, each with its number of questions. */
function QuestionnaireSelect({ value, onChange, id }: { value?: string; onChange?: (value: string) => void; id?: string }) {
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const list = useQuestionnaires({ current: 1, size: 50, ...(keyword.trim() ? { keyword: keyword.trim() } : {}) });
  // The one given by the link may not be among the first 50 found: it is read on its own to show its title.
  const chosen = useQuestionnaire(value && !list.data?.records.some((item) => item.id === value) ? value : '');
  const options = useMemo(() => {
    const rows = [...(list.data?.records ?? [])];
    if (chosen.data && !rows.some((row) => row.id === chosen.data.id)) rows.unshift({ ...chosen.data, questionCount: chosen.data.questions.length });
    return rows.map((row) => ({
      value: row.id,
      label: `${row.title}${t('common.paren', { text: t('questionnaires.publish.questions', { n: row.questionCount }) })}`,
    }));
  }, [list.data, chosen.data, t]);
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      options={options}
      loading={list.isFetching}
      placeholder={t('questionnaires.publish.questionnaireHint')}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      style={{ width: '100%' }}
    />
  );
}

/**
 * 发布任务 (examination/rwfb/form, /rwfb/form?questionnaireId=): a questionnaire published as a task —
 * its title, who answers (roles, colleges of the caller's reach, cohorts for students), when it opens
 * and closes, anonymous or not. The server copies the questions and counts the respondents; the page
 * says how many and goes to the tasks.
 */
export default function PublishPage() {
  const t = useT();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const [form] = Form.useForm<PublishValues>();
  const { refusal, press } = useFormPress(form);
  const create = useCreateTask();
  const tree = useScopedOrgTree();
  const colleges = useMemo(() => treeOptions(collegeTree(tree.data) ?? []), [tree.data]);
  const roles = Form.useWatch('roles', form) ?? [];
  const initial = useMemo<Partial<PublishValues>>(
    () => ({ questionnaireId: params.get('questionnaireId') ?? undefined, roles: ['student'], anonymous: false, ...defaultPeriod(new Date()) }),
    [params],
  );
  const cohortOptions = useMemo(() => recentCohorts(new Date()).map((year) => ({ value: year, label: t('questionnaires.publish.cohort', { year }) })), [t]);

  const submit = () =>
    press(async (values) => {
      const task = await create.mutateAsync({
        body: {
          questionnaireId: values.questionnaireId,
          title: values.title?.trim() || null,
          audience: { roles: values.roles, colleges: values.colleges ?? [], cohorts: values.roles.includes('student') ? (values.cohorts ?? []) : [] },
          openAt: fromLocalInput(values.openAt),
          closeAt: fromLocalInput(values.closeAt),
          anonymous: values.anonymous,
        },
      });
      void message.success(t('questionnaires.publish.published', { title: task.title, n: task.respondents }));
      navigate(paths.questionnaireTasks);
    });

  return (
    <Card title={t('questionnaires.publish.title')}>
      <RefusalAlert refusal={refusal} />
      <Form<PublishValues> form={form} layout="vertical" initialValues={initial} style={{ maxWidth: 860 }}>
        <Form.Item
          name="questionnaireId"
          label={t('questionnaires.publish.questionnaire')}
          rules={[{ required: true, message: t('questionnaires.publish.need.questionnaire') }]}
        >
          <QuestionnaireSelect />
        </Form.Item>
        <Form.Item name="title" label={t('questionnaires.publish.taskTitle')}>
          <Input maxLength={100} allowClear placeholder={t('questionnaires.publish.taskTitleHint')} />
        </Form.Item>
        <Form.Item
          name="roles"
          label={t('questionnaires.publish.roles')}
          rules={[{ required: true, type: 'array', min: 1, message: t('questionnaires.publish.need.roles') }]}
        >
          <Checkbox.Group options={TASK_ROLES.map((role) => ({ value: role, label: t(`questionnaires.publish.role.${role}`) }))} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="colleges" label={t('questionnaires.publish.colleges')}>
              <TreeSelect
                treeData={colleges}
                loading={tree.data === undefined}
                multiple
                treeCheckable
                showSearch
                treeNodeFilterProp="title"
                allowClear
                placeholder={t('questionnaires.publish.collegesHint')}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="cohorts" label={t('questionnaires.publish.cohorts')}>
              <Select
                mode="multiple"
                allowClear
                options={cohortOptions}
                disabled={!roles.includes('student')}
                placeholder={t('questionnaires.publish.cohortsHint')}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="openAt" label={t('questionnaires.publish.start')} rules={[{ required: true, message: t('questionnaires.publish.need.period') }]}>
              <Input type="datetime-local" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="closeAt"
              label={t('questionnaires.publish.end')}
              dependencies={['openAt']}
              rules={[
                { required: true, message: t('questionnaires.publish.need.period') },
                ({ getFieldValue }) => ({
                  validator: (_, value: string | undefined) => {
                    const open: unknown = getFieldValue('openAt');
                    return !value || typeof open !== 'string' || value > open
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('questionnaires.publish.need.order')));
                  },
                }),
              ]}
            >
              <Input type="datetime-local" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="anonymous" label={t('questionnaires.publish.anonymous')} valuePropName="checked" extra={t('questionnaires.publish.anonymousHint')}>
          <Switch />
        </Form.Item>
        <Button type="primary" icon={<SendOutlined />} loading={create.isPending} onClick={() => void submit()}>
          {t('questionnaires.publish.submit')}
        </Button>
      </Form>
    </Card>
  );
}
