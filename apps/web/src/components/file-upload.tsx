import {
  DeleteOutlined,
  DownloadOutlined,
  EyeOutlined,
  FileExcelOutlined,
  FileImageOutlined,
  FileOutlined,
  FilePdfOutlined,
  FilePptOutlined,
  FileTextOutlined,
  FileWordOutlined,
  FileZipOutlined,
  PlusOutlined,
  SoundOutlined,
  UploadOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { formatFileSize } from '@gs/sdk/files';
import type { components } from '@gs/sdk/schema';
import { App, Button, Space, Tag, Tooltip, theme, Upload } from 'antd';
import { type ReactNode, type Ref, useEffect, useEffectEvent, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { settings } from '../config/settings.ts';
import { useT } from '../i18n/i18n.ts';
import { api } from '../lib/api.ts';
import { type FileKind, acceptedCount, fileKind, fileKindColours, isTooLarge } from '../lib/file-types.ts';
import { useFilePreview } from './file-preview.tsx';
import { useDownload } from './use-download.tsx';
import '../i18n/messages/file-items.ts';

/** A file the server holds (SPEC 3 stored file: id, realName, fileSize). */
export type UploadedFile = Pick<components['schemas']['StoredFile'], 'id' | 'realName' | 'fileSize'>;

/** SPEC 3/4 file item: `ready` until uploaded, then `success`; `uploading` and `error` on the way. */
export type ItemStatus = 'ready' | 'uploading' | 'success' | 'error';

export interface UploadItem {
  uid: string;
  name: string;
  size: number;
  status: ItemStatus;
  /** The picked file (items this browser added). */
  file?: File;
  /** Set once the server holds the file. */
  stored?: UploadedFile;
  error?: string;
}

export interface FileUploadProps {
  /** The files already on the server (controlled); they show as `success`. */
  value?: readonly UploadedFile[];
  /** Every change of the uploaded list: the `success` items, in order. */
  onChange?: (files: UploadedFile[]) => void;
  /** SPEC 5: how many files at most (default 1); multi-select only above 1; the button is disabled at the limit. */
  multiple?: number;
  /** SPEC 5/9: per file, default 5 MB. */
  maxSizeMb?: number;
  /** Upload as soon as picked (default), or keep items `ready` until `submit()`. */
  autoUpload?: boolean;
  accept?: string;
  /** SPEC 7 form fields of `kernel/storage`. */
  modules?: string;
  biz?: string;
  /** Another upload endpoint (SPEC 7: photos, thesis review, ...) and the form fields it reads. */
  url?: string;
  fields?: Readonly<Record<string, string>>;
  listType?: 'text' | 'picture-card';
  disabled?: boolean;
  /** Text of the select button. */
  buttonText?: string;
  ref?: Ref<FileUploadHandle>;
}

export interface FileUploadHandle {
  /** Uploads every `ready` item; resolves with the whole uploaded list. */
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

const statusColours: Record<ItemStatus, string> = { ready: 'default', uploading: 'processing', success: 'success', error: 'error' };

let uidSeq = 0;
const nextUid = () => `gs-upload-${Date.now().toString(36)}-${(uidSeq += 1)}`;

function fromStored(stored: UploadedFile): UploadItem {
  return { uid: `stored-${stored.id}`, name: stored.realName, size: stored.fileSize, status: 'success', stored };
}

const sameIds = (a: readonly UploadedFile[], b: readonly UploadedFile[]) => a.length === b.length && a.every((file, index) => file.id === b[index]?.id);

const uploadedOf = (items: readonly UploadItem[]): UploadedFile[] => items.flatMap((item) => (item.status === 'success' && item.stored ? [item.stored] : []));

/** A thumbnail of a picked image, from the browser's own copy. */
function useThumbnail(file: File | undefined, isImage: boolean): string | undefined {
  const url = useMemo(() => (file && isImage ? URL.createObjectURL(file) : undefined), [file, isImage]);
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

function ItemView(props: {
  item: UploadItem;
  card: boolean;
  disabled: boolean;
  onPreview: () => void;
  onDownload: () => void;
  onRemove: () => void;
}) {
  const t = useT();
  const { token } = theme.useToken();
  const { item, card } = props;
  const success = item.status === 'success';
  const thumbnail = useThumbnail(item.file, fileKind(item.name) === 'image');
  const statusText = t(`files.status.${item.status}`);
  const actions = (
    <Space size={0}>
      {/* SPEC 4: only uploaded items may be previewed or downloaded. */}
      <Tooltip title={t('files.action.preview')}>
        <Button type="text" size="small" icon={<EyeOutlined />} disabled={!success} onClick={props.onPreview} aria-label={t('files.action.previewOf', { name: item.name })} />
      </Tooltip>
      <Tooltip title={t('files.action.download')}>
        <Button type="text" size="small" icon={<DownloadOutlined />} disabled={!success} onClick={props.onDownload} aria-label={t('files.action.downloadOf', { name: item.name })} />
      </Tooltip>
      <Tooltip title={t('files.action.remove')}>
        <Button
          type="text"
          size="small"
          danger
          icon={<DeleteOutlined />}
          disabled={props.disabled || item.status === 'uploading'}
          onClick={props.onRemove}
          aria-label={t('files.action.removeOf', { name: item.name })}
        />
      </Tooltip>
    </Space>
  );
  const status = (
    <Tooltip title={item.error ? t('files.upload.failed', { message: item.error }) : undefined}>
      <Tag color={statusColours[item.status]} style={{ marginInlineEnd: 0 }}>
        {statusText}
      </Tag>
    </Tooltip>
  );

  if (card) {
    return (
      <li
        aria-label={item.name}
        data-status={item.status}
        style={{ width: 112, border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadius, padding: 6, display: 'flex', flexDirection: 'column', gap: 4 }}
      >
        <div style={{ height: 72, display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden' }}>
          {thumbnail ? <img src={thumbnail} alt="" style={{ maxWidth: '100%', maxHeight: 72, objectFit: 'contain' }} /> : <FileKindIcon name={item.name} size={36} />}
        </div>
        <div title={item.name} style={{ fontSize: token.fontSizeSM, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {item.name}
        </div>
        {status}
        {actions}
      </li>
    );
  }
  return (
    <li
      aria-label={item.name}
      data-status={item.status}
      style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '4px 0', borderBottom: `1px solid ${token.colorSplit}` }}
    >
      {thumbnail ? <img src={thumbnail} alt="" width={32} height={32} style={{ objectFit: 'cover', borderRadius: 4 }} /> : <FileKindIcon name={item.name} size={22} />}
      <span style={{ flex: 1, minWidth: 0 }}>
        <span title={item.name} style={{ display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {item.name}
        </span>
        <span style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{formatFileSize(item.size)}</span>
      </span>
      {status}
      {actions}
    </li>
  );
}

/**
 * The one upload component of the app (SPEC 4, 5, 8): size and count limits, auto or manual submit,
 * `ready` -> `success` items, preview and download of uploaded items only, thumbnails, icons and
 * colours by type, and the SPEC 8 messages. Works as a Form.Item control (value / onChange).
 */
export function FileUpload({ ref, ...props }: FileUploadProps) {
  const t = useT();
  const { message } = App.useApp();
  const limit = Math.max(1, props.multiple ?? settings.upload.defaultCount);
  const maxSizeMb = props.maxSizeMb ?? settings.upload.maxSizeMb;
  const autoUpload = props.autoUpload ?? true;
  const disabled = props.disabled ?? false;
  const [items, setItems] = useState<UploadItem[]>(() => (props.value ?? []).map(fromStored));
  const { open: openPreview, node: previewNode } = useFilePreview();
  const { run: runDownload } = useDownload();

  // A new value from outside (a form reset, an edited record loaded) replaces the uploaded items;
  // adjusted while rendering, as React recommends for state that follows a prop.
  const [seenValue, setSeenValue] = useState(props.value);
  if (props.value !== seenValue) {
    setSeenValue(props.value);
    const value = props.value ?? [];
    if (!sameIds(value, uploadedOf(items))) setItems([...value.map(fromStored), ...items.filter((item) => item.status !== 'success')]);
  }

  // Every change of the uploaded list goes out once, after it is on screen. Controlled, the list is
  // compared with what the parent holds (its value catching up is no change); uncontrolled, with what
  // was sent last.
  const uploaded = uploadedOf(items);
  const uploadedIds = uploaded.map((file) => file.id).join('\n');
  const lastSent = useRef<readonly UploadedFile[]>(props.value ?? []);
  const emit = useEffectEvent(() => {
    const held = props.value ?? lastSent.current;
    lastSent.current = uploaded;
    if (!sameIds(uploaded, held)) props.onChange?.(uploaded);
  });
  useEffect(() => emit(), [uploadedIds]);

  const update = (uid: string, change: Partial<UploadItem>) => setItems((list) => list.map((item) => (item.uid === uid ? { ...item, ...change } : item)));

  const send = async (item: UploadItem): Promise<UploadedFile | undefined> => {
    if (!item.file) return item.stored;
    update(item.uid, { status: 'uploading', error: undefined });
    try {
      const stored = await api.upload({ file: item.file, filename: item.name, modules: props.modules, biz: props.biz, url: props.url, fields: props.fields });
      const done: UploadedFile = { id: stored.id, realName: stored.realName, fileSize: stored.fileSize };
      update(item.uid, { status: 'success', stored: done });
      message.success(t('files.upload.uploaded', { name: item.name }));
      return done;
    } catch (error) {
      // The client has shown the server's message; the item keeps the reason (SPEC 8 'file upload failed').
      update(item.uid, { status: 'error', error: error instanceof Error ? error.message : String(error) });
      return undefined;
    }
  };

  const submit = async (): Promise<UploadedFile[]> => {
    const result: UploadedFile[] = [];
    for (const item of items) {
      const stored = item.status === 'ready' || item.status === 'error' ? await send(item) : item.stored;
      if (stored) result.push(stored);
    }
    return result;
  };
  useImperativeHandle(ref, () => ({ submit }));

  const remove = (item: UploadItem) => {
    setItems((list) => list.filter((candidate) => candidate.uid !== item.uid));
    // SPEC 8: removal is a warning.
    message.warning(t('files.upload.removed'));
  };

  const full = items.length >= limit;
  const card = props.listType === 'picture-card';
  const buttonText = props.buttonText ?? t('files.upload.select');

  return (
    <div className="gs-file-upload">
      <Space wrap align="center">
        <Upload
          accept={props.accept}
          multiple={limit > 1}
          showUploadList={false}
          disabled={disabled || full}
          beforeUpload={(file, picked) => {
            // antd asks for every picked file before the list re-renders, so `items` is the list as it
            // was when the files were picked.
            const index = picked.indexOf(file);
            if (isTooLarge(file.size, maxSizeMb)) {
              message.error(t('files.upload.maxSize', { n: maxSizeMb }));
              return Upload.LIST_IGNORE;
            }
            // SPEC 5: the first picked files up to the count limit; the rest are refused once.
            const slots = acceptedCount(items.length, picked.length, limit);
            if (index >= slots) {
              if (index === slots) message.warning(t('files.upload.maxCount', { n: limit }));
              return Upload.LIST_IGNORE;
            }
            const item: UploadItem = { uid: nextUid(), name: file.name, size: file.size, status: 'ready', file };
            setItems((list) => [...list, item]);
            if (autoUpload) void send(item);
            return false;
          }}
        >
          {card ? (
            <Button icon={<PlusOutlined />} disabled={disabled || full} style={{ width: 112, height: 72 }}>
              {buttonText}
            </Button>
          ) : (
            <Button icon={<UploadOutlined />} disabled={disabled || full}>
              {buttonText}
            </Button>
          )}
        </Upload>
        {!autoUpload && (
          <Button type="primary" disabled={disabled || !items.some((item) => item.status === 'ready' || item.status === 'error')} onClick={() => void submit()}>
            {t('files.upload.submit')}
          </Button>
        )}
        <span style={{ color: 'var(--ant-color-text-tertiary)' }}>{t('files.upload.hint', { size: maxSizeMb, count: limit })}</span>
      </Space>
      {items.length > 0 && (
        <ul
          aria-label={t('files.upload.list')}
          style={{ listStyle: 'none', margin: '8px 0 0', padding: 0, ...(card ? { display: 'flex', flexWrap: 'wrap', gap: 8 } : {}) }}
        >
          {items.map((item) => (
            <ItemView
              key={item.uid}
              item={item}
              card={card}
              disabled={disabled}
              onRemove={() => remove(item)}
              onPreview={() => item.stored && void openPreview({ id: item.stored.id, realName: item.name, local: item.file }).catch(() => undefined)}
              onDownload={() => item.stored && void runDownload(`file-${item.stored.id}`, item.name, `/kernel/storage/download/${encodeURIComponent(item.stored.id)}`)}
            />
          ))}
        </ul>
      )}
      {previewNode}
    </div>
  );
}
