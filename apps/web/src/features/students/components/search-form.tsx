import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, Form, Grid, Input, InputNumber, Row, Space } from 'antd';
import { DictSelect } from '../../../components/dict-select.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { cleanFilter, fieldDicts, type StudentFilter } from '../lib/fields.ts';
import { searchFormRows } from '../lib/table-height.ts';
import '../messages.ts';

export type SearchFieldKey = keyof StudentFilter;

/** The search form of the records page: text fields first, then the dictionary selects. */
export const allSearchFields: SearchFieldKey[] = [
  'xm', 'xykh', 'xydm', 'xjzt', 'zydm', 'pycc', 'xwlx', 'xxxs', 'lb', 'xb', 'zzmm', 'rxnj', 'hdzt', 'bdzt', 'dsgh', 'keyword',
];

/** Fields to a row: four on wide screens, two on tablets, one on phones. */
export function useFieldsPerRow(): number {
  const screens = Grid.useBreakpoint();
  return screens.xl ? 4 : screens.md ? 2 : 1;
}

/** Rows beyond the first (SPEC 9 table height) of a form with these fields, collapsed or not. */
export function extraSearchRows(fieldCount: number, perRow: number, expanded: boolean): number {
  const shown = expanded ? fieldCount : Math.min(fieldCount, collapsedCount(perRow));
  return searchFormRows(shown, perRow) - 1;
}

/** Collapsed, the form keeps the fields that fit next to the buttons on one row (at least one). */
function collapsedCount(perRow: number): number {
  return Math.max(1, perRow - 1);
}

export interface SearchFormProps {
  fields?: SearchFieldKey[];
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  onSearch: (filter: StudentFilter) => void;
}

/**
 * The control of one field. Form.Item injects id, value and onChange into its child; they pass straight
 * through to whichever control renders (typed `never` because their types differ per control).
 */
function FieldInput({ field, ...control }: { field: SearchFieldKey; id?: string; value?: never; onChange?: never }) {
  const t = useT();
  if (field === 'rxnj') return <InputNumber<number> {...control} min={1950} max={2100} precision={0} style={{ width: '100%' }} placeholder={t('students.search.any')} />;
  if (field in fieldDicts) {
    return <DictSelect {...control} dict={fieldDicts[field as keyof typeof fieldDicts]} placeholder={t('students.search.any')} />;
  }
  return <Input {...control} allowClear placeholder={field === 'keyword' ? t('students.search.keywordHint') : t('students.search.contains')} maxLength={100} />;
}

/**
 * The records search form: one row collapsed, every field expanded; the parent sizes the table from
 * the number of rows (SPEC 9). Selects come from the dictionaries.
 */
export function SearchForm({ fields = allSearchFields, expanded, onExpandedChange, onSearch }: SearchFormProps) {
  const t = useT();
  const [form] = Form.useForm<StudentFilter>();
  const perRow = useFieldsPerRow();
  const shown = expanded ? fields : fields.slice(0, collapsedCount(perRow));
  const span = 24 / perRow;

  return (
    <Form<StudentFilter>
      form={form}
      name="student-search"
      aria-label={t('students.search.title')}
      labelCol={{ flex: '88px' }}
      labelWrap
      onFinish={(values) => onSearch(cleanFilter(values))}
      role="search"
    >
      <Row gutter={16}>
        {fields.map((field) => (
          // Collapsed fields stay mounted (hidden), so their values survive folding the form.
          <Col key={field} span={span} style={shown.includes(field) ? undefined : { display: 'none' }}>
            <Form.Item name={field} label={t(`students.field.${field}`)} style={{ marginBottom: 16 }}>
              <FieldInput field={field} />
            </Form.Item>
          </Col>
        ))}
        <Col span={span} style={{ marginInlineStart: 'auto', textAlign: 'end' }}>
          <Space wrap>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              {t('students.search.submit')}
            </Button>
            <Button
              icon={<ReloadOutlined />}
              onClick={() => {
                form.resetFields();
                onSearch({});
              }}
            >
              {t('students.search.reset')}
            </Button>
            {fields.length > collapsedCount(perRow) && (
              <Button type="link" aria-expanded={expanded} onClick={() => onExpandedChange(!expanded)} icon={expanded ? <UpOutlined /> : <DownOutlined />}>
                {expanded ? t('students.search.collapse') : t('students.search.expand')}
              </Button>
            )}
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
