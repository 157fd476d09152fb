import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api.ts';
import { FileUpload, type FileUploadHandle, type FileUploadProps, type UploadedFile } from './file-upload.tsx';

function mount(props: FileUploadProps) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <App>
        <FileUpload {...props} />
      </App>
    </QueryClientProvider>,
  );
}

const input = (container: HTMLElement) => container.querySelector('input[type="file"]') as HTMLInputElement;
const pick = async (container: HTMLElement, files: File[]) => {
  await act(async () => {
    fireEvent.change(input(container), { target: { files } });
  });
};
const item = (name: string) => screen.getByRole('listitem', { name });
const file = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'application/octet-stream' });

let seq = 0;
function fakeServer() {
  return vi.spyOn(api, 'upload').mockImplementation(async (options) => {
    seq += 1;
    const name = options.filename ?? 'file';
    return { id: `f${seq}`, realName: name, fileSize: options.file.size };
  });
}

afterEach(() => vi.restoreAllMocks());

describe('FileUpload (SPEC 4, 5, 8)', () => {
  it('refuses a file over the size limit with the SPEC 5 text and keeps the list as it was', async () => {
    const upload = fakeServer();
    const { container } = mount({ maxSizeMb: 1 });
    await pick(container, [file('big.pdf', 1024 * 1024 + 1)]);
    expect(await screen.findByText('文件最大允许 1M')).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(upload).not.toHaveBeenCalled();
  });

  it('selects several files only when the limit is over 1, takes the first up to the limit, then disables the button', async () => {
    fakeServer();
    const single = mount({});
    expect(input(single.container).multiple).toBe(false);
    single.unmount();

    const onChange = vi.fn<(files: UploadedFile[]) => void>();
    const { container } = mount({ multiple: 2, onChange });
    expect(input(container).multiple).toBe(true);
    await pick(container, [file('a.txt'), file('b.txt'), file('c.txt')]);
    expect(await screen.findByText('最多只能上传 2 个文件')).toBeTruthy();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ realName: 'a.txt' }), expect.objectContaining({ realName: 'b.txt' })]));
    expect(screen.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['a.txt', 'b.txt']);
    expect(screen.getByRole('button', { name: /选择文件/ }).hasAttribute('disabled')).toBe(true);
  });

  it('keeps items ready until submitted by hand; only uploaded items may be previewed or downloaded', async () => {
    const upload = fakeServer();
    const onChange = vi.fn<(files: UploadedFile[]) => void>();
    const ref = createRef<FileUploadHandle>();
    const { container } = mount({ multiple: 3, autoUpload: false, onChange, ref, modules: 'notice', biz: 'attachment' });
    await pick(container, [file('plan.docx'), file('photo.png')]);
    const plan = await waitFor(() => item('plan.docx'));
    expect(plan.dataset.status).toBe('ready');
    expect(within(plan).getByText('待上传')).toBeTruthy();
    expect(within(plan).getByRole('button', { name: '预览 plan.docx' }).hasAttribute('disabled')).toBe(true);
    expect(within(plan).getByRole('button', { name: '下载 plan.docx' }).hasAttribute('disabled')).toBe(true);
    expect(upload).not.toHaveBeenCalled();

    let uploaded: UploadedFile[] = [];
    await act(async () => {
      uploaded = (await ref.current?.submit()) ?? [];
    });
    expect(uploaded.map((f) => f.realName)).toEqual(['plan.docx', 'photo.png']);
    expect(upload).toHaveBeenCalledTimes(2);
    expect(upload.mock.calls[0]?.[0]).toMatchObject({ modules: 'notice', biz: 'attachment', filename: 'plan.docx' });
    expect(item('plan.docx').dataset.status).toBe('success');
    expect(within(item('plan.docx')).getByRole('button', { name: '下载 plan.docx' }).hasAttribute('disabled')).toBe(false);
    expect(await screen.findByText('文件 plan.docx 上传成功')).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith(uploaded);
  });

  it('marks a failed upload and says why; removing an item warns "file deleted" and updates the value', async () => {
    vi.spyOn(api, 'upload').mockRejectedValueOnce(new Error('文件大小不能超过 5M'));
    const onChange = vi.fn<(files: UploadedFile[]) => void>();
    const { container } = mount({ multiple: 5, onChange, value: [{ id: 'old', realName: '旧附件.pdf', fileSize: 2048 }] });
    expect(item('旧附件.pdf').dataset.status).toBe('success');
    await pick(container, [file('bad.zip')]);
    await waitFor(() => expect(item('bad.zip').dataset.status).toBe('error'));
    expect(within(item('bad.zip')).getByText('上传失败')).toBeTruthy();

    fireEvent.click(within(item('旧附件.pdf')).getByRole('button', { name: '移除 旧附件.pdf' }));
    expect(await screen.findByText('文件已删除')).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByRole('listitem', { name: '旧附件.pdf' })).toBeNull();
  });

  it('shows sizes human-readable and marks the type of each file', () => {
    mount({ multiple: 5, value: [{ id: '1', realName: 'report.pdf', fileSize: 1536 }, { id: '2', realName: 'data.xlsx', fileSize: 5 * 1024 * 1024 }] });
    expect(within(item('report.pdf')).getByText('1.5 KB')).toBeTruthy();
    expect(within(item('data.xlsx')).getByText('5 MB')).toBeTruthy();
    expect(item('report.pdf').querySelector('[data-kind="pdf"]')).toBeTruthy();
    expect(item('data.xlsx').querySelector('[data-kind="excel"]')).toBeTruthy();
  });
});
