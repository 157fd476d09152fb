import { isApiError } from '@gs/sdk/errors';
import { markProblem } from '@gs/sdk/rules/grade';
import { Alert, App, Descriptions, Form, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { RefusalAlert, useFormPress } from '../../../components/page-kit/refusal.tsx';
import { useLanguage, useT } from '../../../i18n/i18n.ts';
import { FLAGS, type GradeFlag, type GradeLevel, type GradeRecord, LEVELS } from '../api/keys.ts';
import { useCorrectGrade } from '../api/grades.ts';
import { conflictsOf } from '../api/sheets.ts';
import { courseName, flagLabel, levelLabel, markText } from './marks.ts';
import { Dialog } from '../../../components/page-kit/dialog.tsx';
import '../messages.ts';

interface CorrectionValues {
  score?: number | null;
  level?: GradeLevel | null;
  flag?: GradeFlag | null;
  reason: string;
}

/** What a correction replaces and shows: the mark, its version, who set it and when. */
type Stored = Pick<GradeRecord, 'score' | 'level' | 'flag' | 'version' | 'updatedBy' | 'updatedAt'>;

/** The grade as the server holds it now, from a 409's `data.conflicts` (GradeConflictEnvelope). */
export function storedGrade(error: unknown, id: string): Stored | undefined {
  if (!isApiError(error) || error.status !== 409) return undefined;
  return conflictsOf(error.data)?.find((row) => row.id === id);
}

const REASON_MIN = 2;
const REASON_MAX = 200;

/**
 * Correcting one grade (staff): the new mark on the offering's scale (a score of 0-100 with one
 * decimal, or a level), a flag, and the reason, which is required. The call carries the version the
 * grade was read at: when someone changed it meanwhile the server refuses with 409 and the grade as it
 * is now, which the dialog shows (value, who, when) and takes as the version of the next press.
 */
export function CorrectDialog({ grade, onClose }: { grade: GradeRecord | undefined; onClose: () => void }) {
  return grade ? <CorrectForm key={`${grade.id}/${grade.version}`} grade={grade} onClose={onClose} /> : null;
}

function CorrectForm({ grade, onClose }: { grade: GradeRecord; onClose: () => void }) {
  const t = useT();
  const language = useLanguage();
  const { message } = App.useApp();
  const [form] = Form.useForm<CorrectionValues>();
  const correct = useCorrectGrade();
  const { refusal, press } = useFormPress(form);
  // What the correction replaces: the row as read, or as a 409 said it is now.
  const [base, setBase] = useState<Stored>(grade);
  const [conflict, setConflict] = useState(false);
  const scale = grade.scale;

  const submit = () =>
    press(async (values) => {
      const flag = values.flag ?? null;
      // A flagged grade carries no mark (the server refuses both together).
      const mark = scale === 'level' ? { level: flag ? null : (values.level ?? null) } : { score: flag ? null : (values.score ?? null) };
      try {
        await correct.mutateAsync({
          params: { path: { id: grade.id } },
          body: { ...mark, flag, reason: values.reason.trim(), version: base.version },
        });
      } catch (error) {
        // A 409 says what the grade is now: shown, and the next press corrects that.
        const now = storedGrade(error, grade.id);
        if (now) {
          setBase(now);
          setConflict(true);
        }
        throw error;
      }
      void message.success(t('grades.correct.done'));
      onClose();
    });

  // The rules of a mark are the server's (`markProblem` of the SDK), said here before anything is sent.
  const markRule = {
    validator: (_: unknown, value: number | GradeLevel | null | undefined) => {
      const flag: GradeFlag | null = form.getFieldValue('flag') ?? null;
      if (flag) return Promise.resolve();
      if (value === undefined || value === null) return Promise.reject(new Error(t('grades.correct.markRule')));
      const problem = markProblem(scale, { score: scale === 'score' ? Number(value) : null, level: scale === 'level' ? String(value) : null, flag: null });
      return problem ? Promise.reject(new Error(problem[language])) : Promise.resolve();
    },
  };
  const flagged = Boolean(Form.useWatch('flag', form));
  const who = base.updatedBy && base.updatedAt ? t('grades.correct.lastBy', { by: base.updatedBy, at: base.updatedAt }) : '';

  return (
    <Dialog
      open
      title={t('grades.correct.title', { name: grade.xm, course: courseName(language, grade) })}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={correct.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<CorrectionValues> form={form} layout="vertical" name="grade-correct" initialValues={{ score: grade.score, level: grade.level, flag: grade.flag }}>
        <RefusalAlert refusal={refusal} />
        {conflict && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('grades.correct.conflict')}
            description={t('grades.correct.conflictNow', { value: markText(t, base), by: base.updatedBy ?? '-', at: base.updatedAt ?? '-' })}
          />
        )}
        <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('grades.correct.current')}>
            {markText(t, base, t('grades.mark.none'))}
            {who && ` · ${who}`}
          </Descriptions.Item>
        </Descriptions>
        {scale === 'level' ? (
          <Form.Item name="level" label={t('grades.correct.level')} dependencies={['flag']} rules={[markRule]}>
            <Select<GradeLevel> allowClear options={LEVELS.map((level) => ({ value: level, label: t(levelLabel(level)) }))} style={{ width: '100%' }} />
          </Form.Item>
        ) : (
          <Form.Item name="score" label={t('grades.correct.score')} dependencies={['flag']} rules={[markRule]}>
            <InputNumber<number> min={0} max={100} step={1} disabled={flagged} style={{ width: '100%' }} />
          </Form.Item>
        )}
        <Form.Item name="flag" label={t('grades.correct.flag')} extra={t('grades.correct.flagHint')}>
          <Select<GradeFlag>
            allowClear
            placeholder={t('grades.flag.none')}
            options={FLAGS.map((flag) => ({ value: flag, label: t(flagLabel(flag)) }))}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('grades.correct.reason')}
          rules={[
            { required: true, whitespace: true, message: t('grades.correct.reasonRule') },
            { min: REASON_MIN, max: REASON_MAX, message: t('grades.correct.reasonRule') },
          ]}
        >
          <Input.TextArea rows={3} maxLength={REASON_MAX} showCount placeholder={t('grades.correct.reasonHint')} />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
