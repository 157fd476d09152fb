import { isApiError } from '@gs/sdk/errors';
import { App, Button, Card, Descriptions, Form, Input, InputNumber, Result, Select, Skeleton, Space, Switch, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { type DateRange, FieldControl } from '../../../components/page-kit/field-control.tsx';
import { RefusalAlert, useFormPress } from '../../../components/page-kit/refusal.tsx';
import { useAccess } from '../../../components/permission.tsx';
import type { Language } from '../../../config/settings.ts';
import { type Translate, useLanguage, useT } from '../../../i18n/i18n.ts';
import { useConfigHistory, useConfigItem, useConfigTerms, useUpdateConfigItem } from '../api/config.ts';
import type { ConfigItem, ConfigValue, Term } from '../api/keys.ts';
import { ConfigValueView, isWindow, itemDescription, itemName, valueText } from '../components/config-value.tsx';
import { paths } from '../../../config/paths.ts';
import '../messages.ts';
import './config.css';

/** What the form holds for each type: a window as the two days of the page kit's range. */
type FormValue = string | number | boolean | DateRange | undefined;
interface Values {
  value: FormValue;
}

function formValueOf(item: ConfigItem): FormValue {
  return isWindow(item.value) ? [item.value.start, item.value.end] : item.value;
}

function configValueOf(item: ConfigItem, value: FormValue): ConfigValue {
  if (item.type === 'window') {
    const [start, end] = Array.isArray(value) ? value : [undefined, undefined];
    return { start: start ?? '', end: end ?? '' };
  }
  if (item.type === 'text' && typeof value === 'string') return value.trim();
  return value as ConfigValue;
}

function sameValue(a: ConfigValue, b: ConfigValue): boolean {
  if (isWindow(a) || isWindow(b)) return isWindow(a) && isWindow(b) && a.start === b.start && a.end === b.end;
  return a === b;
}

/** The client's checks, the server's again (it answers 400 with its own words, shown at the field). */
function rulesOf(t: Translate, item: ConfigItem): Rule[] {
  switch (item.type) {
    case 'window':
      return [
        {
          validator: (_, value: DateRange | undefined) => {
            const [start, end] = value ?? [undefined, undefined];
            if (!start || !end) return Promise.reject(new Error(t('sjpz.form.rangeRequired')));
            if (start > end) return Promise.reject(new Error(t('sjpz.form.startAfterEnd')));
            return Promise.resolve();
          },
        },
      ];
    case 'number':
      return [
        { required: true, message: t('sjpz.form.required') },
        {
          validator: (_, value: number | null | undefined) => {
            if (value === null || value === undefined) return Promise.resolve();
            if (item.integer && !Number.isInteger(value)) return Promise.reject(new Error(t('sjpz.form.notInteger')));
            if ((item.min !== undefined && value < item.min) || (item.max !== undefined && value > item.max)) {
              return Promise.reject(new Error(t('sjpz.form.outOfRange', { min: item.min ?? '-∞', max: item.max ?? '∞' })));
            }
            return Promise.resolve();
          },
        },
      ];
    case 'boolean':
      return [];
    case 'text':
      return [{ required: true, whitespace: true, message: t('sjpz.form.required') }];
    case 'term':
    case 'select':
      return [{ required: true, message: t('sjpz.form.required') }];
  }
}

function termLabel(t: Translate, language: Language, term: Term): string {
  const name = language === 'en' ? term.nameEn : term.name;
  return term.current ? t('sjpz.term.current', { name }) : name;
}

/** The control of the item's type. Form.Item passes id, value and onChange through. */
function ValueControl({ item, terms, ...control }: { item: ConfigItem; terms: readonly Term[] | undefined; id?: string; value?: never; onChange?: never }) {
  const t = useT();
  const language = useLanguage();
  switch (item.type) {
    case 'window':
      return (
        <div style={{ maxWidth: 420 }}>
          <FieldControl<Values> field={{ name: 'value', label: 'sjpz.form.value', kind: 'dateRange' }} {...control} />
        </div>
      );
    case 'number':
      // No min, max or precision on the control: it would quietly clamp or round what was typed, where the
      // field's rules say what is wrong with it (the range is shown under the field).
      return <InputNumber<number> {...control} style={{ width: '100%', maxWidth: 240 }} />;
    case 'text':
      return <Input {...control} maxLength={1000} />;
    case 'boolean':
      return <Switch {...control} checkedChildren={t('sjpz.yes')} unCheckedChildren={t('sjpz.no')} />;
    case 'term':
      return (
        <Select<string>
          {...control}
          loading={terms === undefined}
          style={{ width: '100%', maxWidth: 360 }}
          options={(terms ?? []).map((term) => ({ value: term.id, label: termLabel(t, language, term) }))}
        />
      );
    case 'select':
      return (
        <Select<string>
          {...control}
          style={{ width: '100%', maxWidth: 360 }}
          options={(item.options ?? []).map((option) => ({ value: option.value, label: language === 'en' ? option.labelEn : option.label }))}
        />
      );
  }
}

/** The item's latest changes under the form: what the save will add to. */
function LatestChanges({ item, terms }: { item: ConfigItem; terms: readonly Term[] | undefined }) {
  const t = useT();
  const language = useLanguage();
  const history = useConfigHistory({ key: item.key, current: 1, size: 5 });
  const records = history.data?.records ?? [];
  if (records.length === 0) return null;
  return (
    <Card size="small" title={t('sjpz.form.lastChanges')}>
      <ul className="sjpz-items">
        {records.map((change) => (
          <li key={change.id}>
            <span>
              {valueText(t, language, item, change.oldValue, terms)} → {valueText(t, language, item, change.newValue, terms)}
            </span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('sjpz.by', { name: change.updateByName, time: change.updateTime })}
            </Typography.Text>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function ItemForm({ item }: { item: ConfigItem }) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { refusal, press } = useFormPress(form);
  const update = useUpdateConfigItem();
  const terms = useConfigTerms(true);
  const [saving, setSaving] = useState(false);
  const name = itemName(language, item);

  useEffect(() => {
    form.setFieldsValue({ value: formValueOf(item) });
  }, [form, item]);

  const back = () => void navigate(paths.config);

  const save = () =>
    press(async ({ value }) => {
      const next = configValueOf(item, value);
      if (sameValue(next, item.value)) {
        void message.info(t('sjpz.form.unchanged'));
        return;
      }
      setSaving(true);
      try {
        await update.mutateAsync({ params: { path: { key: item.key } }, body: { value: next } });
      } catch (error) {
        // The server's reason for a value it does not take belongs at the field, next to what was typed.
        if (isApiError(error) && error.status === 400) {
          form.setFields([{ name: 'value', errors: [error.message] }]);
          return;
        }
        throw error;
      } finally {
        setSaving(false);
      }
      void message.success(t('sjpz.form.saved', { name }));
      back();
    });

  const range = item.type === 'number' && (item.min !== undefined || item.max !== undefined);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title={t('sjpz.form.title')}>
        <Descriptions column={1} size="small" bordered style={{ marginBottom: 24 }}>
          <Descriptions.Item label={t('sjpz.field.name')}>{name}</Descriptions.Item>
          <Descriptions.Item label={t('sjpz.form.key')}>
            <Typography.Text code>{item.key}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('sjpz.form.description')}>{itemDescription(language, item)}</Descriptions.Item>
          <Descriptions.Item label={t('sjpz.form.current')}>
            <ConfigValueView shape={item} value={item.value} terms={terms.data} />
          </Descriptions.Item>
          <Descriptions.Item label={t('sjpz.field.updated')}>{t('sjpz.by', { name: item.updateByName, time: item.updateTime })}</Descriptions.Item>
        </Descriptions>
        <Form<Values> form={form} layout="vertical" name="sjpz-form" initialValues={{ value: formValueOf(item) }}>
          <RefusalAlert refusal={refusal} />
          <Form.Item
            name="value"
            label={t('sjpz.form.value')}
            rules={rulesOf(t, item)}
            valuePropName={item.type === 'boolean' ? 'checked' : 'value'}
            extra={range ? `${t('sjpz.form.range', { min: item.min ?? '-∞', max: item.max ?? '∞' })}${item.integer ? t('sjpz.form.integer') : ''}` : undefined}
          >
            <ValueControl item={item} terms={terms.data} />
          </Form.Item>
          <Space wrap>
            <Button type="primary" loading={saving} onClick={() => void save()}>
              {t('sjpz.form.save')}
            </Button>
            <Button onClick={back}>{t('sjpz.form.cancel')}</Button>
          </Space>
        </Form>
      </Card>
      <LatestChanges item={item} terms={terms.data} />
    </Space>
  );
}

/**
 * 数据配置表单 (kernel/sjpz/form, /sjpz/form?key=): one item's form by its type (a term from the terms, a window
 * as its first and last day, a number within its range, a text, a yes/no switch, one of a select's options),
 * checked as the server checks it; the server's refusal shows at the field; saved, back to the list, which
 * shows the new value and the change.
 */
export default function ConfigFormPage() {
  const t = useT();
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const { hasPermission } = useAccess();
  const item = useConfigItem(key);
  if (!key) return <Result status="warning" title={t('sjpz.form.missing')} />;
  if (!hasPermission(['kernel:sjpz:edit'])) return <Result status="403" title={t('sjpz.form.forbidden')} />;
  if (item.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!item.data) return <Result status="404" title={t('sjpz.form.notFound')} />;
  return <ItemForm item={item.data} />;
}
