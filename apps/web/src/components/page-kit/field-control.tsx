import { Input, InputNumber, Select, Space, TreeSelect, type FormRule } from 'antd';
import type { ChangeEvent, ReactNode } from 'react';
import { type MessageKey, useT } from '../../i18n/i18n.ts';
import type { DictEntry } from '../../lib/dicts.ts';
import { DictRadio } from '../dict-radio.tsx';
import { DictSelect } from '../dict-select.tsx';
import { FileUpload, type FileUploadProps } from '../file-upload.tsx';
import '../../i18n/messages/page-kit.ts';

/** SPEC 3 tree node (college -> major -> direction and the like), as the tree picker takes it. */
export interface TreeNode {
  id: string;
  name: string;
  parentId?: string | null;
  children?: readonly TreeNode[] | null;
  /** False for a heading that groups the choices (a major above its directions). */
  selectable?: boolean;
}

/** A date as the API carries it (`YYYY-MM-DD`), and a range of two (either end may be open). */
export type DateText = string;
export type DateRange = [DateText | undefined, DateText | undefined];

/** A fixed choice of a `select` field: the value sent and the text shown (for values no dictionary holds). */
export interface FieldOption {
  value: string | number;
  label: MessageKey;
}

interface FieldCommon<V> {
  /** The property of the form's values (typed by the generated schema of the page). */
  name: Extract<keyof V, string>;
  label: MessageKey;
  rules?: FormRule[];
  /** Shown when empty; the search form gives "any" / "contains" by default. */
  placeholder?: MessageKey;
  /** Takes a whole row of a form. */
  wide?: boolean;
  disabled?: boolean;
}

/**
 * A typed form field: what it edits, and how. Dates are native date inputs holding the API's
 * `YYYY-MM-DD` text, as the student form has always done: no conversion between the form and the call.
 */
export type KitField<V> = FieldCommon<V> &
  (
    | { kind: 'text'; maxLength?: number }
    | { kind: 'textarea'; maxLength?: number; rows?: number }
    | { kind: 'number'; min?: number; max?: number; precision?: number; step?: number }
    | { kind: 'date' }
    | { kind: 'dateRange' }
    | { kind: 'dict'; dict: string; radio?: boolean; allowClear?: boolean; filter?: (entry: DictEntry) => boolean }
    | { kind: 'select'; options: readonly FieldOption[] }
    | { kind: 'tree'; nodes: readonly TreeNode[] | undefined; multiple?: boolean }
    | { kind: 'upload'; upload?: Omit<FileUploadProps, 'value' | 'onChange' | 'ref'> }
    /** A control of the page's own (a search of records on the server); it gets what Form.Item injects. */
    | { kind: 'custom'; render: (control: CustomControlProps) => ReactNode }
  );

/**
 * What a custom control receives: the form's id, value and onChange (typed `never`, as FieldControl
 * passes them on: their types are the control's own) and whether it is disabled.
 */
export interface CustomControlProps {
  id?: string;
  value?: never;
  onChange?: never;
  disabled?: boolean;
}

function DateRangeInput({ id, value, onChange, disabled }: { id?: string; value?: DateRange; onChange?: (value: DateRange) => void; disabled?: boolean }) {
  const t = useT();
  const [from, to] = value ?? [undefined, undefined];
  const set = (index: 0 | 1) => (event: ChangeEvent<HTMLInputElement>) => {
    const next: DateRange = [from, to];
    next[index] = event.target.value || undefined;
    onChange?.(next);
  };
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input id={id} type="date" value={from ?? ''} max={to} onChange={set(0)} disabled={disabled} aria-label={t('pageKit.date.from')} />
      <Input type="date" value={to ?? ''} min={from} onChange={set(1)} disabled={disabled} aria-label={t('pageKit.date.to')} />
    </Space.Compact>
  );
}

interface TreeOption {
  value: string;
  title: string;
  selectable?: boolean;
  children?: TreeOption[];
}

/** SPEC 3 tree nodes as TreeSelect options: the id is the value, the name the title. */
export function treeOptions(nodes: readonly TreeNode[]): TreeOption[] {
  return nodes.map((node) => ({
    value: node.id,
    title: node.name,
    ...(node.selectable === false ? { selectable: false } : {}),
    ...(node.children?.length ? { children: treeOptions(node.children) } : {}),
  }));
}

/**
 * The control of one field. Form.Item injects id, value and onChange into its child; they pass straight
 * through to whichever control renders (typed `never` because their types differ per control).
 */
export function FieldControl<V>({
  field,
  placeholder,
  ...control
}: {
  field: KitField<V>;
  placeholder?: string;
  id?: string;
  value?: never;
  onChange?: never;
}) {
  const t = useT();
  const hint = field.placeholder ? t(field.placeholder) : placeholder;
  const common = { ...control, disabled: field.disabled };
  switch (field.kind) {
    case 'text':
      return <Input {...common} allowClear placeholder={hint} maxLength={field.maxLength ?? 100} />;
    case 'textarea':
      return <Input.TextArea {...common} placeholder={hint} maxLength={field.maxLength ?? 1000} showCount rows={field.rows ?? 3} />;
    case 'number':
      return (
        <InputNumber<number>
          {...common}
          min={field.min}
          max={field.max}
          precision={field.precision}
          step={field.step}
          style={{ width: '100%' }}
          placeholder={hint}
        />
      );
    case 'date':
      return <Input {...common} type="date" />;
    case 'dateRange':
      return <DateRangeInput {...common} />;
    case 'dict':
      return field.radio ? (
        <DictRadio {...common} dict={field.dict} filter={field.filter} />
      ) : (
        <DictSelect {...common} dict={field.dict} filter={field.filter} allowClear={field.allowClear ?? true} placeholder={hint} />
      );
    case 'select':
      return (
        <Select
          {...common}
          allowClear
          placeholder={hint}
          style={{ width: '100%' }}
          options={field.options.map((option) => ({ value: option.value, label: t(option.label) }))}
        />
      );
    case 'tree':
      return (
        <TreeSelect
          {...common}
          treeData={field.nodes && treeOptions(field.nodes)}
          loading={field.nodes === undefined}
          multiple={field.multiple}
          showSearch
          treeNodeFilterProp="title"
          allowClear
          placeholder={hint}
          style={{ width: '100%' }}
        />
      );
    case 'upload':
      return <FileUpload {...common} {...field.upload} />;
    case 'custom':
      return field.render(common);
  }
}
