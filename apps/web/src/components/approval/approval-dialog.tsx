import { Alert, App, Button, Checkbox, Form, Input, InputNumber, Progress, Radio, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { type ApiError, isApiError } from '@gs/sdk/errors';
import { useState } from 'react';
import { settings } from '../../config/settings.ts';
import { useT } from '../../i18n/i18n.ts';
import { submitApproval, useInvalidateApprovals } from './api.ts';
import { type ApprovalField, type ApprovalOptions, fieldLimits, isBatch, opinionLength, progressPercent } from '../../lib/approval.ts';
import { finishApproval } from './open-approval.ts';
import { checkForm } from '../../lib/form-check.ts';
import { ApprovalHistory } from './approval-history.tsx';
import { RefusalAlert, useRefusal } from '../page-kit/refusal.tsx';
import { Dialog } from '../page-kit/dialog.tsx';
import '../../i18n/messages/approval-dialog.ts';

interface Refusal {
  id: string;
  message: string;
}

/**
 * A decision the server turned down for this one id (4xx other than the session's 401): its answer about
 * that application (not its step, decided meanwhile, gone), which sending it again would not change.
 * No answer at all, a time-out or a server failure stops the batch instead, and those may pass on a retry.
 */
function isRefusal(error: unknown): error is ApiError {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401;
}

interface Values {
  status: 1 | 9;
  opinion: string;
  [field: string]: unknown;
}

function ExtraField({ field }: { field: ApprovalField }) {
  const limits = fieldLimits(field);
  switch (field.type) {
    case 'input':
      return <Input maxLength={limits.maxlength} />;
    case 'textarea':
      return <Input.TextArea maxLength={limits.maxlength} autoSize={{ minRows: 2, maxRows: 5 }} />;
    case 'number':
      return <InputNumber min={limits.min} max={limits.max} precision={limits.precision} style={{ width: '100%' }} />;
    case 'select':
      return <Select options={field.options?.map((o) => ({ value: o.value, label: o.label }))} />;
    case 'radio':
      return <Radio.Group options={field.options?.map((o) => ({ value: o.value, label: o.label }))} />;
    case 'checkbox':
      return <Checkbox.Group options={field.options?.map((o) => ({ value: o.value, label: o.label }))} />;
  }
}

/** SPEC 5: an empty required extra field says 'please enter {label}'. */
function extraRules(field: ApprovalField, message: string): Rule[] {
  if (!field.required) return [];
  return field.type === 'input' || field.type === 'textarea' ? [{ required: true, whitespace: true, message }] : [{ required: true, message }];
}

/**
 * The approval dialog (SPEC 2, 4, 5). Single mode shows the history (145 px) and is 500 px wide; batch
 * mode submits once per id with a progress bar and 'done of total', 400 px wide. Both buttons load while
 * submitting; after success it says 'approval succeeded', waits a second and closes. Outside clicks
 * and Escape never close it; cancel does.
 */
export default function ApprovalDialog({ options }: { options: ApprovalOptions }) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const invalidate = useInvalidateApprovals();
  const batch = isBatch(options);
  const total = options.ids.length;
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<string[]>([]);
  const [refused, setRefused] = useState<Refusal[]>([]);
  // A batch that went through every id it could: what is left was refused, and only Close remains.
  const [settled, setSettled] = useState(false);
  const [open, setOpen] = useState(true);
  const { refusal, failed, clear, unanswered } = useRefusal();
  const labelOf = (id: string) => options.labels?.[id] ?? id;
  const fields = options.fields ?? [];

  const initialValues: Values = {
    status: 1,
    opinion: t('approvals.opinion.default'),
    ...Object.fromEntries(fields.filter((f) => f.default !== undefined).map((f) => [f.name, f.default])),
  };

  const close = (result: Parameters<typeof finishApproval>[0]) => {
    setOpen(false);
    finishApproval(result, options);
  };

  const submit = async () => {
    clear();
    const values = await checkForm(form);
    if (values === 'invalid') return;
    if (values === 'unanswered') {
      unanswered();
      return;
    }
    const appendData = Object.fromEntries(fields.map((f) => [f.name, values[f.name]]).filter(([, value]) => value !== undefined));
    setSubmitting(true);
    const finished: string[] = [...done];
    // Refusals are final: a retry (after a batch stopped without an answer) sends neither them nor the done ones.
    const refusals: Refusal[] = [...refused];
    try {
      // SPEC 4: batch submits once per id; ids already done or refused are not sent again.
      for (const id of options.ids) {
        if (finished.includes(id) || refusals.some((refusal) => refusal.id === id)) continue;
        try {
          await submitApproval({
            coreKey: id,
            type: options.type,
            callback: options.callback,
            mkCode: options.mkCode,
            coreCode: options.coreCode,
            status: values.status,
            opinion: values.opinion.trim(),
            ...(fields.length > 0 ? { appendData } : {}),
          });
        } catch (error) {
          // One application the server refuses (a full quota, a step already decided) must not hold up
          // the other 99 of a batch: it is listed with the server's reason and the batch goes on. Anything
          // else (no network, the session gone) stops the batch, as it would stop every other id too.
          if (!batch || !isRefusal(error)) throw error;
          refusals.push({ id, message: error.message });
          setRefused([...refusals]);
          continue;
        }
        finished.push(id);
        setDone([...finished]);
        options.onDecided?.(id);
      }
    } catch (error) {
      // The client has shown the server's msg (SPEC 8); the dialog keeps it; what went through stays counted.
      failed(error);
      setSubmitting(false);
      void invalidate();
      return;
    }
    void invalidate();
    if (refusals.length > 0) {
      // The dialog stays open to name the refused ones; nothing is left to send, so it offers Close only.
      setSubmitting(false);
      setSettled(true);
      if (finished.length > 0) void message.success(t('approvals.partlyDone', { n: finished.length }));
      return;
    }
    message.success(t('approvals.succeeded'));
    // SPEC 4: wait a second, then done; the form, history and counters go with the dialog.
    setTimeout(() => {
      setSubmitting(false);
      close({ status: values.status, opinion: values.opinion.trim(), done: finished });
    }, 1000);
  };

  const [first] = options.ids;
  return (
    <Dialog
      open={open}
      title={options.title ?? (batch ? t('approvals.dialog.batch', { n: total }) : t('approvals.dialog.single'))}
      width={batch ? settings.approval.batchWidthPx : settings.approval.singleWidthPx}
      mask={{ closable: false }}
      keyboard={false}
      closable={!submitting}
      onCancel={() => !submitting && close(undefined)}
      destroyOnHidden
      footer={
        settled
          ? [
              <Button
                key="close"
                type="primary"
                onClick={() => close({ status: form.getFieldValue('status') as 1 | 9, opinion: String(form.getFieldValue('opinion')).trim(), done })}
              >
                {t('approvals.close')}
              </Button>,
            ]
          : [
              <Button key="cancel" loading={submitting} onClick={() => close(undefined)}>
                {t('approvals.cancel')}
              </Button>,
              <Button
                key="submit"
                type="primary"
                loading={submitting}
                onClick={() =>
                  void submit().catch((error: unknown) => {
                    // Not a refusal (the client shows those): say so rather than leave the press unanswered.
                    setSubmitting(false);
                    failed(error);
                  })
                }
              >
                {t('approvals.submit')}
              </Button>,
            ]
      }
    >
      {!batch && options.context && (
        <section aria-label={t('approvals.context')} style={{ marginBottom: 12 }}>
          {options.context}
        </section>
      )}
      {!batch && first && (
        <div style={{ marginBottom: 12 }}>
          <ApprovalHistory coreKey={first} height={settings.approval.historyHeightPx} />
        </div>
      )}
      {batch && options.labels && (
        <section aria-label={t('approvals.covers', { n: total })} style={{ marginBottom: 12 }}>
          <div style={{ fontWeight: 600, marginBottom: 4 }}>{t('approvals.covers', { n: total })}</div>
          <ul className="gs-approval-covers">
            {options.ids.map((id) => (
              <li key={id}>{labelOf(id)}</li>
            ))}
          </ul>
        </section>
      )}
      {batch && (
        <div role="group" aria-label={t('approvals.progressLabel')} style={{ marginBottom: 12 }}>
          <Progress percent={progressPercent(done.length, total)} status={submitting ? 'active' : 'normal'} />
          <span>{t('approvals.progress', { done: done.length, total })}</span>
          {refused.length > 0 && (
            <Alert
              type="warning"
              showIcon
              style={{ marginTop: 8 }}
              title={t('approvals.refused', { n: refused.length })}
              description={
                <ul className="gs-approval-refused">
                  {refused.map((item) => (
                    <li key={item.id}>{t('approvals.refusedItem', { label: labelOf(item.id), message: item.message })}</li>
                  ))}
                </ul>
              }
            />
          )}
        </div>
      )}
      <RefusalAlert refusal={refusal} />
      <Form form={form} layout="vertical" initialValues={initialValues} name="approval-form" disabled={submitting || settled}>
        <Form.Item name="status" label={t('approvals.form.status')}>
          <Radio.Group
            options={[
              { value: 1, label: t('approvals.status.agree') },
              { value: 9, label: t('approvals.status.refuse') },
            ]}
          />
        </Form.Item>
        {fields.map((field) => (
          <Form.Item key={field.name} name={field.name} label={field.label} rules={extraRules(field, t('approvals.field.required', { label: field.label }))}>
            <ExtraField field={field} />
          </Form.Item>
        ))}
        <Form.Item
          name="opinion"
          label={t('approvals.form.opinion')}
          rules={[
            { required: true, whitespace: true, message: t('approvals.opinion.required') },
            { min: opinionLength.min, max: opinionLength.max, message: t('approvals.opinion.length') },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={opinionLength.max} showCount />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
