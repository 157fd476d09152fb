import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api.ts';
import { FileUpload, type FileUploadHandle, type FileUploadProps, type UploadedFile } from './file-upload.tsx';
import { TestStyles } from '../test/styles.tsx';

function ui(props: FileUploadProps) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <FileUpload {...props} />
      </App>
    </QueryClientProvider>
  );
}
const mount = (props: FileUploadProps) => render(ui(props), { wrapper: TestStyles });

// antd's Upload keeps the file input hidden, with no role or label of its own: the tests hand it files as the browser's chooser does.
// eslint-disable-next-line testing-library/no-node-access
const input = (container: HTMLElement) => container.querySelector('input[type="file"]') as HTMLInputElement;
const pick = async (container: HTMLElement, files: File[]) => {
  // The async act lets the upload's own checks of the picked files (beforeUpload) settle.
  // eslint-disable-next-line testing-library/no-unnecessary-act
  await act(async () => {
    fireEvent.change(input(container), { target: { files } });
  });
};
const item = (name: string) => screen.getByRole('listitem', { name });
const names = () => screen.queryAllByRole('listitem').map((li) => li.getAttribute('aria-label'));
const file = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'application/octet-stream' });
const selectButton = () => screen.getByRole('button', { name: /选择文件/ });

let seq = 0;
function fakeServer() {
  return vi.spyOn(api, 'upload').mockImplementation(async (options) => {
    seq += 1;
    const name = options.filename ?? 'file';
    return { id: `f${seq}`, realName: name, fileSize: options.file.size };
  });
}

// jsdom has no object URLs; the preview shows its bytes from one.
Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });

afterEach(() => vi.restoreAllMocks());

