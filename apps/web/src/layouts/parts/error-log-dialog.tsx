import { Button, Empty, Space, Table, Typography } from 'antd';
import { useT } from '../../i18n/i18n.ts';
import { type ErrorLogEntry, useErrorLog } from '../../lib/error-log.ts';
import { Dialog } from '../../components/page-kit/dialog.tsx';
import '../../i18n/messages/layouts.ts';

const searchEngines = [
  { name: 'errorLog.engine.google', url: (q: string) => `https://www.google.com/search?q=${encodeURIComponent(q)}` },
  { name: 'errorLog.engine.bing', url: (q: string) => `https://www.bing.com/search?q=${encodeURIComponent(q)}` },
  { name: 'errorLog.engine.baidu', url: (q: string) => `https://www.baidu.com/s?wd=${encodeURIComponent(q)}` },
] as const;

/** SPEC 2 + 8: the development error log: route, message, stack and web-search links per error. */
export default function ErrorLogDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const entries = useErrorLog((s) => s.entries);
  return (
    <Dialog open={open} onCancel={onClose} title={t('errorLog.title')} width={900} footer={<Button onClick={onClose}>{t('common.close')}</Button>}>
      {entries.length === 0 ? (
        <Empty description={t('errorLog.empty')} />
      ) : (
        <Table<ErrorLogEntry>
          rowKey="id"
          size="small"
          dataSource={entries}
          pagination={{ pageSize: 5 }}
          columns={[
            { title: t('errorLog.time'), dataIndex: 'time', width: 180 },
            { title: t('errorLog.route'), dataIndex: 'route', width: 160 },
            {
              title: t('errorLog.message'),
              dataIndex: 'message',
              render: (text: string, entry) => (
                <Space orientation="vertical" size={4}>
                  <Typography.Text type="danger">{text}</Typography.Text>
                  <details>
                    <summary>{t('errorLog.stack')}</summary>
                    <pre style={{ whiteSpace: 'pre-wrap', fontSize: 12, maxHeight: 200, overflow: 'auto' }}>{entry.stack}</pre>
                  </details>
                </Space>
              ),
            },
            {
              title: t('errorLog.search'),
              width: 150,
              render: (_: unknown, entry) => (
                <Space wrap>
                  {searchEngines.map((engine) => (
                    <a key={engine.name} href={engine.url(entry.message)} target="_blank" rel="noopener noreferrer">
                      {t(engine.name)}
                    </a>
                  ))}
                </Space>
              ),
            },
          ]}
        />
      )}
    </Dialog>
  );
}
