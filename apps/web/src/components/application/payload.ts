import type { components } from '@gs/sdk/schema';
import { dictFields } from '@gs/sdk/dict-fields';
import type { UploadedFile } from '../file-upload.tsx';
import type { MessageKey } from '../../i18n/i18n.ts';
import type { KitField, TreeNode } from '../page-kit/field-control.tsx';
import type { ApplicationKind, ApplicationPayloadInput } from './api.ts';
import '../../i18n/messages/applications.ts';

type Payload = components['schemas']['ApplicationPayload'];
type Without<P> = P extends object ? Omit<P, 'kind'> : never;
type Intersect<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** Kinds whose payload is a flat set of fields; the scholarship's list of achievements has its own UI (scholarship-fields.tsx). */
type FlatPayload = Exclude<Payload, { kind: 'scholarship' }>;
/**
 * Every field any flat kind's payload has (a distributive keyof over the kinds); not a leave's
 * cancel-leave record, which its own page shows.
 */
export type PayloadKey = FlatPayload extends infer P ? (P extends object ? Exclude<keyof P, 'kind' | 'cancellation'> : never) : never;
/** A payload of any kind, as a detail view reads it. */
export type PayloadRow = Partial<Record<PayloadKey, string | number>>;
/** The payload fields of every kind in one form (each kind shows its own). */
export type PayloadValues = Partial<Intersect<Without<ApplicationPayloadInput>>>;

/** The dictionaries of coded payload fields (the spec's `x-dict`). */
export const payloadDicts: Partial<Record<PayloadKey, string>> = {
  ...dictFields.SuspensionPayload,
  ...dictFields.MajorChangePayload,
  ...dictFields.LeavePayload,
};

/** The order payload fields show in, whatever the kind. */
export const payloadOrder: readonly PayloadKey[] = [
  'category',
  'startDate',
  'months',
  'resumeDate',
  'withdrawDate',
  'yjbyrq',
  'xydm',
  'zydm',
  'dsgh',
  'leaveType',
  'leaveStart',
  'leaveEnd',
  'days',
  'destination',
  'phone',
  'reason',
];

/** The fields a form asks for (a leave's day count is the server's). */
type InputKey = Exclude<PayloadKey, 'days'>;

/** The form's values: a stored-file field (the review form) holds the uploaded file until it is sent. */
export type PayloadFormValues = Omit<PayloadValues, 'reviewForm'> & { reviewForm?: readonly UploadedFile[] };

/** The review-form upload endpoint of supervisor selection (SPEC 7 "separate upload endpoints"). */
export const REVIEW_FORM_URL = '/cloud-xj/api/ds/dsls/review-form';

/** What each kind asks for (the kinds' schemas in api-spec); most end with the reason. */
const kindFields: Readonly<Record<ApplicationKind, readonly InputKey[]>> = {
  suspension: ['category', 'startDate', 'months', 'reason'],
  resumption: ['resumeDate', 'reason'],
  withdrawal: ['withdrawDate', 'reason'],
  extension: ['yjbyrq', 'reason'],
  majorChange: ['zydm', 'reason'],
  supervisorChange: ['dsgh', 'reason'],
  // Its fields are its own (scholarship-fields.tsx): an editable list of achievements.
  scholarship: [],
  leave: ['leaveType', 'leaveStart', 'leaveEnd', 'destination', 'phone', 'reason'],
  dsls: ['dslx', 'zc', 'zydm', 'directionIds', 'researchSummary', 'reviewForm'],
};

/** Labels that differ by kind (the major of a selection is the teacher's discipline, not a new major). */
const kindLabels: Partial<Record<ApplicationKind, Partial<Record<InputKey, MessageKey>>>> = {
  dsls: { zydm: 'application.payload.discipline' },
};

/** The college -> major part of the org tree (a change of major picks a major). */
export function majorTree(tree: readonly TreeNode[] | undefined): TreeNode[] | undefined {
  return tree?.map((college) => ({ ...college, children: (college.children ?? []).map((major) => ({ ...major, children: [] })) }));
}

/** The colleges of the org tree only (a college filter). */
export function collegeTree(tree: readonly TreeNode[] | undefined): TreeNode[] | undefined {
  return tree?.map((college) => ({ ...college, children: [] }));
}

/** The college a major belongs to, by the tree. */
export function collegeOfMajor(tree: readonly TreeNode[] | undefined, zydm: string | undefined): string | undefined {
  return tree?.find((college) => college.children?.some((major) => major.id === zydm))?.id;
}

const required = (message: string) => [{ required: true, message }];

/** One college of the org tree (a teacher's own), or all of them without a code. */
export function ownCollege(tree: readonly TreeNode[] | undefined, xydm: string | undefined): TreeNode[] | undefined {
  return xydm ? tree?.filter((college) => college.id === xydm) : tree?.slice();
}

/** The directions of the tree, under their majors (a major is a heading, not a choice). */
function directionTree(tree: readonly TreeNode[] | undefined): TreeNode[] | undefined {
  return tree?.flatMap((college) =>
    (college.children ?? []).filter((major) => (major.children ?? []).length > 0).map((major) => ({ ...major, selectable: false })),
  );
}

/** A mobile or landline number (the leave's contact phone; the spec's pattern). */
const PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;

export interface PayloadMessages {
  required: string;
  notMajor: string;
  phone: string;
  endBeforeStart: string;
}

