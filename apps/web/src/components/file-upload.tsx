import {
  DeleteOutlined,
  DownloadOutlined,
  FileExcelOutlined,
  FileImageOutlined,
  FileOutlined,
  FilePdfOutlined,
  FilePptOutlined,
  FileTextOutlined,
  FileWordOutlined,
  FileZipOutlined,
  LoadingOutlined,
  SoundOutlined,
  UploadOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { formatFileSize } from '@gs/sdk/files';
import type { components } from '@gs/sdk/schema';
import { App, Button, Space, Tag, Upload, type UploadFile } from 'antd';
import { type ReactNode, type Ref, useEffect, useEffectEvent, useImperativeHandle, useRef, useState } from 'react';
import { settings } from '../config/settings.ts';
import { useT } from '../i18n/i18n.ts';
import { api } from '../lib/api.ts';
import { type FileKind, acceptedCount, fileKind, fileKindColours, isTooLarge } from '../lib/file-types.ts';
import { useFilePreview } from './file-preview.tsx';
import { useDownload } from './use-download.tsx';
import '../i18n/messages/file-items.ts';

/** A file the server holds (SPEC 3 stored file: id, realName, fileSize). */
export type UploadedFile = Pick<components['schemas']['StoredFile'], 'id' | 'realName' | 'fileSize'>;

/** An item of antd's list; `response` is the stored file once uploaded. */
type Item = UploadFile<UploadedFile>;

export interface FileUploadProps {
  /** The file input's id, which a form item's label points at (Form.Item passes it). */
  id?: string;
  /** The files already on the server (controlled); they show as uploaded. */
  value?: readonly UploadedFile[];
  /** Every change of the uploaded list: the uploaded items, in order. */
  onChange?: (files: UploadedFile[]) => void;
  /** SPEC 5: how many files at most (default 1); multi-select only above 1; the button is disabled at the limit. */
  multiple?: number;
  /** SPEC 5/9: per file, default 5 MB. */
  maxSizeMb?: number;
  /** Upload as soon as picked (default), or keep items ready until `submit()` (SPEC 4). */
  autoUpload?: boolean;
  accept?: string;
  /** SPEC 7 form fields of `kernel/storage`. */
  modules?: string;
  biz?: string;
  /** Another upload endpoint (SPEC 7: photos, thesis review, ...) and the form fields it reads. */
  url?: string;
  fields?: Readonly<Record<string, string>>;
  disabled?: boolean;
  /** Text of the select button. */
  buttonText?: string;
  ref?: Ref<FileUploadHandle>;
}

export interface FileUploadHandle {
  /** Uploads every item not uploaded yet; resolves with the whole uploaded list. */
  submit(): Promise<UploadedFile[]>;
}

const kindIcons: Record<FileKind, ReactNode> = {
  image: <FileImageOutlined />,
  pdf: <FilePdfOutlined />,
  word: <FileWordOutlined />,
  excel: <FileExcelOutlined />,
  ppt: <FilePptOutlined />,
  archive: <FileZipOutlined />,
  text: <FileTextOutlined />,
  audio: <SoundOutlined />,
  video: <VideoCameraOutlined />,
  other: <FileOutlined />,
};

export function FileKindIcon({ name, size = 18 }: { name: string; size?: number }) {
  const kind = fileKind(name);
  return (
    <span aria-hidden="true" data-kind={kind} style={{ color: fileKindColours[kind], fontSize: size, lineHeight: 1 }}>
      {kindIcons[kind]}
    </span>
  );
}

/** SPEC 4 names of antd's states: an item antd holds without a status is `ready`, `done` is `success`. */
const statusOf = (item: Item) => (item.status === 'done' ? 'success' : item.status === 'uploading' || item.status === 'error' ? item.status : 'ready');
const statusColours = { ready: 'default', uploading: 'processing', success: 'success', error: 'error' } as const;

const fromStored = (stored: UploadedFile): Item => ({
  uid: `stored-${stored.id}`,
  name: stored.realName,
  size: stored.fileSize,
  status: 'done',
  response: stored,
});
const uploadedOf = (items: readonly Item[]): UploadedFile[] => items.flatMap((item) => (item.status === 'done' && item.response ? [item.response] : []));
const sameIds = (a: readonly UploadedFile[], b: readonly UploadedFile[]) => a.length === b.length && a.every((file, index) => file.id === b[index]?.id);

/**
 * The one upload component of the app (SPEC 4, 5, 8) on antd Upload's own controlled list: size and
 * count limits, auto or manual submit, ready -> success items, preview and download of uploaded items
 * only, thumbnails, icons and colours by type, and the SPEC 8 messages. A Form.Item control (value / onChange).
 */
export function FileUpload({ ref, ...props }: FileUploadProps) {
  const t = useT();
  const { message } = App.useApp();
  const limit = Math.max(1, props.multiple ?? settings.upload.defaultCount);
  const maxSizeMb = props.maxSizeMb ?? settings.upload.maxSizeMb;
  const autoUpload = props.autoUpload ?? true;
  const [fileList, setFileList] = useState<Item[]>(() => (props.value ?? []).map(fromStored));
  /** Uploads started by `submit()`, so removing their item cancels them (antd aborts its own). */
  const manual = useRef(new Map<string, AbortController>());
  const { open: openPreview, node: previewNode } = useFilePreview();
  const { run: runDownload } = useDownload();

  // A new value from outside (a form reset, an edited record loaded) replaces the uploaded items;
  // adjusted while rendering, as React recommends for state that follows a prop.
  const [seenValue, setSeenValue] = useState(props.value);
  if (props.value !== seenValue) {
    setSeenValue(props.value);
    const value = props.value ?? [];
    if (!sameIds(value, uploadedOf(fileList))) setFileList([...value.map(fromStored), ...fileList.filter((item) => item.status !== 'done')]);
  }

  // Every change of the uploaded list goes out once, after it is on screen. Controlled, the list is
  // compared with what the parent holds (its value catching up is no change); uncontrolled, with what
  // was sent last.
  const uploaded = uploadedOf(fileList);
  const uploadedIds = uploaded.map((file) => file.id).join('\n');
  const lastSent = useRef<readonly UploadedFile[]>(props.value ?? []);
  const emit = useEffectEvent(() => {
    const held = props.value ?? lastSent.current;
    lastSent.current = uploaded;
    if (!sameIds(uploaded, held)) props.onChange?.(uploaded);
  });
  useEffect(() => emit(), [uploadedIds]);

  /** One file through the SDK (SPEC 7); a failure carries the server's message (SPEC 8), already shown by the client. */
  const send = async (file: Blob, name: string, signal: AbortSignal): Promise<UploadedFile> => {
    try {
      const { id, realName, fileSize } = await api.upload({
        file,
        filename: name,
        modules: props.modules,
        biz: props.biz,
        url: props.url,
        fields: props.fields,
        signal,
      });
      message.success(t('files.upload.uploaded', { name }));
      return { id, realName, fileSize };
    } catch (error) {
      throw new Error(t('files.upload.failed', { message: error instanceof Error ? error.message : String(error) }), { cause: error });
    }
  };

  const patch = (uid: string, change: Partial<Item>) => setFileList((list) => list.map((item) => (item.uid === uid ? { ...item, ...change } : item)));

  const submit = async (): Promise<UploadedFile[]> => {
    const result: UploadedFile[] = [];
    for (const item of fileList) {
      if (item.response) result.push(item.response);
      if (item.status === 'done' || item.status === 'uploading' || !item.originFileObj) continue;
      const controller = new AbortController();
      manual.current.set(item.uid, controller);
      patch(item.uid, { status: 'uploading', error: undefined });
      try {
        const stored = await send(item.originFileObj, item.name, controller.signal);
        patch(item.uid, { status: 'done', response: stored });
        result.push(stored);
      } catch (error) {
        patch(item.uid, { status: 'error', error });
      } finally {
        manual.current.delete(item.uid);
      }
    }
    return result;
  };
  useImperativeHandle(ref, () => ({ submit }));

  const full = fileList.length >= limit;
  const disabled = props.disabled ?? false;
  const buttonText = props.buttonText ?? t('files.upload.select');

  return (
    <div className="gs-file-upload">
      <Upload<UploadedFile>
        id={props.id}
        listType="picture"
        accept={props.accept}
        multiple={limit > 1}
        disabled={disabled}
        // At the limit only the picker closes: antd's `disabled` would also lock the remove buttons.
        openFileDialogOnClick={!full}
        fileList={fileList}
        onChange={({ fileList: next }) => setFileList(next)}
        beforeUpload={(file, picked) => {
          if (isTooLarge(file.size, maxSizeMb)) {
            message.error(t('files.upload.maxSize', { n: maxSizeMb }));
            return Upload.LIST_IGNORE;
          }
          // SPEC 5: the first picked files up to the count limit; the rest are refused once, here and
          // not by antd's `maxCount`, which would still send them. antd asks for every picked file
          // before the list re-renders, so `fileList` is the list as it was when they were picked.
          const index = picked.indexOf(file);
          const slots = acceptedCount(fileList.length, picked.length, limit);
          if (index >= slots) {
            if (index === slots) message.warning(t('files.upload.maxCount', { n: limit }));
            return Upload.LIST_IGNORE;
          }
          // `false` keeps the item ready until `submit()`.
          return autoUpload;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          const controller = new AbortController();
          if (typeof file !== 'string') void send(file, 'name' in file ? file.name : '', controller.signal).then((stored) => onSuccess?.(stored), onError);
          return { abort: () => controller.abort() };
        }}
        onRemove={(item) => {
          manual.current.get(item.uid)?.abort();
          // SPEC 8: removal is a warning.
          message.warning(t('files.upload.removed'));
        }}
        // SPEC 4: only uploaded items open (antd offers download on `done` items only).
        onPreview={(item) => item.response && void openPreview({ id: item.response.id, realName: item.name, local: item.originFileObj }).catch(() => undefined)}
        onDownload={(item) =>
          item.response && void runDownload(`file-${item.response.id}`, item.name, `/kernel/storage/download/${encodeURIComponent(item.response.id)}`)
        }
        iconRender={(item) => (item.status === 'uploading' ? <LoadingOutlined /> : <FileKindIcon name={item.name} size={28} />)}
        // The action buttons are named after their file (the icons carry the names), not antd's one word.
        locale={{ downloadFile: '', removeFile: '' }}
        showUploadList={{
          showDownloadIcon: true,
          downloadIcon: (item) => <DownloadOutlined aria-label={t('files.action.downloadOf', { name: item.name })} title={t('files.action.download')} />,
          removeIcon: (item) => <DeleteOutlined aria-label={t('files.action.removeOf', { name: item.name })} title={t('files.action.remove')} />,
          extra: (item) => (
            <Space size={4} style={{ marginInlineStart: 8 }}>
              {item.size !== undefined && <span style={{ color: 'var(--ant-color-text-tertiary)' }}>{formatFileSize(item.size)}</span>}
              <Tag color={statusColours[statusOf(item)]}>{t(`files.status.${statusOf(item)}`)}</Tag>
            </Space>
          ),
        }}
        itemRender={(node, item) => (
          <div role="listitem" aria-label={item.name} data-status={statusOf(item)}>
            {node}
          </div>
        )}
      >
        <Space wrap>
          <Button icon={<UploadOutlined />} disabled={disabled || full}>
            {buttonText}
          </Button>
          <span style={{ color: 'var(--ant-color-text-tertiary)' }}>{t('files.upload.hint', { size: maxSizeMb, count: limit })}</span>
        </Space>
      </Upload>
      {!autoUpload && (
        <Button
          type="primary"
          style={{ marginTop: 8 }}
          disabled={disabled || !fileList.some((item) => statusOf(item) === 'ready' || item.status === 'error')}
          onClick={() => void submit()}
        >
          {t('files.upload.submit')}
        </Button>
      )}
      {previewNode}
    </div>
  );
}
