import { Alert, Button, Card, Flex, Grid, Result, Select, Skeleton, Space, Table, Tabs, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { KitColumn } from '../../../components/page-kit/data-table.tsx';
import type { CustomControlProps, KitField } from '../../../components/page-kit/field-control.tsx';
import { ListPage, type ListQuery, type ListResult } from '../../../components/page-kit/list-page.tsx';
import { useAccess } from '../../../components/permission.tsx';
import type { Language } from '../../../config/settings.ts';
import { type Translate, useLanguage, useT } from '../../../i18n/i18n.ts';
import { useConfigHistory, useConfigItems, useConfigTerms } from '../api/config.ts';
import type { ConfigChange, ConfigItem, HistoryQuery, Term } from '../api/keys.ts';
import { ConfigValueView, itemDescription, itemName, valueText } from '../components/config-value.tsx';
import { paths } from '../../../config/paths.ts';
import '../messages.ts';
import './config.css';

/** The page's sections in the order the graduate school reads them; a group the page does not know comes last. */
const GROUPS = ['term', 'window', 'xyjxj', 'lwps', 'dbjl', 'sq'] as const;
type KnownGroup = (typeof GROUPS)[number];
const isKnownGroup = (group: string): group is KnownGroup => (GROUPS as readonly string[]).includes(group);

const TABS = ['items', 'history'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => value !== null && (TABS as readonly string[]).includes(value);

function groupTitle(t: Translate, group: string): string {
  return isKnownGroup(group) ? t(`sjpz.group.${group}`) : t('sjpz.group.other');
}

function grouped(items: readonly ConfigItem[]): [string, ConfigItem[]][] {
  const groups = new Map<string, ConfigItem[]>();
  for (const item of items) groups.set(item.group, [...(groups.get(item.group) ?? []), item]);
  const rank = (group: string) => (isKnownGroup(group) ? GROUPS.indexOf(group) : GROUPS.length);
  return [...groups.entries()].sort(([a], [b]) => rank(a) - rank(b));
}

function NameCell({ item, language }: { item: ConfigItem; language: Language }) {
  return (
    <Space orientation="vertical" size={0}>
      <Typography.Text strong>{itemName(language, item)}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {itemDescription(language, item)}
      </Typography.Text>
    </Space>
  );
}

/** One group's items: a table on a wide screen, a list of cards on a phone. */
function GroupItems({ items, terms, canEdit }: { items: ConfigItem[]; terms: readonly Term[] | undefined; canEdit: boolean }) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const phone = Grid.useBreakpoint().md === false;
  const edit = (item: ConfigItem) => (
    <Button
      type="link"
      size="small"
      aria-label={t('sjpz.editLabel', { name: itemName(language, item) })}
      onClick={() => void navigate(paths.configForm(item.key))}
    >
      {t('sjpz.edit')}
    </Button>
  );
  const changed = (item: ConfigItem) => t('sjpz.by', { name: item.updateByName, time: item.updateTime });

  if (phone) {
    // One block per item, stacked: a phone has no room for the columns.
    return (
      <ul className="sjpz-items">
        {items.map((item) => (
          <li key={item.key}>
            <NameCell item={item} language={language} />
            <ConfigValueView shape={item} value={item.value} terms={terms} />
            <Flex justify="space-between" align="center" gap={8} wrap>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {changed(item)}
              </Typography.Text>
              {canEdit && edit(item)}
            </Flex>
          </li>
        ))}
      </ul>
    );
  }
  const columns: ColumnsType<ConfigItem> = [
    { key: 'name', title: t('sjpz.field.name'), width: '40%', render: (_, item) => <NameCell item={item} language={language} /> },
    { key: 'value', title: t('sjpz.field.value'), render: (_, item) => <ConfigValueView shape={item} value={item.value} terms={terms} /> },
    { key: 'updated', title: t('sjpz.field.updated'), width: 240, render: (_, item) => changed(item) },
    ...(canEdit ? [{ key: 'actions', title: '', width: 90, render: (_: unknown, item: ConfigItem) => edit(item) }] : []),
  ];
  return <Table<ConfigItem> rowKey="key" columns={columns} dataSource={items} pagination={false} size="middle" />;
}

function ItemsTab({ items, terms, canEdit }: { items: readonly ConfigItem[]; terms: readonly Term[] | undefined; canEdit: boolean }) {
  const t = useT();
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {!canEdit && <Alert type="info" showIcon title={t('sjpz.readOnly')} />}
      {grouped(items).map(([group, rows]) => (
        <Card key={group} title={groupTitle(t, group)} size="small" role="region" aria-label={groupTitle(t, group)}>
          <GroupItems items={rows} terms={terms} canEdit={canEdit} />
        </Card>
      ))}
    </Space>
  );
}

type HistoryFilter = Pick<HistoryQuery, 'key'>;
interface HistoryRow extends ConfigChange {
  itemLabel: string;
  change: string;
}

