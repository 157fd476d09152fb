/**
 * The printable form of an application as a PDF (issue 22 §4; our model): 请假条, 学籍异动审批表 or
 * 申请审批表 with whom it is about, what was asked and each step's decision and decider, its Chinese
 * text embedded with its Unicode map (read back here as a reader's copy would), printable by whoever may
 * read the application; a backend without the font (the browser worker) answers 501 in the envelope.
 */
import { execFileSync } from 'node:child_process';
import { getResponse } from 'msw';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { applicationsSlice } from '../src/areas/applications/store.ts';
import { createContext, createHandlers } from '../src/areas/index.ts';
import { identitySlice } from '../src/core/identity.ts';
import { createMockServer } from '../src/node.ts';
import { pdfUnicodeText } from './read-files.ts';
import { BASE, signIn } from './support.ts';

const mock = await createMockServer({ students: 2000 });
mock.server.listen({ onUnhandledRequest: 'error' });
afterAll(() => mock.server.close());
const { store } = mock;
const engine = store.slice(applicationsSlice);
const identity = store.slice(identitySlice);

const [staff, teacher, student, college] = await Promise.all([signIn('staff'), signIn('teacher'), signIn('student'), signIn('college')]);
type Session = typeof staff;

async function print(session: Session, id: string) {
  const response = await fetch(`${BASE}/cloud-xj/api/sq/applications/${id}/print`, { headers: { Authorization: `Bearer ${session.token()}` } });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition') ?? '',
    bytes,
    json: response.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(new TextDecoder().decode(bytes)) : undefined,
  };
}

/** `pdftotext`, where poppler is installed, as a second reader of the same bytes. */
function poppler(bytes: Uint8Array): string | undefined {
  try {
    return execFileSync('pdftotext', ['-q', '-', '-'], { input: bytes, encoding: 'utf8' });
  } catch {
    return undefined;
  }
}

const demoXykh = identity.userByUsername('student')!.xykh!;

describe('the printable form (issue 22 §4)', () => {
  it("prints a leave as 请假条: the student's name and number, the days, and each step's decision and decider", async () => {
    const leave = [...engine.applications.values()].find((a) => a.kind === 'leave' && a.subject.xykh === demoXykh && a.steps.some((s) => s.deciderName))!;
    const answer = await print(student, leave.id);
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('application/pdf');
    expect(decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(answer.disposition)![1]!)).toBe(`请假条-${leave.subject.xm}-${leave.id}.pdf`);
    expect(answer.disposition).toMatch(/^inline;/);
    const text = pdfUnicodeText(answer.bytes);
    expect(text).toContain('请假条');
    expect(text).toContain(leave.subject.xm);
    expect(text).toContain(demoXykh);
    const payload = leave.payload as { days: number; leaveStart: string; leaveEnd: string };
    expect(text).toContain(`${payload.days} 天`);
    expect(text).toContain(`${payload.leaveStart} 至 ${payload.leaveEnd}`);
    for (const step of leave.steps) {
      expect(text).toContain(`${step.label}：${step.state === 'approved' ? '同意' : step.state === 'rejected' ? '不同意' : '待审批'}`);
      if (step.deciderName) expect(text).toContain(`审批人：${step.deciderName}`);
    }
    expect(text).toContain('签字：');
    expect(text).not.toContain('\uFFFD');
    // A whole PDF a reader opens: one A4 page, the title in its metadata, a subset of the font (tens of KB, not 8 MB).
    const doc = await PDFDocument.load(answer.bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe(`请假条 ${leave.id}`);
    expect(answer.bytes.byteLength).toBeLessThan(200_000);
    const popplerText = poppler(answer.bytes);
    if (popplerText !== undefined) expect(popplerText.replace(/\s+/g, '')).toContain(`审批人：${leave.steps[0]!.deciderName}`.replace(/\s+/g, ''));
  });

  it('prints a status change as 学籍异动审批表 and the other kinds as 申请审批表, with what was asked in words', async () => {
    const statusChange = [...engine.applications.values()].find((a) => a.approval.coreCode === 'xjyd' && a.kind === 'suspension' && a.state === 'approved')!;
    const text = pdfUnicodeText((await print(staff, statusChange.id)).bytes);
    expect(text).toContain('学籍异动审批表');
    expect(text).toContain('异动类型');
    expect(text).toContain('休学');
    expect(text).toMatch(/休学原因\n(因病|创业|应征入伍|其他)/);
    for (const step of statusChange.steps) expect(text).toContain(`审批人：${step.deciderName}`);
    const scholarship = [...engine.applications.values()].find((a) => a.kind === 'scholarship')!;
    const other = pdfUnicodeText((await print(staff, scholarship.id)).bytes);
    expect(other).toContain('申请审批表');
    expect(other).toContain('学业奖学金');
    expect(other).toContain(scholarship.subject.xm);
    const selection = [...engine.applications.values()].find((a) => a.kind === 'dsls')!;
    const form = pdfUnicodeText((await print(staff, selection.id)).bytes);
    expect(form).toContain('申请审批表');
    expect(form).toContain(`工号\n${selection.subject.gh}`);
  });

  it('lets whoever may read the application print it, and nobody else', async () => {
    const own = [...engine.applications.values()].find((a) => a.subject.xykh === demoXykh)!;
    expect((await print(teacher, own.id)).status).toBe(200);
    expect((await print(college, own.id)).status).toBe(200);
    const another = [...engine.applications.values()].find((a) => a.subject.type === 'student' && a.subject.xykh !== demoXykh && a.subject.xydm !== '001')!;
    const refused = await print(student, another.id);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: 403, data: null });
    expect((await print(college, another.id)).status).toBe(403);
    const missing = await print(staff, '1720000000009999999');
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ code: 404, message: '申请 1720000000009999999 不存在' });
    expect((await print(staff, '..%2F..%2Fetc')).status).toBe(400);
  });

  it('answers 501 in the envelope where there is no Chinese font (the browser worker), after the same checks', async () => {
    // The handlers as the browser worker builds them: a context without `pdfFonts`.
    const handlers = createHandlers(await createContext(store));
    const call = async (id: string) => {
      const response = await getResponse(
        handlers,
        new Request(`${BASE}/cloud-xj/api/sq/applications/${id}/print`, { headers: { Authorization: `Bearer ${staff.token()}` } }),
      );
      return { status: response!.status, json: await response!.json() };
    };
    const any = [...engine.applications.values()][0]!;
    expect(await call(any.id)).toEqual({
      status: 501,
      json: { code: 501, message: '浏览器演示模式不能生成 PDF 打印件，请连接模拟服务器（pnpm mock）后再打印', data: null },
    });
    expect((await call('1720000000009999999')).status).toBe(404);
  });
});
