import { Alert, Card, Col, Input, Menu, Row, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { type MessageKey, useT } from '../../../i18n/i18n.ts';
import { type DictEntry, dictNames, dictTagColour, useDict } from '../../../lib/dicts.ts';
import '../messages.ts';

const known: readonly string[] = Object.values(dictNames);

/** The catalogue name of a known dictionary; the raw name for the others. */
function useDictTitle() {
  const t = useT();
  return (name: string) => (known.includes(name) ? t(`dicts.name.${name}` as MessageKey) : name);
}

function Entries({ name }: { name: string }) {
  const t = useT();
  const title = useDictTitle();
  const { dict, loading } = useDict(name);
  const [find, setFind] = useState('');
  const text = find.trim();
  // SPEC 3: the loader indexes entries by value and by label; the finder uses both indexes.
  const match = text ? (dict?.byValue.get(text) ?? dict?.byLabel.get(text)) : undefined;

  const columns: ColumnsType<DictEntry> = [
    { title: t('dicts.col.sort'), dataIndex: 'dictSort', width: 80 },
    { title: t('dicts.col.value'), dataIndex: 'value', width: 140 },
    { title: t('dicts.col.label'), dataIndex: 'label' },
    { title: t('dicts.col.preview'), key: 'preview', render: (_, entry) => <Tag color={dictTagColour(entry)}>{entry.label}</Tag> },
    { title: t('dicts.col.cssClass'), dataIndex: 'cssClass', width: 120, render: (value: string | undefined) => value || '-' },
    {
      title: t('dicts.col.enabled'),
      dataIndex: 'enabled',
      width: 90,
      render: (enabled: boolean | undefined) => (enabled === false ? <Tag>{t('dicts.disabled')}</Tag> : <Tag color="success">{t('dicts.enabled')}</Tag>),
    },
  ];

  return (
    <>
      <Input.Search
        allowClear
        aria-label={t('dicts.findPlaceholder')}
        placeholder={t('dicts.findPlaceholder')}
        style={{ maxWidth: 320, marginBottom: 12 }}
        onSearch={setFind}
        onChange={(event) => {
          if (event.target.value === '') setFind('');
        }}
      />
      {text !== '' && (
        <Alert
          style={{ marginBottom: 12 }}
          type={match ? 'success' : 'warning'}
          showIcon
          title={match ? t('dicts.found', { value: match.value, label: match.label }) : t('dicts.notFound', { text })}
        />
      )}
      <Table<DictEntry>
        aria-label={t('dicts.table', { name: title(name) })}
        size="small"
        rowKey="id"
        loading={loading}
        columns={columns}
        dataSource={dict ? [...dict.entries] : []}
        pagination={false}
        rowClassName={(entry) => (entry === match ? 'ant-table-row-selected' : '')}
        locale={{ emptyText: t('dicts.empty', { name }) }}
        scroll={{ y: 560 }}
      />
    </>
  );
}

/** SPEC 3, 7: the dictionary browser (kernel/dict/index): every known dictionary, sorted and indexed. */
export default function DictPage() {
  const t = useT();
  const title = useDictTitle();
  const [name, setName] = useState<string>(dictNames.status);
  const { dict } = useDict(name);

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={7} lg={5}>
        <Card title={t('dicts.list')} styles={{ body: { padding: 8 } }}>
          <Input.Search
            aria-label={t('dicts.lookupPlaceholder')}
            placeholder={t('dicts.lookupPlaceholder')}
            enterButton={t('dicts.lookup')}
            style={{ marginBottom: 8 }}
            onSearch={(value) => {
              if (value.trim() !== '') setName(value.trim());
            }}
          />
          <Menu
            aria-label={t('dicts.list')}
            mode="inline"
            selectedKeys={[name]}
            style={{ borderInlineEnd: 'none' }}
            onClick={({ key }) => setName(key)}
            items={known.map((item) => ({ key: item, label: `${title(item)} · ${item}` }))}
          />
        </Card>
      </Col>
      <Col xs={24} md={17} lg={19}>
        <Card
          title={
            <span>
              {title(name)} <Typography.Text type="secondary">{name}</Typography.Text>
            </span>
          }
          extra={t('dicts.entries', { count: dict?.entries.length ?? 0 })}
        >
          <Entries key={name} name={name} />
        </Card>
      </Col>
    </Row>
  );
}