/** The item filter: every item by name in the page's language. */
function ItemSelect({ items, ...control }: CustomControlProps & { items: readonly ConfigItem[] }) {
  const t = useT();
  const language = useLanguage();
  const { id, value, onChange, disabled } = control as { id?: string; value?: string; onChange?: (value: string | undefined) => void; disabled?: boolean };
  return (
    <Select<string>
      id={id}
      value={value}
      onChange={(next) => onChange?.(next)}
      disabled={disabled}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('sjpz.history.anyItem')}
      options={items.map((item) => ({ value: item.key, label: itemName(language, item) }))}
    />
  );
}

const historyColumns: readonly KitColumn<HistoryRow>[] = [
  { key: 'itemLabel', title: 'sjpz.field.item', width: 220, fixed: 'left' },
  { key: 'change', title: 'sjpz.field.change', width: 380 },
  { key: 'updateByName', title: 'sjpz.field.updateBy', width: 140 },
  { key: 'updateTime', title: 'sjpz.field.updateTime', width: 170 },
];

/** A page of changes, each change said with the values read by the item's type. */
function useHistoryRows(
  { filter, current, size }: ListQuery<HistoryFilter, string>,
  byKey: ReadonlyMap<string, ConfigItem>,
  terms: readonly Term[] | undefined,
): ListResult<HistoryRow> {
  const t = useT();
  const language = useLanguage();
  const result = useConfigHistory({ ...(filter.key ? { key: filter.key } : {}), current, size });
  const data = useMemo(() => {
    if (!result.data) return result.data;
    const records = result.data.records.map((change): HistoryRow => {
      const shape = { type: change.type, options: byKey.get(change.key)?.options };
      const old = valueText(t, language, shape, change.oldValue, terms);
      const next = valueText(t, language, shape, change.newValue, terms);
      return { ...change, itemLabel: language === 'en' ? change.nameEn : change.name, change: `${old} → ${next}` };
    });
    return { records, total: result.data.total };
  }, [result.data, byKey, t, language, terms]);
  return { data, isFetching: result.isFetching, isError: result.isError, refetch: result.refetch };
}

/** Every change, newest first, filtered by item: old -> new, who and when. */
function HistoryTab({ items, terms }: { items: readonly ConfigItem[]; terms: readonly Term[] | undefined }) {
  const t = useT();
  const byKey = useMemo(() => new Map(items.map((item) => [item.key, item])), [items]);
  const fields: readonly KitField<HistoryFilter>[] = useMemo(
    () => [{ name: 'key', label: 'sjpz.field.item', kind: 'custom', render: (control) => <ItemSelect items={items} {...control} /> }],
    [items],
  );
  const useRows = (query: ListQuery<HistoryFilter, string>) => useHistoryRows(query, byKey, terms);
  return (
    <ListPage<HistoryRow, HistoryFilter>
      search={{ name: 'sjpz-history-search', title: 'sjpz.history.search', fields }}
      useRows={useRows}
      title={(total) => t('sjpz.history.total', { total })}
      table={{
        label: 'sjpz.history.table',
        rowKey: 'id',
        columns: historyColumns,
        storageKey: 'gs-sjpz-history-columns',
        sortable: false,
        empty: 'sjpz.history.empty',
      }}
    />
  );
}

/**
 * 数据配置 (kernel/sjpz/index, /system/sjpz): the typed items by group, each value read by its type (a window
 * as its days and whether it is open now, a term by name, a choice by its label) with who changed it last
 * and when, 修改 for those who may change it (the form at /sjpz/form?key=), and the change history filtered
 * by item (old -> new, who, when).
 */
export default function ConfigListPage() {
  const t = useT();
  const { hasPermission } = useAccess();
  const canEdit = hasPermission(['kernel:sjpz:edit']);
  const canReadHistory = hasPermission(['kernel:sjpz:list']);
  const items = useConfigItems();
  const terms = useConfigTerms(true);
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = isTab(asked) && (asked !== 'history' || canReadHistory) ? asked : 'items';

  if (items.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (!items.data)
    return (
      <Result
        status="error"
        title={t('sjpz.loadFailed')}
        extra={
          <Button type="primary" onClick={() => void items.refetch()}>
            {t('sjpz.retry')}
          </Button>
        }
      />
    );
  const list = items.data;
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setParams(key === 'items' ? {} : { tab: key }, { replace: true })}
      aria-label={t('sjpz.title')}
      destroyOnHidden
      items={[
        { key: 'items', label: t('sjpz.tab.items'), children: <ItemsTab items={list} terms={terms.data} canEdit={canEdit} /> },
        ...(canReadHistory ? [{ key: 'history', label: t('sjpz.tab.history'), children: <HistoryTab items={list} terms={terms.data} /> }] : []),
      ]}
    />
  );
}
