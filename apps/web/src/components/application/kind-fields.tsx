import { Col, Form, Row } from 'antd';
import type { ReactNode } from 'react';
import { type Translate, useT } from '../../i18n/i18n.ts';
import { DetailView, type DetailItem } from '../page-kit/detail-view.tsx';
import { FieldControl, type KitField } from '../page-kit/field-control.tsx';
import type { Application } from './api.ts';
import '../../i18n/messages/applications.ts';

/**
 * A kind's typed fields in the application form, two to a row on a wide screen (a wide field takes
 * its row). `control` renders a field the page kit has no control for (a teacher picker).
 */
export function KindFieldList<V>({ fields, control }: { fields: readonly KitField<V>[]; control?: (field: KitField<V>) => ReactNode }) {
  const t = useT();
  return (
    <Row gutter={16}>
      {fields.map((field) => (
        <Col key={field.name} xs={24} md={field.wide ? 24 : 12}>
          <Form.Item name={field.name as never} label={t(field.label)} rules={field.rules}>
            {control?.(field) ?? <FieldControl field={field} />}
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}

/** The reason most kinds end with: required, at least two characters, at most 500. */
export function reasonField<V>(name: Extract<keyof V, string>, t: Translate): KitField<V> {
  const message = t('application.form.required');
  return {
    name,
    label: 'application.payload.reason',
    kind: 'textarea',
    maxLength: 500,
    rows: 3,
    wide: true,
    rules: [
      { required: true, message },
      { min: 2, message },
    ],
  };
}

/** A kind's payload as labelled fields (dictionary labels for codes), under the detail's "application details" heading. */
export function PayloadDetail<P>({ payload, items }: { payload: P; items: readonly DetailItem<P>[] }) {
  const t = useT();
  return <DetailView<P> title={t('application.payload')} row={payload} items={items} column={{ xs: 1, md: 2, xl: 3 }} />;
}

/** The payload of an application when it is of the kind `K` (a plug-in's detail reads its own). */
export function payloadOf<K extends Application['payload']['kind']>(
  application: Pick<Application, 'payload'>,
  kind: K,
): Extract<Application['payload'], { kind: K }> | undefined {
  const { payload } = application;
  return payload.kind === kind ? (payload as Extract<Application['payload'], { kind: K }>) : undefined;
}
