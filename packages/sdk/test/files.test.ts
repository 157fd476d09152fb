import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { download, upload } from '../src/files.ts';
import { bearer, server, session, useServer } from './support.ts';

useServer();

const bytes = new Uint8Array([0, 1, 2, 250, 255]);

describe('upload (SPEC 7)', () => {
  it('posts multipart with file, modules and biz and the bearer header, and answers the stored file', async () => {
    let received: { auth: string | null; type: string | null; name: string; content: number[]; modules: unknown; biz: unknown } | undefined;
    server.use(
      http.post('*/kernel/storage', async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file');
        if (!(file instanceof File)) return HttpResponse.json({ code: 400, message: 'no file', data: null });
        received = {
          auth: bearer(request),
          type: request.headers.get('content-type'),
          name: file.name,
          content: [...new Uint8Array(await file.arrayBuffer())],
          modules: form.get('modules'),
          biz: form.get('biz'),
        };
        return HttpResponse.json({ code: 200, message: 'ok', data: { id: '42', realName: file.name, fileSize: file.size } });
      }),
    );
    const { api } = session({ token: 'tok' });
    const stored = await api.upload({ file: new Blob([bytes]), filename: '成绩单.bin', modules: 'notice', biz: 'attachment' });
    expect(stored).toEqual({ id: '42', realName: '成绩单.bin', fileSize: 5 });
    expect(received).toEqual({
      auth: 'Bearer tok',
      type: expect.stringMatching(/^multipart\/form-data; boundary=/) as unknown,
      name: '成绩单.bin',
      content: [...bytes],
      modules: 'notice',
      biz: 'attachment',
    });
  });

  it("takes a File's own name, and another upload endpoint", async () => {
    let name = '';
    server.use(
      http.post('*/cloud-xj/api/xj/xjxx/stu/updateAvatar', async ({ request }) => {
        const file = (await request.formData()).get('file');
        name = file instanceof File ? file.name : '';
        return HttpResponse.json({ code: 0, data: { id: '7', realName: name, fileSize: 1 } });
      }),
    );
    await upload(session().api, { file: new File(['x'], '证件照.png'), url: '/cloud-xj/api/xj/xjxx/stu/updateAvatar' });
    expect(name).toBe('证件照.png');
  });

  it('sends the extra form fields an endpoint reads (a student photo: xykh, fileType)', async () => {
    let fields: [string, FormDataEntryValue][] = [];
    server.use(
      http.post('*/cloud-xj/api/xj/xjxx/xjxwzpfile/upload', async ({ request }) => {
        fields = [...(await request.formData()).entries()].filter(([key]) => key !== 'file');
        return HttpResponse.json({ code: 200, data: { id: '8', realName: 'p.png', fileSize: 1 } });
      }),
    );
    await upload(session().api, {
      file: new File(['x'], 'p.png'),
      url: '/cloud-xj/api/xj/xjxx/xjxwzpfile/upload',
      fields: { xykh: '2019001001', fileType: 'byzp' },
    });
    expect(fields).toEqual([
      ['xykh', '2019001001'],
      ['fileType', 'byzp'],
    ]);
  });

  it('rejects with the server message and refreshes like any call', async () => {
    let refreshed = 0;
    server.use(
      http.get('*/refreshToken', () => {
        refreshed += 1;
        return HttpResponse.json({ code: 200, data: { token: 'new' } });
      }),
      http.post('*/kernel/storage', async ({ request }) => {
        const form = await request.formData();
        if (bearer(request) !== 'Bearer new') return HttpResponse.json({ code: 402, message: 'expired', data: null });
        // The replay carries the whole multipart body again.
        expect(form.get('modules')).toBe('m');
        return HttpResponse.json({ code: 413, message: '文件大小不能超过 5M', data: null }, { status: 413 });
      }),
    );
    const { api, hooks } = session();
    await expect(api.upload({ file: new Blob([bytes]), modules: 'm' })).rejects.toMatchObject({ status: 413, message: '文件大小不能超过 5M' });
    expect(refreshed).toBe(1);
    expect(hooks.onError).toHaveBeenCalledOnce();
  });
});

describe('download', () => {
  it('returns the bytes and the decoded Chinese file name', async () => {
    server.use(
      http.get('*/kernel/storage/download/:id', ({ request, params }) => {
        expect(params.id).toBe('42');
        expect(bearer(request)).toBe('Bearer old');
        return new HttpResponse(bytes, {
          headers: {
            'Content-Type': 'application/octet-stream',
            'Content-Disposition': `attachment; filename="download.xlsx"; filename*=UTF-8''${encodeURIComponent('2025级 学籍信息.xlsx')}`,
          },
        });
      }),
    );
    const { blob, filename } = await session().api.download('/kernel/storage/download/42');
    expect(filename).toBe('2025级 学籍信息.xlsx');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
  });

  it('POSTs a body for exports, with repeated array query params (SPEC 7)', async () => {
    let seen: { ids: string[]; brackets: string[]; body: unknown; type: string | null } | undefined;
    server.use(
      http.post('*/cloud-xj/api/xj/xjxx/ExportExcel', async ({ request }) => {
        const url = new URL(request.url);
        seen = {
          ids: url.searchParams.getAll('ids'),
          brackets: url.searchParams.getAll('ids[]'),
          body: await request.json(),
          type: request.headers.get('content-type'),
        };
        return new HttpResponse(bytes, { headers: { 'Content-Type': 'application/vnd.ms-excel' } });
      }),
    );
    const result = await download(session().api, '/cloud-xj/api/xj/xjxx/ExportExcel', {
      method: 'POST',
      query: { ids: ['1', '2'], xydm: '001' },
      body: { fields: ['xm', 'xh'] },
    });
    expect(seen).toEqual({ ids: ['1', '2'], brackets: [], body: { fields: ['xm', 'xh'] }, type: 'application/json;charset=UTF-8' });
    // Without Content-Disposition the last path segment names the file.
    expect(result.filename).toBe('ExportExcel');
  });

  it('rejects an error envelope instead of saving it as a file', async () => {
    server.use(
      http.get('*/cloud-xj/api/xj/xjxx/ExportDbf', () => HttpResponse.json({ code: 403, message: '无导出权限', data: null })),
      http.get(
        '*/cloud-xj/api/xj/xjxx/downloadCcqj',
        () => new HttpResponse(JSON.stringify({ code: 500, message: '导出失败' }), { status: 500, headers: { 'Content-Type': 'application/octet-stream' } }),
      ),
    );
    const { api, hooks } = session();
    await expect(api.download('/cloud-xj/api/xj/xjxx/ExportDbf', { query: { xydm: '002' } })).rejects.toMatchObject({ status: 403, message: '无导出权限' });
    await expect(api.download('/cloud-xj/api/xj/xjxx/downloadCcqj')).rejects.toMatchObject({ status: 500, message: '导出失败' });
    expect(hooks.onForbidden).toHaveBeenCalledOnce();
  });
});
