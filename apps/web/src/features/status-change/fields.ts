import { dictFields } from '@gs/sdk/dict-fields';
import type { components } from '@gs/sdk/schema';
import type { ApplicationKind, ApplicationPayloadInput } from '../../components/application/api.ts';
import { reasonField } from '../../components/application/kind-fields.tsx';
import type { DetailItem } from '../../components/page-kit/detail-view.tsx';
import type { KitField, TreeNode } from '../../components/page-kit/field-control.tsx';
import { collegeOfMajor, majorTree } from '../../components/org/tree.ts';
import type { Translate } from '../../i18n/i18n.ts';
import '../../i18n/messages/applications.ts';
import './messages.ts';

type Schemas = components['schemas'];
export type StatusChangeKind = Extract<ApplicationKind, 'suspension' | 'resumption' | 'withdrawal' | 'extension' | 'majorChange' | 'supervisorChange'>;
export type StatusChangePayload =
  | Schemas['SuspensionPayload']
  | Schemas['ResumptionPayload']
  | Schemas['WithdrawalPayload']
  | Schemas['ExtensionPayload']
  | Schemas['MajorChangePayload']
  | Schemas['SupervisorChangePayload'];

/** What the form holds for any status change (each kind shows its own fields). */
export interface StatusChangeValues {
  category?: Schemas['SuspensionPayload']['category'];
  startDate?: string;
  months?: number;
  resumeDate?: string;
  withdrawDate?: string;
  yjbyrq?: string;
  zydm?: string;
  dsgh?: string;
  reason?: string;
}

const KIND_FIELDS: Readonly<Record<StatusChangeKind, readonly (keyof StatusChangeValues)[]>> = {
  suspension: ['category', 'startDate', 'months', 'reason'],
  resumption: ['resumeDate', 'reason'],
  withdrawal: ['withdrawDate', 'reason'],
  extension: ['yjbyrq', 'reason'],
  majorChange: ['zydm', 'reason'],
  supervisorChange: ['dsgh', 'reason'],
};

export function isStatusChangeKind(kind: ApplicationKind): kind is StatusChangeKind {
  return kind in KIND_FIELDS;
}

/** The fields of one status-change kind (the api-spec's payload schemas); `dsgh` is the teacher picker the form renders. */
export function statusChangeFields(kind: StatusChangeKind, tree: readonly TreeNode[] | undefined, t: Translate): KitField<StatusChangeValues>[] {
  const rules = [{ required: true, message: t('application.form.required') }];
  const field = (name: keyof StatusChangeValues): KitField<StatusChangeValues> => {
    switch (name) {
      case 'category':
        return { name, label: 'statusChange.field.category', kind: 'dict', dict: dictFields.SuspensionPayload.category, radio: true, rules };
      case 'months':
        return { name, label: 'statusChange.field.months', kind: 'number', min: 1, max: 24, precision: 0, rules };
      case 'zydm':
        return {
          name,
          label: 'statusChange.field.zydm',
          kind: 'tree',
          nodes: majorTree(tree),
          rules: [
            ...rules,
            {
              validator: (_rule, value: unknown) =>
                value === undefined || collegeOfMajor(tree, String(value)) ? Promise.resolve() : Promise.reject(new Error(t('application.form.notMajor'))),
            },
          ],
        };
      case 'dsgh':
        return { name, label: 'statusChange.field.dsgh', kind: 'text', rules };
      case 'reason':
        return reasonField<StatusChangeValues>('reason', t);
      default:
        return { name, label: `statusChange.field.${name}`, kind: 'date', rules };
    }
  };
  return KIND_FIELDS[kind].map(field);
}

/** The payload of the chosen kind from the form's values (the form has checked what is required). */
export function statusChangePayload(kind: StatusChangeKind, v: StatusChangeValues, tree: readonly TreeNode[] | undefined): ApplicationPayloadInput {
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
  }
}

type PayloadRow = Partial<Record<keyof StatusChangeValues | 'xydm', string | number>>;

const DETAIL_ORDER: readonly (keyof PayloadRow)[] = [
  'category',
  'startDate',
  'months',
  'resumeDate',
  'withdrawDate',
  'yjbyrq',
  'xydm',
  'zydm',
  'dsgh',
  'reason',
];
const DICTS: Partial<Record<keyof PayloadRow, string>> = { ...dictFields.SuspensionPayload, ...dictFields.MajorChangePayload };

/** What a status change asked, in the order the form asks it, with dictionary labels for codes. */
export function statusChangeItems(payload: StatusChangePayload): { row: PayloadRow; items: DetailItem<PayloadRow>[] } {
  const row = payload as PayloadRow;
  const items = DETAIL_ORDER.filter((key) => row[key] !== undefined).map((key): DetailItem<PayloadRow> => ({
    key,
    label: key === 'reason' ? 'application.payload.reason' : `statusChange.field.${key}`,
    dict: DICTS[key],
    wide: key === 'reason',
  }));
  return { row, items };
}