/** The typed fields of one kind's form; `dsgh` is the teacher picker, which the form renders itself. */
/**
 * The typed fields of one kind's form; `dsgh` is the teacher picker, which the form renders itself.
 * `xydm` narrows the major and direction pickers to one college (a teacher applies within their own).
 */
export function payloadFields(
  kind: ApplicationKind,
  tree: readonly TreeNode[] | undefined,
  messages: PayloadMessages,
  xydm?: string,
): KitField<PayloadFormValues>[] {
  const scoped = ownCollege(tree, xydm);
  const majors = majorTree(scoped);
  const field = (name: InputKey): KitField<PayloadFormValues> => {
    const label = kindLabels[kind]?.[name] ?? (`application.payload.${name}` as const);
    const rules = required(messages.required);
    switch (name) {
      case 'dslx':
        // One applies to become a supervisor: "not a supervisor" is no choice.
        return { name, label, kind: 'dict', dict: dictFields.SupervisorSelectionPayload.dslx, radio: true, rules, filter: (entry) => entry.value !== '0' };
      case 'zc':
        return { name, label, kind: 'dict', dict: dictFields.SupervisorSelectionPayload.zc, rules };
      case 'directionIds':
        return { name, label, kind: 'tree', nodes: directionTree(scoped), multiple: true, wide: true, rules };
      case 'researchSummary':
        return { name, label, kind: 'textarea', maxLength: 2000, rows: 4, wide: true, rules: [...rules, { min: 10, message: messages.required }] };
      case 'reviewForm':
        return {
          name,
          label,
          kind: 'upload',
          wide: true,
          rules: [{ required: true, type: 'array', min: 1, message: messages.required }],
          upload: { url: REVIEW_FORM_URL, accept: '.pdf,.doc,.docx', maxSizeMb: 5, multiple: 1 },
        };
      case 'category':
        return { name, label, kind: 'dict', dict: dictFields.SuspensionPayload.category, radio: true, rules };
      case 'months':
        return { name, label, kind: 'number', min: 1, max: 24, precision: 0, rules };
      case 'zydm':
        return {
          name,
          label,
          kind: 'tree',
          nodes: majors,
          rules: [
            ...rules,
            {
              validator: (_rule, value: unknown) =>
                value === undefined || collegeOfMajor(tree, String(value)) ? Promise.resolve() : Promise.reject(new Error(messages.notMajor)),
            },
          ],
        };
      case 'dsgh':
        return { name, label, kind: 'text', rules };
      case 'leaveType':
        return { name, label, kind: 'dict', dict: dictFields.LeavePayloadInput.leaveType, rules };
      case 'destination':
        return { name, label, kind: 'text', maxLength: 100, rules: [...rules, { min: 2, message: messages.required }] };
      case 'phone':
        return { name, label, kind: 'text', maxLength: 13, rules: [...rules, { pattern: PHONE, message: messages.phone }] };
      case 'leaveEnd':
        return {
          name,
          label,
          kind: 'date',
          rules: [
            ...rules,
            ({ getFieldValue }) => ({
              validator: (_rule, value: unknown) => {
                const start = getFieldValue('leaveStart') as unknown;
                return typeof value === 'string' && typeof start === 'string' && value < start
                  ? Promise.reject(new Error(messages.endBeforeStart))
                  : Promise.resolve();
              },
            }),
          ],
        };
      case 'reason':
        return { name, label, kind: 'textarea', maxLength: 500, rows: 3, wide: true, rules: [...rules, { min: 2, message: messages.required }] };
      default:
        return { name, label, kind: 'date', rules };
    }
  };
  return kindFields[kind].map(field);
}

/** The payload of the chosen kind from the form's values (the form has checked what is required). */
export function buildPayload(kind: ApplicationKind, v: PayloadFormValues, tree: readonly TreeNode[] | undefined): ApplicationPayloadInput {
  const reason = (v.reason ?? '').trim();
  switch (kind) {
    case 'suspension':
      return { kind, reason, category: v.category ?? '9', startDate: v.startDate ?? '', months: Number(v.months ?? 1) };
    case 'resumption':
      return { kind, reason, resumeDate: v.resumeDate ?? '' };
    case 'withdrawal':
      return { kind, reason, withdrawDate: v.withdrawDate ?? '' };
    case 'extension':
      return { kind, reason, yjbyrq: v.yjbyrq ?? '' };
    case 'majorChange':
      return { kind, reason, zydm: v.zydm ?? '', xydm: collegeOfMajor(tree, v.zydm) ?? '' };
    case 'supervisorChange':
      return { kind, reason, dsgh: v.dsgh ?? '' };
    case 'scholarship':
      return {
        kind,
        year: v.year ?? '',
        statement: (v.statement ?? '').trim(),
        achievements: (v.achievements ?? []).map((a) => ({
          category: a.category,
          title: a.title.trim(),
          date: a.date,
          ...(a.level ? { level: a.level } : {}),
        })),
      };
    case 'leave':
      return {
        kind,
        reason,
        leaveType: v.leaveType ?? '1',
        leaveStart: v.leaveStart ?? '',
        leaveEnd: v.leaveEnd ?? '',
        destination: (v.destination ?? '').trim(),
        phone: (v.phone ?? '').trim(),
      };
    case 'dsls':
      return {
        kind,
        dslx: v.dslx ?? '2',
        zydm: v.zydm ?? '',
        directionIds: [...(v.directionIds ?? [])],
        zc: v.zc ?? '',
        researchSummary: (v.researchSummary ?? '').trim(),
        reviewForm: v.reviewForm?.[0]?.id ?? '',
      };
  }
}
