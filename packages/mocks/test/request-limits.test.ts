import { getResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentPhoto } from '../src/files/photo.ts';
import { storageSlice } from '../src/areas/storage/store.ts';
import { studentsSlice } from '../src/areas/students/store.ts';
import { parseRequest } from '../src/http/parse-request.ts';
import { clientFault, createRouter } from '../src/http/route.ts';
import { getOperation, requestLimits } from '../src/http/spec-index.ts';
import { createMockServer } from '../src/node.ts';
import { BASE, signIn } from './support.ts';

/**
 * Issue 13 section 1: the shared request parsing (browser worker, vitest, standalone server) refuses
 * what breaks the spec's `x-request-limits` or declares no field, before anything reaches the store.
 */
const mock = await createMockServer({ students: 60 });
const { store } = mock;
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.server.close());

const X = `${BASE}/cloud-xj/api/xj/xjxx`;
const nested = (depth: number) => `${'{"a":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`;
const aStudent = () => [...store.slice(studentsSlice).students.values()][0]!;

async function call(
  token: string | null,
  method: string,
  url: string,
  body?: string | FormData,
): Promise<{ status: number; code: unknown; message: string; data: unknown }> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token ?? ''}` };
  if (typeof body === 'string') headers['Content-Type'] = 'application/json';
  const response = await fetch(url, { method, headers, body });
  const envelope = (await response.json()) as { code: unknown; message: string; data: unknown };
  return { status: response.status, ...envelope };
}

function form(name: string, bytes: Uint8Array<ArrayBuffer> | string, type: string, fields: Record<string, string> = {}): FormData {
  const data = new FormData();
  data.append('file', new Blob([bytes], { type }), name);
  for (const [field, value] of Object.entries(fields)) data.append(field, value);
  return data;
}

describe('request limits of the shared parsing (issue 13 section 1)', () => {
  it('refuses an edit nested 3,000 or 10,000 levels deep before it is parsed, and the record stays as it was', async () => {
    const { token } = await signIn('admin');
    const student = aStudent();
    const version = store.version;
    for (const depth of [requestLimits.maxDepth + 1, 3_000, 10_000]) {
      const answer = await call(token(), 'PUT', `${X}/stuinfo`, `{"id":"${student.id}","bz":"deep","deep":${nested(depth)}}`);
      expect(answer).toMatchObject({ status: 400, code: 400, data: null, message: expect.stringContaining(`deeper than ${requestLimits.maxDepth} levels`) });
    }
    expect(store.version).toBe(version);
    const read = await call(token(), 'GET', `${X}/getStuById?id=${student.id}`);
    expect(read.data).not.toHaveProperty('deep');
    expect(read.data).toMatchObject({ bz: student.bz });
  });

  it('refuses fields the schema does not declare, at the top and nested, naming the field', async () => {
    const { token } = await signIn('admin');
    const student = aStudent();
    const version = store.version;
    expect(await call(token(), 'PUT', `${X}/stuinfo`, JSON.stringify({ id: student.id, xymc: '伪造学院' }))).toMatchObject({
      status: 400,
      message: "body: unknown field 'xymc'",
    });
    expect(
      await call(token(), 'POST', `${X}/stuinfo/Search`, JSON.stringify({ current: 1, size: 5, sort: [{ field: 'xm', order: 'asc', nulls: 'last' }] })),
    ).toMatchObject({
      status: 400,
      message: "body/sort/0: unknown field 'nulls'",
    });
    const approval = {
      coreKey: student.id,
      type: 'xjyd',
      callback: '/cb',
      mkCode: 'xj',
      coreCode: 'xjyd',
      status: 1,
      opinion: '同意',
      appendData: { score: { nested: 1 } },
    };
    expect(await call(token(), 'POST', `${BASE}/cloud-yg/api/approval`, JSON.stringify(approval))).toMatchObject({
      status: 400,
      message: expect.stringContaining('appendData/score'),
    });
    expect(store.version).toBe(version);
  });

  it('bounds the query string: its length, its number of parameters, and one value per parameter that is not an array', async () => {
    const { token } = await signIn('admin');
    const id = aStudent().id;
    expect(await call(token(), 'GET', `${X}/getStuById?id=${id}&pad=${'x'.repeat(requestLimits.maxQueryBytes)}`)).toMatchObject({
      status: 414,
      message: expect.stringContaining(`${requestLimits.maxQueryBytes} bytes`),
    });
    const many = Array.from({ length: requestLimits.maxQueryParams }, (_, i) => `p${i}=1`).join('&');
    expect(await call(token(), 'GET', `${X}/getStuById?id=${id}&${many}`)).toMatchObject({
      status: 400,
      message: expect.stringContaining(`more than ${requestLimits.maxQueryParams} query parameters`),
    });
    expect(await call(token(), 'GET', `${X}/getStuById?id=${id}&id=${id}`)).toMatchObject({
      status: 400,
      message: expect.stringContaining("query parameter 'id' given 2 times"),
    });
    expect(await call(token(), 'GET', `${X}/getStuById?id=${id}`)).toMatchObject({ status: 200 });
  });

  it('stores an upload under the last segment of its name and refuses control characters and overlong names', async () => {
    const { token } = await signIn('admin');
    const stored = await call(token(), 'POST', `${BASE}/kernel/storage`, form('../../etc/passwd', 'root:x:0:0', 'text/plain'));
    expect(stored).toMatchObject({ status: 200, data: { realName: 'passwd' } });
    expect(await call(token(), 'POST', `${BASE}/kernel/storage`, form('..\\..\\boot.ini', 'x', 'text/plain'))).toMatchObject({
      data: { realName: 'boot.ini' },
    });
    const files = store.slice(storageSlice).files.size;
    for (const name of ['a\r\nb.txt', 'evil.png\u0000.html', `${'名'.repeat(requestLimits.maxFileNameLength)}.txt`, '../']) {
      expect(await call(token(), 'POST', `${BASE}/kernel/storage`, form(name, 'x', 'text/plain')), JSON.stringify(name)).toMatchObject({ status: 400 });
    }
    expect(store.slice(storageSlice).files.size).toBe(files);
  });

  it('stores a photo only when its bytes are an image, with the type the bytes have', async () => {
    const { token } = await signIn('admin');
    const { xykh } = aStudent();
    const version = store.version;
    for (const bytes of ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'not a photo']) {
      const refused = await call(token(), 'POST', `${X}/xjxwzpfile/upload`, form('photo.png', bytes, 'image/png', { xykh, fileType: 'byzp' }));
      expect(refused).toMatchObject({ status: 400, message: expect.stringContaining('not an image') });
    }
    expect(store.version).toBe(version);
    const jpeg = Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00);
    expect(await call(token(), 'POST', `${X}/xjxwzpfile/upload`, form('photo.png', jpeg, 'image/png', { xykh, fileType: 'byzp' }))).toMatchObject({
      status: 200,
      data: { contentType: 'image/jpeg' },
    });
    const png = new Uint8Array(studentPhoto(xykh, 'xwzp'));
    expect(await call(token(), 'POST', `${X}/xjxwzpfile/upload`, form('photo.png', png, 'image/png', { xykh, fileType: 'xwzp' }))).toMatchObject({
      status: 200,
      data: { contentType: 'image/png' },
    });
  });

  it('holds a decrypted payload to the same limits', async () => {
    const op = getOperation('put', '/cloud-xj/api/xj/xjxx/stuinfo');
    const deep = JSON.parse(nested(10_000)) as unknown;
    const request = new Request(`${X}/stuinfo`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ param: 'cipher' }) });
    await expect(parseRequest(op, request, {}, { maxUploadBytes: 1024, decrypt: () => ({ id: '1', deep }) })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining('deeper than'),
    });
  });
});

describe('faults while reading a request and bugs of a resolver', () => {
  it('answers 400 for what breaks while reading a request (deep structures, broken escapes, malformed bodies)', () => {
    expect(clientFault(new RangeError('Maximum call stack size exceeded'))).toMatchObject({ status: 400 });
    expect(clientFault(new URIError('URI malformed'))).toMatchObject({ status: 400 });
    expect(clientFault(new SyntaxError('Unexpected token'))).toMatchObject({ status: 400 });
    expect(clientFault(new TypeError('x is undefined'))).toBeUndefined();
  });

  it("lets a resolver's own error surface (the server answers it 500), even a RangeError", async () => {
    const route = createRouter(mock.ctx);
    const broken = route.authed('get', '/cloud-xj/api/xj/xjxx/getStuById', () => {
      throw new RangeError('Maximum call stack size exceeded');
    });
    const { token } = await signIn('admin');
    const request = new Request(`${X}/getStuById?id=${aStudent().id}`, { headers: { Authorization: `Bearer ${token()}` } });
    await expect(getResponse([broken], request)).rejects.toThrow(RangeError);
  });
});
