import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useDownload } from '../../../components/use-download.tsx';
import { useT } from '../../../i18n/i18n.ts';
import { useImportCandidates } from '../api/import-candidates.ts';
import type { AdmissionLevel, ImportReport } from '../api/keys.ts';
import '../messages.ts';

/** SPEC 5/9: 5 MB per file (the server answers 413 above it too). */
const MAX_BYTES = 5 * 1024 * 1024;
const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Refusal = ImportReport['refused'][number];

/**
 * The Excel import: the template to fill in, one workbook to choose, then the server's report: how
 * many rows were imported and, row by row, each refused one with every reason (nothing half-imported).
 */
export function ImportDialog({ level, open, onClose }: { level: AdmissionLevel; open: boolean; onClose: () => void }) {
  const t = useT();
  const [file, setFile] = useState<File | undefined>(undefined);
  const [tooBig, setTooBig] = useState(false);
  const [report, setReport] = useState<ImportReport | undefined>(undefined);
  const importing = useImportCandidates();
  const { run, busy } = useDownload();

  const close = () => {
    setFile(undefined);
    setReport(undefined);
    setTooBig(false);
    importing.reset();
    onClose();
  };
  const submit = () => {
    if (!file) return;
    importing.mutate({ file, level }, { onSuccess: (data) => setReport(data) });
  };

  return (
    <Modal
      open={open}
      title={t(`admissions.import.title.${level}`)}
      width={760}
      onCancel={close}
      destroyOnHidden
      footer={
        report ? (
          <Button type="primary" onClick={close}>
            {t('admissions.import.done')}
          </Button>
        ) : (
          <Space>
            <Button onClick={close}>{t('common.cancel')}</Button>
            <Button type="primary" disabled={!file} loading={importing.isPending} onClick={submit}>
              {t('admissions.import.submit')}
            </Button>
          </Space>
        )
      }
    >
      {report ? (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Alert
            type={report.refused.length > 0 ? 'warning' : 'success'}
            showIcon
            role="status"
            title={t('admissions.import.result', { imported: report.imported, refused: report.refused.length })}
          />
          {report.refused.length > 0 && (
            <Table<Refusal>
              size="small"
              rowKey="row"
              aria-label={t('admissions.import.refusedTable')}
              pagination={false}
              scroll={{ y: 320 }}
              dataSource={report.refused}
              columns={[
                { key: 'row', dataIndex: 'row', title: t('admissions.import.row'), width: 70 },
                { key: 'ksbh', dataIndex: 'ksbh', title: t('admissions.field.ksbh'), width: 160 },
                { key: 'xm', dataIndex: 'xm', title: t('admissions.field.xm'), width: 100 },
                {
                  key: 'reasons',
                  title: t('admissions.import.reasons'),
                  render: (_, row) => (
                    <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                      {row.reasons.map((reason) => (
                        <li key={reason}>{reason}</li>
                      ))}
                    </ul>
                  ),
                },
              ]}
            />
          )}
        </Space>
      ) : (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            {t('admissions.import.hint')}{' '}
            <Button
              type="link"
              icon={<DownloadOutlined />}
              loading={busy === 'template'}
              onClick={() => void run('template', t('admissions.import.template'), '/cloud-xj/api/zs/lq/template', { query: { level } })}
            >
              {t('admissions.import.template')}
            </Button>
          </Typography.Paragraph>
          <Upload.Dragger
            accept={XLSX}
            maxCount={1}
            fileList={file ? [{ uid: 'workbook', name: file.name, status: 'done', size: file.size }] : []}
            beforeUpload={(chosen) => {
              const big = chosen.size > MAX_BYTES;
              setTooBig(big);
              setFile(big ? undefined : chosen);
              // Nothing is sent until the user presses import.
              return false;
            }}
            onRemove={() => setFile(undefined)}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('admissions.import.choose')}</p>
            <p className="ant-upload-hint">{t('admissions.import.limits')}</p>
          </Upload.Dragger>
          {tooBig && <Alert type="error" showIcon title={t('admissions.import.tooBig')} />}
        </Space>
      )}
    </Modal>
  );
}
