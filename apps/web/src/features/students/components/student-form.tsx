import { idCardFacts } from '@gs/sdk/validators';
import { App, Button, Card, Col, Form, type FormRule, Input, InputNumber, Row, Space } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { DictRadio } from '../../../components/dict-radio.tsx';
import { DictSelect } from '../../../components/dict-select.tsx';
import { type MessageKey, type Translate, useT } from '../../../i18n/i18n.ts';
import { rules } from '../../../lib/form-rules.ts';
import { certificateRepeat, nextCardNumber } from '../api/student-mutations.ts';
import { fieldDicts, type Student, type StudentFields } from '../lib/fields.ts';
import '../messages.ts';

/** What the form holds: the editable fields of a record (SPEC 7 stuinfo/add and PUT stuinfo). */
export type StudentFormValues = StudentFields;

/** Free-text fields a user may empty; their blank is sent as ''. */
const clearableText = ['jg', 'txdz', 'bz'] as const;
/** Fields the API lets be null; their blank is sent as null. */
const nullable = ['dsgh', 'byzbh', 'xwzsbh'] as const;

/**
 * The values to send. A new record leaves out whatever is blank (the server assigns the card number,
 * birth date and statuses); an edit also sends the fields the user emptied, so that they are cleared.
 */
export function studentPayload(values: StudentFormValues, mode: 'add' | 'edit'): StudentFields {
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(values) as [keyof StudentFields, unknown][]) {
    const value = typeof raw === 'string' ? raw.trim() : raw;
    const blank = value === undefined || value === null || value === '';
    if (!blank) out[key] = value;
    else if (mode === 'edit' && (clearableText as readonly string[]).includes(key)) out[key] = '';
    else if (mode === 'edit' && (nullable as readonly string[]).includes(key)) out[key] = null;
  }
  return out as StudentFields;
}

/** The SPEC 5 rules of the student form, with their texts; exported for the validation tests. */
export function studentRules(t: Translate) {
  const base = rules(t);
  const select = (label: MessageKey): FormRule[] => [{ required: true, message: t('students.form.select', { label: t(label) }) }];
  return {
    xm: [...base.required(t('students.field.xm')), ...base.chineseName],
    sfzh: base.idCard,
    sjhm: base.phone,
    dzyx: base.email,
    xykh: [{ pattern: /^\d{10}$/, message: t('students.form.xykhPattern') }] satisfies FormRule[],
    rxnj: [{ required: true, message: t('students.form.select', { label: t('students.field.rxnj') }) }] satisfies FormRule[],
    xb: select('students.field.xb'),
    xydm: select('students.field.xydm'),
    zydm: select('students.field.zydm'),
    pycc: select('students.field.pycc'),
    xwlx: select('students.field.xwlx'),
    xxxs: select('students.field.xxxs'),
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card size="small" title={title} style={{ marginBottom: 16 }}>
      <Row gutter={16}>{children}</Row>
    </Card>
  );
}

function Field({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <Col xs={24} md={wide ? 24 : 12} xl={wide ? 24 : 8}>
      {children}
    </Col>
  );
}

export interface StudentFormProps {
  mode: 'add' | 'edit';
  /** The record being edited. */
  student?: Student;
  /** A visiting student (进修生): the server sets the category. */
  visiting?: boolean;
  saving: boolean;
  onSubmit: (values: StudentFields) => void;
  onCancel: () => void;
  /** Shown beside the form (the photo of an edited record). */
  aside?: ReactNode;
}

/**
 * The sectioned student form with the SPEC 5 validators (ID card with checksum, phone, Chinese name,
 * email), the next free card number (getMaxXykh) and the certificate duplicate check (getByzbhReapeat).
 */
