import type { ReactNode } from 'react';
import { t } from '../i18n/i18n.ts';
import '../i18n/messages/approval-dialog.ts';

/** SPEC 3 extra approval field types. */
export const fieldTypes = ['input', 'textarea', 'number', 'select', 'radio', 'checkbox'] as const;
export type ApprovalFieldType = (typeof fieldTypes)[number];

export interface ApprovalFieldOption {
  value: string | number;
  label: string;
}

/** SPEC 3 extra approval field. */
export interface ApprovalField {
  name: string;
  label: string;
  type: ApprovalFieldType;
  required?: boolean;
  default?: string | number | (string | number)[];
  maxlength?: number;
  min?: number;
  max?: number;
  precision?: number;
  options?: ApprovalFieldOption[];
}

/** What a business page gives `openApproval`: SPEC 3 approval submission without status and opinion. */
export interface ApprovalOptions {
  /** Business ids (coreKey); more than one means batch mode (SPEC 5). */
  ids: readonly string[];
  /** Callback identifier. */
  type: string;
  /** Callback path. */
  callback: string;
  /** Module code. */
  mkCode: string;
  /** Business code. */
  coreCode: string;
  fields?: readonly ApprovalField[];
  /** Dialog title; the default says single or batch approval. */
  title?: string;
  /** What is decided, above the history in single mode (the applicant, the kind, what is asked, attachments). */
  context?: ReactNode;
  /**
   * A name per business id ("龚靖琪 · 休学"): the list a batch covers, and the name of a refused one,
   * where an id would tell the user nothing. Ids without one show as they are.
   */
  labels?: Readonly<Record<string, string>>;
  /** Called as each decision lands, so the list behind the dialog can show it (a batch takes a while). */
  onDecided?: (id: string) => void;
}

export interface ApprovalResult {
  /** SPEC 3: 1 approve (agree), 9 reject (refuse). */
  status: 1 | 9;
  opinion: string;
  /** Ids submitted successfully (all of them when the dialog finishes). */
  done: string[];
}

/** SPEC 5: creation checks are developer errors, thrown at the call. */
export class ApprovalDeveloperError extends Error {
  override readonly name = 'ApprovalDeveloperError';
}

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** SPEC 5 "Approval creation checks"; throws the first broken rule. */
export function validateApprovalOptions(options: ApprovalOptions): void {
  const fail = (text: string): never => {
    throw new ApprovalDeveloperError(text);
  };
  if (!Array.isArray(options.ids) || options.ids.length === 0 || options.ids.some((id) => blank(id))) fail(t('approvals.dev.ids'));
  for (const name of ['type', 'callback', 'mkCode', 'coreCode'] as const) {
    if (blank(options[name])) fail(t('approvals.dev.blank', { name }));
  }
  for (const field of options.fields ?? []) {
    if (blank(field.name) || blank(field.label) || blank(field.type)) fail(t('approvals.dev.fieldIncomplete'));
    if (field.name === 'opinion') fail(t('approvals.dev.opinionName'));
    if (!(fieldTypes as readonly string[]).includes(field.type)) fail(t('approvals.dev.fieldType', { name: field.name }));
    if (field.type === 'select' || field.type === 'radio' || field.type === 'checkbox') {
      const valid =
        Array.isArray(field.options) &&
        field.options.length > 0 &&
        field.options.every((option) => option.value !== null && option.value !== undefined && !blank(option.label));
      if (!valid) fail(t('approvals.dev.options', { name: field.name }));
    }
  }
}

export const isBatch = (options: Pick<ApprovalOptions, 'ids'>) => options.ids.length > 1;

/** SPEC 5 defaults of the extra fields: text at most 1000 characters, numbers 0 to 100 with precision 0. */
export function fieldLimits(field: ApprovalField) {
  return {
    maxlength: field.maxlength ?? 1000,
    min: field.min ?? 0,
    max: field.max ?? 100,
    precision: field.precision ?? 0,
  };
}

/** SPEC 4: status 1 reads as agree, anything else as refuse. */
export const isAgree = (status: number | undefined) => status === 1;

/** SPEC 4: progress percent = done / total. */
export function progressPercent(done: number, total: number): number {
  return total > 0 ? Math.round((done / total) * 100) : 0;
}

/** SPEC 5 opinion: required, 2 to 100 characters. */
export const opinionLength = { min: 2, max: 100 } as const;
