/**
 * The pick list of an application entered for a student (issue 22 §8, our model): `GET
 * /cloud-xj/api/sq/candidates` marks whom a kind does not take (a status it does not allow, an open
 * application of the kind) and says why, in the words the submission refuses with, within the caller's
 * scope; without a kind, whom no application can be entered for.
 */
import { unwrap } from '@gs/sdk/client';
import { afterAll, describe, expect, it } from 'vitest';
import { studentsSlice } from '../src/areas/students/store.ts';
import { createMockServer } from '../src/node.ts';
import { signIn } from './support.ts';

const mock = await createMockServer({ students: 2000 });
mock.server.listen({ onUnhandledRequest: 'error' });
afterAll(() => mock.server.close());

const students = mock.store.slice(studentsSlice);
const staff = await signIn('staff');
const teacher = await signIn('teacher');

type Kind = 'suspension' | 'resumption' | 'extension' | 'leave' | 'dsls';
const candidates = (session: typeof staff, keyword: string, kind?: Kind, lang?: 'en') =>
  unwrap(
    session.api.client.GET('/cloud-xj/api/sq/candidates', {
      params: { query: { keyword, ...(kind ? { kind } : {}) } },
      ...(lang ? { headers: { 'Accept-Language': lang } } : {}),
    }),
  );
const withStatus = (xjzt: string) => [...students.students.values()].find((student) => student.xjzt === xjzt)!;

describe('whom an application may be entered for (issue 22 §8)', () => {
  it('marks a graduate for every kind and says why, in either language', async () => {
    const graduate = withStatus('04');
    const [any] = await candidates(staff, graduate.xykh);
    expect(any).toMatchObject({ xykh: graduate.xykh, xjzt: '04', mayApply: false, reason: `${graduate.xm}当前为毕业，没有可为其提交的申请` });
    const [suspension] = await candidates(staff, graduate.xykh, 'suspension');
    expect(suspension).toMatchObject({ mayApply: false, reason: `休学申请仅限学籍状态为在读的学生，${graduate.xm}当前为毕业` });
    const [english] = await candidates(staff, graduate.xykh, 'suspension', 'en');
    expect(english?.reason).toBe(`Suspension is only for students who are enrolled; ${graduate.xm} is graduated`);
  });

  it('takes an enrolled student for a suspension but not for a resumption, and a suspended one the other way round', async () => {
    const enrolled = withStatus('01');
    expect((await candidates(staff, enrolled.xykh, 'suspension'))[0]).toMatchObject({ mayApply: true, reason: null });
    expect((await candidates(staff, enrolled.xykh, 'resumption'))[0]?.mayApply).toBe(false);
    const suspended = withStatus('02');
    expect((await candidates(staff, suspended.xykh, 'resumption'))[0]).toMatchObject({ mayApply: true, reason: null });
  });

  it('marks a student with an open application of the kind, as the submission refuses a second one', async () => {
    const enrolled = [...students.students.values()].filter((student) => student.xjzt === '01')[5]!;
    const later = `${Number((enrolled.yjbyrq ?? '2027-06-30').slice(0, 4)) + 1}${(enrolled.yjbyrq ?? '2027-06-30').slice(4)}`;
    const body = { kind: 'extension' as const, xykh: enrolled.xykh, payload: { kind: 'extension' as const, reason: '论文实验需补充', yjbyrq: later } };
    await unwrap(staff.api.client.POST('/cloud-xj/api/sq/applications', { body }));
    const [marked] = await candidates(staff, enrolled.xykh, 'extension');
    expect(marked?.mayApply).toBe(false);
    expect(marked?.reason).toMatch(new RegExp(`^${enrolled.xm}已有一条处理中的延期毕业申请`));
    await expect(staff.api.client.POST('/cloud-xj/api/sq/applications', { body })).rejects.toMatchObject({ status: 409, message: marked?.reason });
  });

  it("answers within the caller's scope, and refuses a kind that is the teacher's own", async () => {
    const outside = [...students.students.values()].find((student) => student.dsgh !== teacher.user.gh)!;
    expect(await candidates(teacher, outside.xykh)).toEqual([]);
    await expect(staff.api.client.GET('/cloud-xj/api/sq/candidates', { params: { query: { keyword: '王', kind: 'dsls' } } })).rejects.toMatchObject({
      status: 400,
    });
  });
});