export function StudentForm({ mode, student, visiting = false, saving, onSubmit, onCancel, aside }: StudentFormProps) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<StudentFormValues>();
  const [numbering, setNumbering] = useState(false);
  const r = studentRules(t);
  const date = <Input type="date" />;

  const initialValues: Partial<StudentFormValues> = student
    ? { ...student }
    : { xxxs: '1', pycc: '2', xwlx: '1', lb: visiting ? '2' : '1', xjzt: '01', rxnj: new Date().getFullYear() };

  const takeNextNumber = async () => {
    const { rxnj, xydm } = form.getFieldsValue(['rxnj', 'xydm']) as Pick<StudentFormValues, 'rxnj' | 'xydm'>;
    if (!rxnj || !xydm) {
      message.warning(t('students.form.numberNeeds'));
      return;
    }
    setNumbering(true);
    try {
      const next = await nextCardNumber(rxnj, xydm);
      if (next) form.setFieldsValue({ xykh: next });
    } catch {
      // Shown by the client.
    } finally {
      setNumbering(false);
    }
  };

  const certificateRule: FormRule = {
    validator: async (_rule, value: unknown) => {
      const text = typeof value === 'string' ? value.trim() : '';
      if (!text) return;
      const check = await certificateRepeat(text, student?.id);
      if (check?.repeated) throw new Error(t('students.form.byzbhRepeated', { xykh: check.xykh ?? '' }));
    },
  };

  return (
    <Form<StudentFormValues>
      form={form}
      name="student-form"
      layout="vertical"
      initialValues={initialValues}
      scrollToFirstError
      onFinish={(values) => onSubmit(studentPayload(values, mode))}
      onValuesChange={(changed: Partial<StudentFormValues>) => {
        // A valid 18-digit ID card number carries the birth date and sex: filled in when still empty.
        if (changed.sfzh === undefined) return;
        const facts = idCardFacts(changed.sfzh.trim());
        if (!facts) return;
        const current = form.getFieldsValue(['csrq', 'xb']) as Pick<StudentFormValues, 'csrq' | 'xb'>;
        form.setFieldsValue({ ...(current.csrq ? {} : { csrq: facts.birthDate }), ...(current.xb ? {} : { xb: facts.gender }) });
      }}
    >
      <Row gutter={16}>
        <Col flex="auto" style={{ minWidth: 0 }}>
          <Section title={t('students.form.basic')}>
            <Field>
              <Form.Item name="xm" label={t('students.field.xm')} rules={r.xm} required>
                <Input maxLength={50} autoComplete="off" />
              </Form.Item>
            </Field>
            <Field>
              <Form.Item name="sfzh" label={t('students.field.sfzh')} rules={r.sfzh} required>
                <Input maxLength={18} autoComplete="off" />
              </Form.Item>
            </Field>
            <Field>
              <Form.Item name="xb" label={t('students.field.xb')} rules={r.xb}>
                <DictRadio dict={fieldDicts.xb} />
              </Form.Item>
            </Field>
            <Field>
              <Form.Item name="csrq" label={t('students.field.csrq')}>
                {date}
              </Form.Item>
            </Field>
            <Field>
              <Form.Item name="mz" label={t('students.field.mz')}>
                <DictSelect dict={fieldDicts.mz} />
              </Form.Item>
            </Field>
            <Field>
              <Form.Item name="zzmm" label={t('students.field.zzmm')}>
                <DictSelect dict={fieldDicts.zzmm} />
              </Form.Item>
            </Field>
            <Field>
              <Form.Item name="jg" label={t('students.field.jg')}>
                <Input maxLength={100} />
              </Form.Item>
            </Field>
          </Section>

          <Section title={t('students.form.contact')}>
            <Field>
              <Form.Item name="sjhm" label={t('students.field.sjhm')} rules={r.sjhm}>
                <Input maxLength={11} inputMode="tel" />
              </Form.Item>
            </Field>
            <Field>
              <Form.Item name="dzyx" label={t('students.field.dzyx')} rules={r.dzyx}>
                <Input maxLength={100} inputMode="email" />
              </Form.Item>
            </Field>
            <Field>
              <Form.Item name="txdz" label={t('students.field.txdz')}>
                <Input maxLength={200} />
              </Form.Item>
            </Field>
          </Section>

          <Section title={t('students.form.enrolment')}>
            <Field>
              <Form.Item name="xydm" label={t('students.field.xydm')} rules={r.xydm}>
                <DictSelect dict={fieldDicts.xydm} />
              </Form.Item>
            </Field>
            <Field>
              <Form.Item name="zydm" label={t('students.field.zydm')} rules={r.zydm}>
                <DictSelect dict={fieldDicts.zydm} />
              </Form.Item>
            </Field>
            <Field>
              <Form.Item name="rxnj" label={t('students.field.rxnj')} rules={r.rxnj}>
                <InputNumber<number> min={1950} max={2100} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Field>
            <Field>
              <Form.Item label={t('students.field.xykh')} extra={mode === 'add' ? t('students.form.xykhHint') : undefined}>
                <Space.Compact style={{ width: '100%' }}>
                  <Form.Item name="xykh" noStyle rules={r.xykh}>
                    <Input maxLength={10} aria-label={t('students.field.xykh')} />
                  </Form.Item>
                  <Button loading={numbering} onClick={() => void takeNextNumber()}>
                    {t('students.form.nextNumber')}
                  </Button>
                </Space.Compact>
              </Form.Item>
            </Field>
            <Field>
              <Form.Item name="pycc" label={t('students.field.pycc')} rules={r.pycc}>
                <DictRadio dict={fieldDicts.pycc} />
              </Form.Item>
            </Field>
            <Field>
              <Form.Item name="xwlx" label={t('students.field.xwlx')} rules={r.xwlx}>
                <DictRadio dict={fieldDicts.xwlx} />
              </Form.Item>
            </Field>
            <Field>
              <Form.Item name="xxxs" label={t('students.field.xxxs')} rules={r.xxxs}>
                <DictRadio dict={fieldDicts.xxxs} />
              </Form.Item>
            </Field>
            <Field>
              <Form.Item name="lb" label={t('students.field.lb')}>
                <DictSelect dict={fieldDicts.lb} disabled={visiting} allowClear={false} />
              </Form.Item>
            </Field>
            <Field>
              <Form.Item name="xjzt" label={t('students.field.xjzt')}>
                <DictSelect dict={fieldDicts.xjzt} allowClear={false} />
              </Form.Item>
            </Field>
            <Field>
              <Form.Item name="rxrq" label={t('students.field.rxrq')}>
                {date}
              </Form.Item>
            </Field>
            <Field>
              <Form.Item name="xz" label={t('students.field.xz')}>
                <InputNumber<number> min={1} max={8} step={0.5} style={{ width: '100%' }} />
              </Form.Item>
            </Field>
            <Field>
              <Form.Item name="yjbyrq" label={t('students.field.yjbyrq')}>
                {date}
              </Form.Item>
            </Field>
            <Field>
              <Form.Item name="dsgh" label={t('students.field.dsgh')}>
                <Input maxLength={20} />
              </Form.Item>
            </Field>
          </Section>

          <Section title={t('students.form.graduation')}>
            <Field>
              <Form.Item name="byzbh" label={t('students.field.byzbh')} rules={[certificateRule]} validateTrigger="onBlur" validateDebounce={300}>
                <Input maxLength={40} />
              </Form.Item>
            </Field>
            <Field>
              <Form.Item name="xwzsbh" label={t('students.field.xwzsbh')}>
                <Input maxLength={40} />
              </Form.Item>
            </Field>
            <Field wide>
              <Form.Item name="bz" label={t('students.field.bz')}>
                <Input.TextArea maxLength={1000} showCount rows={3} />
              </Form.Item>
            </Field>
          </Section>
        </Col>
        {aside && <Col flex="200px">{aside}</Col>}
      </Row>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('common.save')}
        </Button>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
      </Space>
    </Form>
  );
}
