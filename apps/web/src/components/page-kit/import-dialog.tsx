import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { DownloadOptions } from '@gs/sdk/files';
import { Alert, Button, Space, Table, Typography, Upload } from 'antd';
import { type ReactNode, useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { useDownload } from '../use-download.tsx';
import { Dialog } from './dialog.tsx';
import '../../i18n/messages/page-kit.ts';

/** SPEC 5/9: 5 MB per file (the server answers 413 above it too). */
const MAX_BYTES = 5 * 1024 * 1024;
const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A row of the workbook the server did not import: its number in the sheet and every reason. */
export interface RefusedRow {
  row: number;
  reasons: string[];
}

/** What an Excel import answers (admissions, the course library): rows imported, and each refused one. */
export interface ImportReport<R extends RefusedRow> {
  imported: number;
  refused: R[];
}

/** A column of the refused rows' table that says which record the row was (a code, a name). */
export interface RefusedColumn<R> {
  key: Extract<keyof R, string>;
  title: string;
  width: number;
}

export interface ImportDialogProps<R extends RefusedRow> {
  open: boolean;
  title: ReactNode;
  /** How to fill in the template (which columns take codes), above the template's link. */
  hint: ReactNode;
  /** The blob call of the template workbook. */
  template: { path: string; options?: DownloadOptions };
  /** Columns of the refused rows beside the row number and the reasons. */
  columns: readonly RefusedColumn<R>[];
  /** Sends the workbook; the answer is the report (a rejection: the client has shown why). */
  onImport: (file: File) => Promise<ImportReport<R>>;
  importing: boolean;
  onClose: () => void;
}

/**
 * The Excel import of a list page: the template to fill in, one workbook to choose (nothing is sent
 * before the press of import), then the server's report: how many rows were imported and, row by row,
 * each refused one with every reason (a row is imported whole or not at all).
 */
export function ImportDialog<R extends RefusedRow>({ open, title, hint, template, columns, onImport, importing, onClose }: ImportDialogProps<R>) {
  const t = useT();
  const [file, setFile] = useState<File | undefined>(undefined);
  const [tooBig, setTooBig] = useState(false);
  const [report, setReport] = useState<ImportReport<R> | undefined>(undefined);
  const { run, busy } = useDownload();

  const close = () => {
    setFile(undefined);
    setReport(undefined);
    setTooBig(false);
    onClose();
  };
  const submit = () => {
    if (!file) return;
    onImport(file).then(setReport, () => undefined);
  };

  return (
    <Dialog
      open={open}
      title={title}
      width={760}
      onCancel={close}
      destroyOnHidden
      footer={
        report ? (
          <Button type="primary" onClick={close}>
            {t('pageKit.import.done')}
          </Button>
        ) : (
          <Space>
            <Button onClick={close}>{t('common.cancel')}</Button>
            <Button type="primary" disabled={!file} loading={importing} onClick={submit}>
              {t('pageKit.import.submit')}
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
            title={t('pageKit.import.result', { imported: report.imported, refused: report.refused.length })}
          />
          {report.refused.length > 0 && (
            <Table<R>
              size="small"
              rowKey="row"
              aria-label={t('pageKit.import.refusedTable')}
              pagination={false}
              scroll={{ y: 320 }}
              dataSource={report.refused}
              columns={[
                { key: 'row', dataIndex: 'row', title: t('pageKit.import.row'), width: 70 },
                ...columns.map((column) => ({ key: column.key, dataIndex: column.key, title: column.title, width: column.width })),
                {
                  key: 'reasons',
                  title: t('pageKit.import.reasons'),
                  render: (_: unknown, row: R) => (
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
            {hint}{' '}
            <Button
              type="link"
              icon={<DownloadOutlined />}
              loading={busy === 'template'}
              onClick={() => void run('template', t('pageKit.import.template'), template.path, template.options)}
            >
              {t('pageKit.import.template')}
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
            <p className="ant-upload-text">{t('pageKit.import.choose')}</p>
            <p className="ant-upload-hint">{t('pageKit.import.limits')}</p>
          </Upload.Dragger>
          {tooBig && <Alert type="error" showIcon title={t('pageKit.import.tooBig')} />}
        </Space>
      )}
    </Dialog>
  );
}