describe('FileUpload (SPEC 4, 5, 8)', () => {
  it('refuses a file over the size limit with the SPEC 5 text and keeps the list as it was', async () => {
    const upload = fakeServer();
    const { container } = mount({ maxSizeMb: 1 });
    expect(screen.getByText('单个文件不超过 1M，最多 1 个')).toBeTruthy();
    await pick(container, [file('big.pdf', 1024 * 1024 + 1)]);
    expect(await screen.findByText('文件最大允许 1M')).toBeTruthy();
    expect(names()).toEqual([]);
    expect(upload).not.toHaveBeenCalled();
  });

  it('selects several files only when the limit is over 1, takes the first up to the limit, disables the button, and frees it on removal', async () => {
    const upload = fakeServer();
    const view = mount({});
    expect(input(view.container).multiple).toBe(false);
    view.unmount();

    const onChange = vi.fn<(files: UploadedFile[]) => void>();
    const { container } = mount({ multiple: 2, onChange });
    expect(input(container).multiple).toBe(true);
    await pick(container, [file('a.txt'), file('b.txt'), file('c.txt')]);
    expect(await screen.findByText('最多只能上传 2 个文件')).toBeTruthy();
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ realName: 'a.txt' }), expect.objectContaining({ realName: 'b.txt' })]),
    );
    // The refused file never leaves the browser.
    expect(upload.mock.calls.map(([options]) => options.filename)).toEqual(['a.txt', 'b.txt']);
    expect(names()).toEqual(['a.txt', 'b.txt']);
    expect(selectButton().hasAttribute('disabled')).toBe(true);

    // At the limit the items can still be removed, which frees the button.
    fireEvent.click(within(item('b.txt')).getByRole('button', { name: '移除 b.txt' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ realName: 'a.txt' })]));
    await waitFor(() => expect(selectButton().hasAttribute('disabled')).toBe(false));
  });

  it('keeps items ready until submitted by hand; only uploaded items may be downloaded or previewed', async () => {
    const upload = fakeServer();
    const download = vi.spyOn(api, 'download');
    const onChange = vi.fn<(files: UploadedFile[]) => void>();
    const ref = createRef<FileUploadHandle>();
    const { container } = mount({ multiple: 3, autoUpload: false, onChange, ref, modules: 'notice', biz: 'attachment' });
    await pick(container, [file('plan.docx'), file('photo.png')]);
    const plan = await waitFor(() => item('plan.docx'));
    expect(plan.dataset.status).toBe('ready');
    expect(within(plan).getByText('待上传')).toBeTruthy();
    expect(within(plan).queryByRole('button', { name: '下载 plan.docx' })).toBeNull();
    // eslint-disable-next-line testing-library/no-unnecessary-act -- the click's async preview check settles inside it
    await act(async () => {
      fireEvent.click(within(plan).getByRole('button', { name: /^plan\.docx/ }));
    });
    expect(screen.queryByTitle('预览：plan.docx')).toBeNull();
    expect(download).not.toHaveBeenCalled();
    expect(upload).not.toHaveBeenCalled();

    let uploaded: UploadedFile[] = [];
    await act(async () => {
      uploaded = (await ref.current?.submit()) ?? [];
    });
    expect(uploaded.map((f) => f.realName)).toEqual(['plan.docx', 'photo.png']);
    expect(upload).toHaveBeenCalledTimes(2);
    expect(upload.mock.calls[0]?.[0]).toMatchObject({ modules: 'notice', biz: 'attachment', filename: 'plan.docx' });
    expect(item('plan.docx').dataset.status).toBe('success');
    expect(within(item('plan.docx')).getByText('已上传')).toBeTruthy();
    expect(within(item('plan.docx')).getByRole('button', { name: '下载 plan.docx' })).toBeTruthy();
    expect(await screen.findByText('文件 plan.docx 上传成功')).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith(uploaded);
  });

  it('uploads from the submit button too', async () => {
    fakeServer();
    const onChange = vi.fn<(files: UploadedFile[]) => void>();
    const { container } = mount({ multiple: 2, autoUpload: false, onChange });
    const submit = screen.getByRole('button', { name: /开始上传/ });
    expect(submit.hasAttribute('disabled')).toBe(true);
    await pick(container, [file('plan.docx')]);
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(item('plan.docx').dataset.status).toBe('success'));
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ realName: 'plan.docx' })]);
  });

  it('marks a failed upload with the server message; removing an item warns "file deleted" and updates the value', async () => {
    vi.spyOn(api, 'upload').mockRejectedValueOnce(new Error('文件大小不能超过 5M'));
    const onChange = vi.fn<(files: UploadedFile[]) => void>();
    const { container } = mount({ multiple: 5, onChange, value: [{ id: 'old', realName: '旧附件.pdf', fileSize: 2048 }] });
    expect(item('旧附件.pdf').dataset.status).toBe('success');
    await pick(container, [file('bad.zip')]);
    await waitFor(() => expect(item('bad.zip').dataset.status).toBe('error'));
    expect(within(item('bad.zip')).getByText('上传失败')).toBeTruthy();
    fireEvent.mouseEnter(within(item('bad.zip')).getByText('bad.zip'));
    expect(await screen.findByText('文件上传失败：文件大小不能超过 5M')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.click(within(item('旧附件.pdf')).getByRole('button', { name: '移除 旧附件.pdf' }));
    expect(await screen.findByText('文件已删除')).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith([]);
    await waitFor(() => expect(names()).toEqual(['bad.zip']));
  });

  it('cancels an upload when its item is removed', async () => {
    let signal: AbortSignal | undefined;
    vi.spyOn(api, 'upload').mockImplementation(
      (options) =>
        new Promise((_, reject) => {
          signal = options.signal;
          options.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const onChange = vi.fn<(files: UploadedFile[]) => void>();
    const { container } = mount({ multiple: 2, onChange });
    await pick(container, [file('slow.pdf')]);
    await waitFor(() => expect(item('slow.pdf').dataset.status).toBe('uploading'));
    expect(within(item('slow.pdf')).getByText('上传中')).toBeTruthy();
    fireEvent.click(within(item('slow.pdf')).getByRole('button', { name: '移除 slow.pdf' }));
    await waitFor(() => expect(signal?.aborted).toBe(true));
    await waitFor(() => expect(names()).toEqual([]));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('previews an uploaded file and follows a new value from outside', async () => {
    const download = vi.spyOn(api, 'download').mockResolvedValue({ blob: new Blob(['%PDF-']), filename: 'report.pdf' });
    const view = mount({ multiple: 5, value: [{ id: '1', realName: 'report.pdf', fileSize: 1536 }] });
    fireEvent.click(within(item('report.pdf')).getByRole('button', { name: /^report\.pdf/ }));
    expect(await screen.findByTitle('预览：report.pdf')).toBeTruthy();
    expect(download).toHaveBeenCalledWith('/kernel/storage/download/1');

    view.rerender(ui({ multiple: 5, value: [{ id: '2', realName: 'other.docx', fileSize: 10 }] }));
    await waitFor(() => expect(names()).toEqual(['other.docx']));
  });

  it('shows sizes human-readable and marks the type of each file', () => {
    mount({
      multiple: 5,
      value: [
        { id: '1', realName: 'report.pdf', fileSize: 1536 },
        { id: '2', realName: 'data.xlsx', fileSize: 5 * 1024 * 1024 },
      ],
    });
    expect(within(item('report.pdf')).getByText('1.5 KB')).toBeTruthy();
    expect(within(item('data.xlsx')).getByText('5 MB')).toBeTruthy();
    // The kind's icon is decoration (hidden from assistive technology), told apart by its data-kind.
    /* eslint-disable testing-library/no-node-access */
    expect(item('report.pdf').querySelector('[data-kind="pdf"]')).toBeTruthy();
    expect(item('data.xlsx').querySelector('[data-kind="excel"]')).toBeTruthy();
    /* eslint-enable testing-library/no-node-access */
  });
});
