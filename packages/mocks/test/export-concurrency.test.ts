import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentsSlice } from '../src/areas/students/store.ts';
import { createMockServer } from '../src/node.ts';
import { readZip } from './read-files.ts';
import { BASE, signIn } from './support.ts';

// Issue 13 (4): one call must not stall the server. The handlers run on one event loop in the browser,
// in vitest and in the Node server alike, so the order in which answers arrive shows whether a long
// export keeps others waiting; how long they wait is measured by `pnpm bench`, not asserted here.
const mock = await createMockServer({ students: 200 });
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.server.close());

const X = '/cloud-xj/api/xj/xjxx';

describe('a long export shares the server (issue 13, section 4)', () => {
  it('answers a sign-in and the public key while photo and table exports of every student are being written', async () => {
    const { api } = await signIn('staff');
    const finished: string[] = [];
    const exportAll = (name: string, request: Request) =>
      api
        .fetch(request)
        .then((response) => response.arrayBuffer())
        .then((bytes) => {
          finished.push(name);
          return new Uint8Array(bytes);
        });
    const photos = exportAll(
      'photos',
      new Request(`${BASE}${X}/ExportExcel/DownloadPhotos`, { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } }),
    );
    const table = exportAll('dbf', new Request(`${BASE}${X}/ExportDbf`));

    await fetch(`${BASE}/publicKey`).then(() => finished.push('publicKey'));
    await signIn('teacher').then(() => finished.push('sign-in'));

    const zip = await photos;
    await table;
    expect(finished.slice(0, 2)).toEqual(['publicKey', 'sign-in']);
    // Nothing was cut short to get there: the zip holds every student.
    expect(Object.keys(readZip(zip))).toHaveLength(mock.store.slice(studentsSlice).students.size);
  });
});
