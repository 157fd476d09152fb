import { createApiClient, unwrap } from '@gs/sdk/client';
import { ApiError } from '@gs/sdk/errors';
import { readDownload, uploadFile } from '@gs/sdk/files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentsSlice } from '../src/areas/students/store.ts';
import { createMockServer } from '../src/node.ts';
import { BASE, signIn } from './support.ts';

const mock = await createMockServer({ students: 300 });
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.server.close());

describe('the SDK client against the mock backend', () => {
  it('signs in every demo account and reads its info and menu (SPEC 3, 5, 6)', async () => {
    for (const [username, roleKey] of [
      ['admin', 'admin'],
      ['staff', 'staff'],
      ['teacher', 'teacher'],
      ['student', 'student'],
      ['multi', 'teacher'],
    ] as const) {
      const { api } = await signIn(username);
      const info = await unwrap(api.client.GET('/auth/info'));
      expect(info.username).toBe(username);
      expect(info.roles[0]?.roleKey).toBe(roleKey);
      const menus = await unwrap(api.client.GET('/auth/menus'));
      expect(menus.length).toBeGreaterThan(0);
    }
  });

  it('flags the student as still on the default password and gives it one top-level menu', async () => {
    const { api } = await signIn('student');
    expect((await unwrap(api.client.GET('/auth/info'))).password).toBe('true');
    expect((await unwrap(api.client.GET('/auth/menus'))).filter((m) => !m.meta.hidden)).toHaveLength(1);
  });

  it('refuses a wrong password with the server message', async () => {
    const api = createApiClient({ baseUrl: BASE, getToken: () => null, setToken: () => undefined });
    await expect(api.client.POST('/auth/login', { body: { username: 'admin', password: 'wrong-pass' } })).rejects.toMatchObject({
      status: 401,
      message: '用户名或密码错误',
    });
  });

  it('refreshes an expired token once and keeps working (SPEC 4)', async () => {
    const { api, token } = await signIn('staff');
    const before = token();
    await unwrap(api.client.GET('/expireToken'));
    const page = await unwrap(api.client.GET('/kernel/notice', { params: { query: { current: 1, size: 5 } } }));
    expect(page.records).toHaveLength(5);
    expect(token()).not.toBe(before);
  });

  it('answers 403 when the role lacks the permission and 401 without a token', async () => {
    const { api, hooks } = await signIn('student');
    await expect(api.client.POST('/cloud-xj/api/xj/xjxx/stuinfo/Search', { body: { current: 1, size: 5 } })).rejects.toMatchObject({ status: 403 });
    expect(hooks.onForbidden).toHaveBeenCalledOnce();
    const anonymous = createApiClient({ baseUrl: BASE, getToken: () => null, setToken: () => undefined });
    await expect(anonymous.client.GET('/auth/info')).rejects.toMatchObject({ status: 401 });
  });

  it('lets a student read only their own record', async () => {
    const { api, user } = await signIn('student');
    const own = await unwrap(api.client.GET('/cloud-xj/api/xj/xjxx/stuinfoByStu/NotAuth'));
    expect(own.xykh).toBe(user.xykh);
    const other = [...mock.store.slice(studentsSlice).students.values()].find((s) => s.xykh !== user.xykh)!;
    await expect(api.client.GET('/cloud-xj/api/xj/xjxx/stuinfoByXykh/NotAuth', { params: { query: { xykh: other.xykh } } })).rejects.toMatchObject({
      status: 403,
    });
  });

  it('rejects schema-invalid input with 400 and an ID card with a bad checksum', async () => {
    const { api } = await signIn('staff');
    const bad = await api.client.GET('/kernel/notice', { params: { query: { current: 0 } } }).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(ApiError);
    expect(bad).toMatchObject({ status: 400 });
    const input = { xm: '张三', xb: '1' as const, sfzh: '110105199001010011', xydm: '001', zydm: '081200', pycc: '2', xwlx: '1', xxxs: '1', rxnj: 2026 };
    await expect(api.client.POST('/cloud-xj/api/xj/xjxx/stuinfo/add', { body: input })).rejects.toMatchObject({ status: 400 });
  });

  it('adds, edits, finds and deletes a student; reads see the writes', async () => {
    const { api } = await signIn('staff');
    const input = { xm: '测试生', xb: '2' as const, sfzh: '11010519491231002X', xydm: '002', zydm: '070100', pycc: '2', xwlx: '1', xxxs: '1', rxnj: 2026 };
    const created = await unwrap(api.client.POST('/cloud-xj/api/xj/xjxx/stuinfo/add', { body: input }));
    expect(created.xykh).toMatch(/^2026002\d{3}$/);
    expect(created.csrq).toBe('1949-12-31');
    await unwrap(api.client.PUT('/cloud-xj/api/xj/xjxx/stuinfo', { body: { id: created.id, xm: '改名生' } }));
    const found = await unwrap(api.client.POST('/cloud-xj/api/xj/xjxx/stuinfo/Search', { body: { xm: '改名生', current: 1, size: 10 } }));
    expect(found.records.map((s) => s.id)).toContain(created.id);
    await unwrap(api.client.DELETE('/cloud-xj/api/xj/xjxx/stuinfo/{id}', { params: { path: { id: created.id } } }));
    await expect(api.client.GET('/cloud-xj/api/xj/xjxx/getStuById', { params: { query: { id: created.id } } })).rejects.toMatchObject({ status: 404 });
  });

  it('uploads a file with modules and biz and downloads the same bytes with its name', async () => {
    const { api } = await signIn('staff');
    const meta = await uploadFile(api, { file: new Blob([new Uint8Array([0, 1, 2, 250])]), filename: '成绩单.bin', modules: 'test', biz: 'upload' });
    expect(meta).toMatchObject({ fileSize: 4, realName: '成绩单.bin', modules: 'test', biz: 'upload' });
    const { blob, filename } = await readDownload(await api.fetch(new Request(`${BASE}/kernel/storage/download/${meta.id}`)));
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([0, 1, 2, 250]));
    expect(filename).toBe('成绩单.bin');
  });

  it('refuses uploads over 5 MB with 413', async () => {
    const { api } = await signIn('staff');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(5 * 1024 * 1024 + 1)]), 'big.bin');
    await expect(api.fetch(new Request(`${BASE}/kernel/storage`, { method: 'POST', body: form }))).rejects.toMatchObject({ status: 413 });
  });
});

