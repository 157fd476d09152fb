import { dictFields } from '@gs/sdk/dict-fields';
import type { components } from '@gs/sdk/schema';
import { reasonField } from '../../components/application/kind-fields.tsx';
import type { DetailItem } from '../../components/page-kit/detail-view.tsx';
import type { KitField } from '../../components/page-kit/field-control.tsx';
import type { Translate } from '../../i18n/i18n.ts';
import type { LeavePayload } from './api/leaves.ts';
import '../../i18n/messages/applications.ts';
import './messages.ts';

type LeaveInput = components['schemas']['LeavePayloadInput'];

/** What the leave form holds. */
export type LeaveValues = Partial<Omit<LeaveInput, 'kind'>>;

/** A mobile or landline number (the leave's contact phone; the spec's pattern). */
const PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;

/** The fields of a leave (api-spec `LeavePayloadInput`); the day count is the server's. */
export function leaveFields(t: Translate): KitField<LeaveValues>[] {
  const message = t('application.form.required');
  const rules = [{ required: true, message }];
  return [
    { name: 'leaveType', label: 'leave.field.leaveType', kind: 'dict', dict: dictFields.LeavePayloadInput.leaveType, rules },
    { name: 'leaveStart', label: 'leave.field.leaveStart', kind: 'date', rules },
    {
      name: 'leaveEnd',
      label: 'leave.field.leaveEnd',
      kind: 'date',
      rules: [
        ...rules,
        ({ getFieldValue }) => ({
          validator: (_rule, value: unknown) => {
            const start = getFieldValue('leaveStart') as unknown;
            return typeof value === 'string' && typeof start === 'string' && value < start
              ? Promise.reject(new Error(t('leave.form.endBeforeStart')))
              : Promise.resolve();
          },
        }),
      ],
    },
    { name: 'destination', label: 'leave.field.destination', kind: 'text', maxLength: 100, rules: [...rules, { min: 2, message }] },
    { name: 'phone', label: 'leave.field.phone', kind: 'text', maxLength: 13, rules: [...rules, { pattern: PHONE, message: t('leave.form.phone') }] },
    reasonField<LeaveValues>('reason', t),
  ];
}

/** The payload of a leave from the form's values: no day count (the server counts the days). */
export function leavePayload(v: LeaveValues): LeaveInput {
  return {
    kind: 'leave',
    reason: (v.reason ?? '').trim(),
    leaveType: v.leaveType ?? '1',
    leaveStart: v.leaveStart ?? '',
    leaveEnd: v.leaveEnd ?? '',
    destination: (v.destination ?? '').trim(),
    phone: (v.phone ?? '').trim(),
  };
}

/** A leave as asked, with the server's day count; its return shows on its own (cancellation-info.tsx). */
export const leaveItems: readonly DetailItem<LeavePayload>[] = [
  { key: 'leaveType', label: 'leave.field.leaveType', dict: dictFields.LeavePayload.leaveType },
  { key: 'leaveStart', label: 'leave.field.leaveStart' },
  { key: 'leaveEnd', label: 'leave.field.leaveEnd' },
  { key: 'days', label: 'leave.field.days' },
  { key: 'destination', label: 'leave.field.destination' },
  { key: 'phone', label: 'leave.field.phone' },
  { key: 'reason', label: 'application.payload.reason', wide: true },
];
