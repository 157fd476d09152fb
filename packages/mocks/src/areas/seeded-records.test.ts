import { describe, expect, it } from 'vitest';
import { defaultMockOptions } from '../config.ts';
import { identitySlice } from '../core/identity.ts';
import { applicationsSlice } from './applications/store.ts';
import { approvalsSlice } from './approvals/store.ts';
import { seedStore } from './index.ts';
import { decodeHtml } from './notices/seed.ts';
import { noticesSlice } from './notices/store.ts';
import { storageSlice } from './storage/store.ts';
import { studentsSlice } from './students/store.ts';

const store = seedStore({ ...defaultMockOptions, students: 400 });
const storage = store.slice(storageSlice);

describe('seeded notices, files and approvals', () => {
  it('stores about thirty notices with encoded HTML and attachments that exist', () => {
    const notices = [...store.slice(noticesSlice).notices.values()];
    expect(notices.length).toBeGreaterThanOrEqual(28);
    for (const notice of notices) {
      expect(notice.content).not.toMatch(/</);
      expect(notice.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      const ids = JSON.parse(notice.filekey) as string[];
      expect(ids.length).toBeLessThanOrEqual(3);
      for (const id of ids) expect(storage.get(id)).toBeDefined();
    }
    const html = decodeHtml(notices.find((n) => n.title.includes('新生报到'))!.content);
    for (const tag of ['<p>', '<ul>', '<li>', '<table', '<strong>']) expect(html).toContain(tag);
    expect(notices.some((n) => JSON.parse(n.filekey).length === 0)).toBe(true);
    expect(notices.some((n) => JSON.parse(n.filekey).length === 3)).toBe(true);
  });

  it('has one notice carrying script, onerror and javascript: payloads for the sanitiser', () => {
    const unsafe = [...store.slice(noticesSlice).notices.values()].map((n) => decodeHtml(n.content)).filter((html) => html.includes('<script>'));
    expect(unsafe).toHaveLength(1);
    expect(unsafe[0]).toMatch(/onerror=/);
    expect(unsafe[0]).toMatch(/href="javascript:/);
  });

  it('stores about twenty files whose sizes match their bytes, each with an owner and a scope', async () => {
    const files = [...storage.files.values()];
    expect(files.length).toBeGreaterThanOrEqual(18);
    for (const { meta, ownerId, scope } of files) {
      expect(meta.fileSize).toBe((await storage.bytesOf(meta.id))?.byteLength);
      expect(meta.modules).toBeTruthy();
      expect(meta.biz).toBeTruthy();
      // Review forms of the seeded supervisor selections belong to their teachers and their applications; the degree's
      // theses, review forms and defence records to their students, reviewers and records (xw-*).
      if (meta.modules === 'ds-review-form' || meta.modules?.startsWith('xw-')) continue;
      expect(ownerId).toMatch(/^[12]$/);
      expect(scope.kind).toMatch(/^(public|private|user)$/);
    }
    const suffixes = new Set(files.map((f) => f.meta.suffix));
    for (const suffix of ['pdf', 'png', 'txt', 'xlsx']) expect(suffixes).toContain(suffix);
  });

  it('keeps about sixty approvals as histories of student records, oldest first per record', () => {
    const students = store.slice(studentsSlice);
    const approvals = [...store.slice(approvalsSlice).approvals.values()];
    expect(approvals.length).toBeGreaterThanOrEqual(50);
    const byKey = new Map<string, string[]>();
    for (const a of approvals) {
      expect([1, 9]).toContain(a.status);
      // A student record (the approvals area's histories) or an application (the engine's decisions).
      expect(students.byId(a.coreKey) ?? store.slice(applicationsSlice).applications.get(a.coreKey)).toBeDefined();
      expect(a.opinion.length).toBeGreaterThanOrEqual(2);
      byKey.set(a.coreKey, [...(byKey.get(a.coreKey) ?? []), a.createTime]);
    }
    for (const times of byKey.values()) expect(times).toEqual([...times].sort());
    expect(approvals.some((a) => a.status === 9)).toBe(true);
    const demo = students.byXykh(store.slice(identitySlice).userByUsername('student')!.xykh!)!;
    expect(byKey.has(demo.id)).toBe(true);
  });

  it('seeds applications in every state whose decisions are approval records and whose effects the records show', () => {
    const students = store.slice(studentsSlice);
    const applications = [...store.slice(applicationsSlice).applications.values()];
    const approvals = [...store.slice(approvalsSlice).approvals.values()];
    expect(new Set(applications.map((a) => a.state))).toEqual(new Set(['submitted', 'in_review', 'approved', 'rejected', 'withdrawn']));
    for (const application of applications) {
      const decided = application.steps.filter((s) => s.state === 'approved' || s.state === 'rejected');
      const history = approvals.filter((a) => a.coreKey === application.id);
      expect(history.map((h) => [h.status, h.approverId, h.createTime])).toEqual(
        decided.map((s) => [s.state === 'approved' ? 1 : 9, s.deciderId, s.decidedAt]),
      );
      const open = application.state === 'submitted' || application.state === 'in_review';
      expect(application.currentStep === null).toBe(!open);
      if (open) expect(application.steps[application.currentStep!]!.state).toBe('pending');
      // Kinds that change a student's record (a leave or a scholarship changes none; a selection is about a teacher).
      if (application.state === 'approved' && application.effect !== null && application.subject.type === 'student') {
        const record = students.byXykh(application.subject.xykh!)!;
        // A degree application confers the degree: its certificate number is on the record.
        if (application.kind === 'xwsq') expect(record.xwzsbh).toMatch(/^\d{14}$/);
        else expect(record.xjzt).toBe({ suspension: '02', withdrawal: '03', extension: '06' }[application.kind as 'suspension']);
        expect(application.effect?.applied).toBe(true);
      }
    }
    // The demo student's own, still withdrawable; the demo teacher and the college account have something to decide.
    const demo = store.slice(identitySlice).userByUsername('student')!;
    expect(applications.some((a) => a.applicantId === demo.id && a.state === 'submitted')).toBe(true);
    const teacherGh = store.slice(identitySlice).userByUsername('teacher')!.gh;
    expect(applications.some((a) => a.currentStep !== null && a.steps[a.currentStep]!.role === 'supervisor' && a.subject.dsgh === teacherGh)).toBe(true);
    expect(applications.some((a) => a.currentStep !== null && a.steps[a.currentStep]!.role === 'college' && a.subject.xydm === '001')).toBe(true);
  });
});
