import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, Form, Grid, Row, Space } from 'antd';
import { type MessageKey, useT } from '../../i18n/i18n.ts';
import { FieldControl, type KitField } from './field-control.tsx';
import { searchFormRows } from './table-height.ts';
import '../../i18n/messages/page-kit.ts';

/** Fields to a row: four on wide screens, two on tablets, one on phones. */
export function useFieldsPerRow(): number {
  const screens = Grid.useBreakpoint();
  return screens.xl ? 4 : screens.md ? 2 : 1;
}

/** Collapsed, the form keeps the fields that fit next to the buttons on one row (at least one). */
function collapsedCount(perRow: number): number {
  return Math.max(1, perRow - 1);
}

/** Rows beyond the first (SPEC 9 table height) of a form with these fields, collapsed or not. */
export function extraSearchRows(fieldCount: number, perRow: number, expanded: boolean): number {
  const shown = expanded ? fieldCount : Math.min(fieldCount, collapsedCount(perRow));
  return searchFormRows(shown, perRow) - 1;
}

/** The filter without blank values, so requests, query keys and export queries carry only what is set. */
export function cleanFilter<T extends object>(filter: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(filter) as [keyof T, T[keyof T]][]) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    if (Array.isArray(value) && value.every((item) => item === undefined || item === null || item === '')) continue;
    out[key] = (typeof value === 'string' ? value.trim() : value) as T[keyof T];
  }
  return out;
}

export interface SearchFormProps<F> {
  /** The form's name (its id in the page). */
  name: string;
  /** The accessible name of the search landmark. */
  title: MessageKey;
  fields: readonly KitField<F>[];
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  onSearch: (filter: Partial<F>) => void;
}

/**
 * The search form of a list page: one row collapsed, every field expanded; the page sizes the table
 * from the number of rows (SPEC 9). Blank fields are left out of the filter.
 */
export function SearchForm<F extends object>({ name, title, fields, expanded, onExpandedChange, onSearch }: SearchFormProps<F>) {
  const t = useT();
  const [form] = Form.useForm<F>();
  const perRow = useFieldsPerRow();
  const shown = expanded ? fields.length : collapsedCount(perRow);
  const span = 24 / perRow;

  return (
    <Form<F>
      form={form}
      name={name}
      aria-label={t(title)}
      labelCol={{ flex: '88px' }}
      labelWrap
      onFinish={(values) => onSearch(cleanFilter(values))}
      role="search"
    >
      <Row gutter={16}>
        {fields.map((field, index) => (
          // Collapsed fields stay mounted (hidden), so their values survive folding the form.
          <Col key={field.name} span={span} style={index < shown ? undefined : { display: 'none' }}>
            <Form.Item name={field.name as never} label={t(field.label)} style={{ marginBottom: 16 }}>
              <FieldControl field={field} placeholder={field.kind === 'text' ? t('pageKit.search.contains') : t('pageKit.search.any')} />
            </Form.Item>
          </Col>
        ))}
        <Col span={span} style={{ marginInlineStart: 'auto', textAlign: 'end' }}>
          <Space wrap>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              {t('pageKit.search.submit')}
            </Button>
            <Button
              icon={<ReloadOutlined />}
              onClick={() => {
                form.resetFields();
                onSearch({});
              }}
            >
              {t('pageKit.search.reset')}
            </Button>
            {fields.length > collapsedCount(perRow) && (
              <Button type="link" aria-expanded={expanded} onClick={() => onExpandedChange(!expanded)} icon={expanded ? <UpOutlined /> : <DownOutlined />}>
                {expanded ? t('pageKit.search.collapse') : t('pageKit.search.expand')}
              </Button>
            )}
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
