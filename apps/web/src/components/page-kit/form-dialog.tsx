import { Button, Col, Drawer, Form, Row, Space } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { FieldControl, type KitField } from './field-control.tsx';
import { RefusalAlert, useFormPress } from './refusal.tsx';
import { Dialog } from './dialog.tsx';

export interface FormDialogProps<V> {
  /** The form's name (its id in the page). */
  name: string;
  open: boolean;
  title: ReactNode;
  fields: readonly KitField<V>[];
  initialValues?: Partial<V>;
  /** A modal (default) for a few fields, a drawer for a longer form. */
  as?: 'modal' | 'drawer';
  saving?: boolean;
  /** Called with the validated values; a rejected promise keeps the dialog open (the client has shown why). */
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
}

/**
 * A form of typed fields in a modal or a drawer: validated on OK, reset after a successful submit,
 * kept open (with what was typed) when the call fails.
 */
export function FormDialog<V extends object>({
  name,
  open,
  title,
  fields,
  initialValues,
  as = 'modal',
  saving = false,
  onSubmit,
  onClose,
}: FormDialogProps<V>) {
  const t = useT();
  const [form] = Form.useForm<V>();
  const { refusal, press, clear } = useFormPress(form);
  // What was typed stays after a failure, with the reason above it; a successful submit starts afresh.
  const submit = () =>
    press(async (values) => {
      await onSubmit(values);
      form.resetFields();
    });
  const close = () => {
    clear();
    onClose();
  };
  const wide = as === 'drawer';
  const body = (
    <Form<V> form={form} layout="vertical" name={name} initialValues={initialValues}>
      <RefusalAlert refusal={refusal} />
      <Row gutter={16}>
        {fields.map((field) => (
          <Col key={field.name} span={wide && !field.wide ? 12 : 24}>
            <Form.Item name={field.name as never} label={t(field.label)} rules={field.rules}>
              <FieldControl field={field} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </Form>
  );
  if (as === 'drawer') {
    return (
      <Drawer
        open={open}
        title={title}
        size={640}
        onClose={close}
        forceRender
        extra={
          <Space>
            <Button onClick={close}>{t('common.cancel')}</Button>
            <Button type="primary" loading={saving} onClick={() => void submit()}>
              {t('common.ok')}
            </Button>
          </Space>
        }
      >
        {body}
      </Drawer>
    );
  }
  return (
    <Dialog
      open={open}
      title={title}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={close}
      destroyOnHidden
      forceRender
    >
      {body}
    </Dialog>
  );
}
