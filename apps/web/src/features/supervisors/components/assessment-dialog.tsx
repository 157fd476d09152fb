import { Alert, App, Button, Form, Input, InputNumber, Space, Statistic } from 'antd';
import { useT } from '../../../i18n/i18n.ts';
import { type Assessment, type AssessmentCriterion, useSaveAssessment } from '../api/assessments.ts';
import { levelOf, weightedTotal } from '@gs/sdk/rules/assessment';
import { LevelTag } from './level-tag.tsx';
import { Dialog } from '../../../components/page-kit/dialog.tsx';
import '../messages.ts';

type Values = Record<string, number | string | null | undefined> & { comment?: string | null };

/**
 * Scores of one supervisor for a year: one number per criterion within its maximum, the weighted total
 * and level as they will be, a comment; saved as a draft or submitted. A submitted one is read only.
 */
export function AssessmentDialog({ row, criteria, onClose }: { row: Assessment; criteria: readonly AssessmentCriterion[]; onClose: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveAssessment();
  const watched = Form.useWatch([], form) as Values | undefined;
  const readOnly = row.state === 'submitted';
  const scoreOf = (id: string) => {
    const value = watched?.[id];
    return typeof value === 'number' ? value : null;
  };
  const total = weightedTotal(criteria, Object.fromEntries(criteria.map((c) => [c.id, scoreOf(c.id)])));
  const complete = criteria.every((c) => scoreOf(c.id) !== null);
  const initialValues: Values = { comment: row.comment, ...Object.fromEntries(row.scores.map((s) => [s.criterionId, s.score])) };

  const submit = async (final: boolean) => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return; // The form shows which scores are missing or out of range.
    }
    const scores = criteria.map((c) => ({ criterionId: c.id, score: Number(values[c.id]) }));
    const comment = typeof values.comment === 'string' && values.comment.trim() ? values.comment.trim() : null;
    try {
      await save.mutateAsync({ params: { path: { year: row.year, gh: row.gh } }, body: { scores, comment, submit: final } });
    } catch {
      return; // The client has shown the server's message; the dialog keeps what was typed.
    }
    void message.success(t(final ? 'supervisors.dskh.submitted' : 'supervisors.dskh.saved'));
    onClose();
  };

  return (
    <Dialog
      open
      title={t('supervisors.dskh.dialog', { name: row.xm, year: row.year })}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
      footer={
        readOnly ? (
          <Button onClick={onClose}>{t('common.cancel')}</Button>
        ) : (
          <Space>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button loading={save.isPending} onClick={() => void submit(false)}>
              {t('supervisors.dskh.saveDraft')}
            </Button>
            <Button type="primary" loading={save.isPending} onClick={() => void submit(true)}>
              {t('supervisors.dskh.submit')}
            </Button>
          </Space>
        )
      }
    >
      {readOnly && <Alert type="info" showIcon title={t('supervisors.dskh.readOnly')} style={{ marginBottom: 12 }} />}
      <Form<Values> form={form} layout="vertical" name="assessment" initialValues={initialValues} disabled={readOnly}>
        {criteria.map((c) => (
          <Form.Item
            key={c.id}
            name={c.id}
            label={t('supervisors.dskh.criterion', { name: c.name, max: c.maxScore, weight: c.weight })}
            tooltip={c.description}
            rules={[{ required: true, type: 'number', min: 0, max: c.maxScore, message: t('supervisors.dskh.scoreRequired', { name: c.name }) }]}
          >
            <InputNumber<number> min={0} max={c.maxScore} precision={1} step={1} style={{ width: '100%' }} />
          </Form.Item>
        ))}
        <Form.Item name="comment" label={t('supervisors.dskh.comment')}>
          <Input.TextArea maxLength={500} showCount rows={2} />
        </Form.Item>
      </Form>
      {/* The total and level follow the scores as they are typed: a status, read out when it changes. */}
      <Space align="center" size={16} role="status">
        <Statistic title={t('supervisors.dskh.total')} value={total} precision={1} />
        {complete && <LevelTag level={levelOf(total)} />}
      </Space>
    </Dialog>
  );
}