describe('statistics (SPEC 7)', () => {
  it('counts the store, not random figures, and group sums add up', async () => {
    const { api } = await signIn('staff');
    const students = [...mock.store.slice(studentsSlice).students.values()];
    const overall = await unwrap(api.client.GET('/cloud-xj/api/xj/xjxx/getXsTj'));
    expect(overall.total).toBe(students.length);
    for (const group of overall.groups) expect(group.items.reduce((sum, item) => sum + item.value, 0)).toBe(students.length);
    const registration = await unwrap(api.client.GET('/cloud-xj/api/xj/xjxx/getXsbdTj', { params: { query: { xydm: '001' } } }));
    const inCollege = students.filter((s) => s.xydm === '001');
    expect(registration.total).toBe(inCollege.length);
    expect(registration.counters.registered).toBe(inCollege.filter((s) => s.bdzt === '1').length);
    const party = await unwrap(api.client.GET('/cloud-xj/api/xj/xjxx/getStu/queryAlldyCount'));
    expect(party.counters.members).toBe(students.filter((s) => s.zzmm === '01').length);
  });

  it('is refused to a teacher (x-permission xj:stats:view)', async () => {
    const { api } = await signIn('teacher');
    await expect(api.client.GET('/cloud-xj/api/xw/getXsxwTj')).rejects.toMatchObject({ status: 403 });
  });
});

describe('photos (SPEC 7)', () => {
  it('serves a student their own photo as base64 PNG and lets them replace it', async () => {
    const { api, user } = await signIn('student');
    const photo = await unwrap(api.client.GET('/cloud-xj/api/xj/xjxx/gettu', { params: { query: { fileType: 'rxzp' } } }));
    expect(photo.xykh).toBe(user.xykh);
    expect(atob(photo.fileContent).slice(1, 4)).toBe('PNG');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([255, 216, 255, 224])], { type: 'image/jpeg' }), 'me.jpg');
    await api.fetch(new Request(`${BASE}/cloud-xj/api/xj/xjxx/stu/updateAvatar`, { method: 'POST', body: form }));
    const shown = await api.fetch(new Request(`${BASE}/cloud-xj/api/xj/xjxx/showXczp`));
    expect(new Uint8Array(await shown.arrayBuffer())).toEqual(new Uint8Array([255, 216, 255, 224]));
  });

  it("keeps a teacher out of photos of other supervisors' students", async () => {
    const { api, user } = await signIn('teacher');
    const stranger = [...mock.store.slice(studentsSlice).students.values()].find((s) => s.dsgh !== user.gh)!;
    await expect(api.client.GET('/cloud-xj/api/xj/xjxx/gettu', { params: { query: { xykh: stranger.xykh } } })).rejects.toMatchObject({ status: 403 });
  });
});
