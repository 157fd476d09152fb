/**
 * The degree area (issue 24 §1; our model) as its callers see it: the blind review's pass rules (a master's thesis
 * fails on one D; a doctoral thesis's first D asks for two more reviewers and the second D fails it; a C goes back to
 * the same reviewer with the revised thesis), the appeal taken once, the anonymity of everything a reviewer gets
 * (answers and the thesis file), the degree application refused until every condition holds and conferring the
 * degree once, and every refusal leaving the store as it was.
 */
import type { components } from '@gs/sdk/schema';
import { PDFDocument, PDFName } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { createMockServer } from '../../node.ts';
import { BASE, signIn } from '../../../test/support.ts';
import { studentsSlice } from '../students/store.ts';
import { EXAMPLE_FILES } from './seed.ts';
import { degreeSlice } from './store.ts';

type DegreeFile = components['schemas']['DegreeFile'];
type Thesis = components['schemas']['Thesis'];
type BlindReview = components['schemas']['BlindReview'];
type BlindReviewPage = components['schemas']['BlindReviewPage'];
type StoredFile = components['schemas']['StoredFile'];
type Defence = components['schemas']['Defence'];
type DegreeTeacher = components['schemas']['DegreeTeacher'];
type Application = components['schemas']['Application'];

const mock = await createMockServer();
mock.server.listen({ onUnhandledRequest: 'error' });
afterAll(() => mock.server.close());
const { store } = mock;
const degree = store.slice(degreeSlice);
const students = store.slice(studentsSlice);
const people = students.demoPeople();

const [staff, admin, student, classmate, doctoral, advisor, college, reviewer1, reviewer2, reviewer3, teacher, multi] = await Promise.all([
  signIn('staff'),
  signIn('admin'),
  signIn('student'),
  signIn('student2'),
  signIn('doctoral'),
  signIn('advisor'),
  signIn('college'),
  signIn('reviewer1'),
  signIn('reviewer2'),
  signIn('reviewer3'),
  signIn('teacher'),
  signIn('multi'),
]);
type Session = Awaited<ReturnType<typeof signIn>>;
const X = '/cloud-xj/api/xw';

interface Answer<T> {
  status: number;
  json?: { code: number; message: string; data: T };
  text: string;
  bytes?: Uint8Array;
  headers: Headers;
}

async function call<T = never>(who: Session, method: string, path: string, body?: unknown, lang?: 'en'): Promise<Answer<T>> {
  const headers: Record<string, string> = { Authorization: `Bearer ${who.token() ?? ''}` };
  if (lang) headers['Accept-Language'] = lang;
  if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
  if ((response.headers.get('content-type') ?? '').startsWith('application/json')) {
    const text = await response.text();
    return { status: response.status, json: JSON.parse(text) as Answer<T>['json'], text, headers: response.headers };
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, bytes, text: '', headers: response.headers };
}
async function data<T>(answer: Promise<Answer<T>>): Promise<T> {
  const got = await answer;
  expect(got.status, got.json?.message).toBe(200);
  return got.json!.data;
}
/** Refused with this status, and nothing in the store changed. */
async function refused(answer: () => Promise<Answer<unknown>>, status: number, message?: RegExp): Promise<string> {
  const before = store.version;
  const got = await answer();
  expect(got.status, got.json?.message).toBe(status);
  if (message) expect(got.json?.message).toMatch(message);
  expect(store.version).toBe(before);
  return got.json?.message ?? '';
}

/** A thesis PDF whose metadata names its author, title and card number, as a word processor's would. */
async function thesisPdf(author: string, xykh: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).drawText('Chapter 1 Introduction', { x: 72, y: 760, size: 18 });
  doc.setTitle(`Thesis of ${author}`);
  doc.setAuthor(author);
  doc.setSubject(`Card number ${xykh}`);
  doc.setKeywords([xykh]);
  const xmp = doc.context.stream(`<x:xmpmeta xmlns:x="adobe:ns:meta/"><dc:creator>${xykh}</dc:creator></x:xmpmeta>`, {
    Type: 'Metadata',
    Subtype: 'XML',
  });
  doc.catalog.set(PDFName.of('Metadata'), doc.context.register(xmp));
  return doc.save({ useObjectStreams: false });
}
function upload(bytes: Uint8Array, name: string, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.append('file', new Blob([bytes.slice()], { type: 'application/pdf' }), name);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}
const formPdf = () => upload(new TextEncoder().encode('%PDF-1.4\n% review form\n%%EOF\n'), '评阅书.pdf');

async function reviewOf(who: Session, thesisCode: string): Promise<BlindReview> {
  const page = await data<BlindReviewPage>(call(who, 'GET', `${X}/lwps/reviews?size=100`));
  const found = page.records.find((r) => r.thesisCode === thesisCode && r.state !== 'submitted');
  expect(found, `${thesisCode} in the list`).toBeDefined();
  return found!;
}
async function review(who: Session, reviewId: string, grade: 'A' | 'B' | 'C' | 'D'): Promise<BlindReview> {
  const form = await data<StoredFile>(call(who, 'POST', `${X}/lwps/review-form`, formPdf()));
  return data<BlindReview>(
    call(who, 'POST', `${X}/lwps/reviews/${reviewId}/submit`, {
      score: { A: 92, B: 82, C: 68, D: 45 }[grade],
      grade,
      comments: `评阅意见：结论为 ${grade}，理由见评阅书。`,
      reviewForm: form.id,
    }),
  );
}
const fileOf = (who: Session, xykh: string) => data<DegreeFile>(call(who, 'GET', `${X}/students/${xykh}`));

describe('the seed', () => {
  it('spreads theses over every state, with overdue reviews, defences, conferred degrees and an open flag', () => {
    const states = new Set([...degree.theses.values()].map((t) => t.state));
    expect([...states].sort()).toEqual(['appealed', 'awaiting_reviewers', 'failed', 'in_review', 'passed', 'revising']);
    const overdue = [...degree.reviews.values()].filter((r) => (r.state === 'open' || r.state === 'awaiting_declaration') && r.dueFrom < '2026-08-01');
    expect(overdue.length).toBeGreaterThan(0);
    expect(new Set([...degree.defences.values()].map((d) => d.state))).toEqual(new Set(['scheduled', 'passed', 'failed']));
    expect([...students.students.values()].filter((s) => s.xwzsbh?.length === 14)).toHaveLength(2);
    expect([...degree.flags.values()].filter((f) => f.closedAt === null)).toHaveLength(1);
  });

  it('leaves the doctoral journey’s cast out of everything', () => {
    const cast = new Set([...people.reviewers.map((r) => r.gh), people.otherTeacher.gh, people.advisor!.gh]);
    expect([...degree.reviews.values()].filter((r) => cast.has(r.reviewerGh))).toEqual([]);
    expect([...degree.defences.values()].flatMap((d) => d.members).filter((m) => cast.has(m.gh))).toEqual([]);
    expect(degree.thesisOf(people.doctoral!.xykh)).toBeUndefined();
    expect(degree.flagsOf(people.doctoral!.xykh)).toEqual([]);
    expect(degree.defencesOf(people.doctoral!.xykh)).toEqual([]);
  });
});

describe('the blind review of a master’s thesis', () => {
  const me = people.student;
  let code = '';
  let thesisId = '';

  it('takes the student’s PDF once, and refuses anyone else’s upload', async () => {
    const pdf = await thesisPdf(me.xm, me.xykh);
    await refused(() => call(staff, 'POST', `${X}/students/${me.xykh}/thesis`, upload(pdf, 'thesis.pdf', { title: '代写的论文' })), 403);
    await refused(
      () => call(student, 'POST', `${X}/students/${me.xykh}/thesis`, upload(new TextEncoder().encode('not a pdf'), 'thesis.pdf', { title: '论文题目' })),
      400,
    );
    const file = await data<DegreeFile>(
      call(student, 'POST', `${X}/students/${me.xykh}/thesis`, upload(pdf, 'thesis.pdf', { title: '基于图神经网络的交通流量预测方法' })),
    );
    expect(file.thesis).toMatchObject({ state: 'awaiting_reviewers', needed: 2, round: 1 });
    expect(file.mayUploadThesis).toBe(false);
    code = file.thesis!.code;
    thesisId = file.thesis!.id;
    await refused(() => call(student, 'POST', `${X}/students/${me.xykh}/thesis`, upload(pdf, 'thesis.pdf', { title: '再交一次' })), 409, /已提交/);
  });

  it('refuses the supervisor as a reviewer and names why, changing nothing', async () => {
    const teachers = await data<DegreeTeacher[]>(call(staff, 'GET', `${X}/students/${me.xykh}/teachers?keyword=${me.dsgh}`));
    expect(teachers.find((t) => t.gh === me.dsgh)).toMatchObject({ excluded: 'supervisor' });
    await refused(() => call(staff, 'POST', `${X}/lwps/theses/${thesisId}/reviewers`, { reviewers: [me.dsgh, people.reviewers[0]!.gh] }), 400, /导师/);
    await refused(() => call(teacher, 'POST', `${X}/lwps/theses/${thesisId}/reviewers`, { reviewers: [people.reviewers[0]!.gh] }), 403);
  });

  it('assigns two reviewers, who find the thesis by its code only', async () => {
    const thesis = await data<Thesis>(
      call(staff, 'POST', `${X}/lwps/theses/${thesisId}/reviewers`, { reviewers: [people.reviewers[0]!.gh, people.reviewers[1]!.gh] }),
    );
    expect(thesis).toMatchObject({ state: 'in_review', needed: 0 });
    expect(thesis.reviews.map((r) => r.reviewerName)).toEqual([people.reviewers[0]!.xm, people.reviewers[1]!.xm]);
    const mine = await reviewOf(reviewer1, code);
    expect(mine).toMatchObject({ state: 'awaiting_declaration', mayOpen: false, round: 1 });
  });

  it('gives a reviewer no answer that names the student or the supervisor, and the thesis only after the declaration, without its metadata', async () => {
    const mine = await reviewOf(reviewer1, code);
    await refused(() => call(reviewer1, 'GET', `${X}/lwps/reviews/${mine.id}/thesis`), 403);
    // Another's review is unknown to every other reviewer; the graduate school reads reviews through the thesis.
    await refused(() => call(reviewer2, 'GET', `${X}/lwps/reviews/${mine.id}`), 404);
    await refused(() => call(multi, 'GET', `${X}/lwps/reviews/${mine.id}`), 404);
    await refused(() => call(staff, 'GET', `${X}/lwps/reviews/${mine.id}`), 403);
    const declared = await call<BlindReview>(reviewer1, 'POST', `${X}/lwps/reviews/${mine.id}/declaration`, { conflict: false });
    expect(declared.json?.data.mayOpen).toBe(true);
    await refused(() => call(reviewer1, 'POST', `${X}/lwps/reviews/${mine.id}/declaration`, { conflict: false }), 409);
    const answers = [
      declared.text,
      (await call(reviewer1, 'GET', `${X}/lwps/reviews/${mine.id}`)).text,
      (await call(reviewer1, 'GET', `${X}/lwps/reviews?size=100`)).text,
    ];
    for (const text of answers) {
      expect(text).toContain(code);
      for (const secret of [me.xm, me.xykh, me.dsxm!, me.dsgh!]) expect(text).not.toContain(secret);
    }
    const download = await call(reviewer1, 'GET', `${X}/lwps/reviews/${mine.id}/thesis`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain(`filename="${code}.pdf"`);
    const doc = await PDFDocument.load(download.bytes!, { updateMetadata: false });
    // Read before the getters below, which make an empty Info dictionary when there is none.
    expect(doc.context.trailerInfo.Info).toBeUndefined();
    expect([doc.getTitle(), doc.getAuthor(), doc.getSubject(), doc.getKeywords(), doc.getProducer(), doc.getCreator()]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(doc.catalog.get(PDFName.of('Metadata'))).toBeUndefined();
    expect(new TextDecoder('latin1').decode(download.bytes!)).not.toContain(me.xykh);
    expect(doc.getPageCount()).toBe(1);
  });

  it('fails the thesis on its first D, shows the student the results without names, and takes one appeal', async () => {
    const first = await reviewOf(reviewer1, code);
    await review(reviewer1, first.id, 'B');
    const second = await reviewOf(reviewer2, code);
    const early = await data<StoredFile>(call(reviewer2, 'POST', `${X}/lwps/review-form`, formPdf()));
    const body = { score: 90, grade: 'A', comments: '评阅意见：结论为 A，理由见评阅书。', reviewForm: early.id };
    await refused(() => call(reviewer2, 'POST', `${X}/lwps/reviews/${second.id}/submit`, body), 409, /利益冲突/);
    // Another's form is not the reviewer's to name.
    await refused(() => call(reviewer1, 'POST', `${X}/lwps/reviews/${first.id}/submit`, body), 403, /本人上传/);
    await data(call(reviewer2, 'POST', `${X}/lwps/reviews/${second.id}/declaration`, { conflict: false }));
    await review(reviewer2, second.id, 'D');
    const file = await fileOf(student, me.xykh);
    expect(file.thesis).toMatchObject({ state: 'failed', dCount: 1 });
    expect(file.thesis!.reviews.map((r) => [r.no, r.grade, r.reviewerName, r.reviewerGh, r.reviewForm])).toEqual([
      [1, 'B', null, null, null],
      [2, 'D', null, null, null],
    ]);
    expect(file.thesis!.reviews[1]!.comments).toContain('D');
    expect(file.mayAppeal).toBe(true);
    expect(file.appealUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The graduate school sees the names and the forms.
    const staffView = await fileOf(staff, me.xykh);
    expect(staffView.thesis!.reviews.map((r) => r.reviewerName)).toEqual([people.reviewers[0]!.xm, people.reviewers[1]!.xm]);
    expect(staffView.thesis!.reviews[0]!.reviewForm).not.toBeNull();

    await refused(() => call(classmate, 'POST', `${X}/students/${me.xykh}/appeal`, { reason: '评阅意见与论文内容不符，申请复议。' }), 403);
    const appealed = await data<DegreeFile>(
      call(student, 'POST', `${X}/students/${me.xykh}/appeal`, { reason: '评阅人 2 的意见与论文第五章的实验不符，申请复议。' }),
    );
    expect(appealed.thesis).toMatchObject({ state: 'appealed', appeal: { state: 'pending' } });
    await refused(() => call(student, 'POST', `${X}/students/${me.xykh}/appeal`, { reason: '再次申诉，请求重新评阅论文。' }), 409, /只能申诉一次|已申诉/);
    const decided = await data<DegreeFile>(call(staff, 'POST', `${X}/students/${me.xykh}/appeal/decision`, { accept: true, opinion: '同意重新送审' }));
    expect(decided.thesis).toMatchObject({ state: 'awaiting_reviewers', round: 2, needed: 2, dCount: 0, appeal: { state: 'accepted' } });
    expect(decided.thesis!.reviews).toHaveLength(2);
    await refused(() => call(staff, 'POST', `${X}/students/${me.xykh}/appeal/decision`, { accept: true, opinion: '同意重新送审' }), 409);
    // The reviewers of the failed round may not review the new one.
    await refused(() => call(staff, 'POST', `${X}/lwps/theses/${thesisId}/reviewers`, { reviewers: [people.reviewers[0]!.gh] }), 400, /评阅人/);
  });
});

describe('the blind review of a doctoral thesis', () => {
  it('asks for two more reviewers at its first D and fails at the second', async () => {
    const busy = new Set([...people.reviewers.map((r) => r.gh), people.otherTeacher.gh, people.teacher.gh]);
    const candidate = [...students.students.values()].find(
      (s) => s.pycc === '1' && s.xjzt === '01' && s.dsgh && !busy.has(s.dsgh) && !degree.thesisOf(s.xykh),
    )!;
    const file = store.write(() =>
      degree.submitThesis(
        candidate.xykh,
        { title: '复杂网络上的传播动力学建模', file: { id: EXAMPLE_FILES.reviewForm, name: 'x.pdf' }, revisionNotes: null },
        store.now(),
      ),
    );
    await data(call(staff, 'POST', `${X}/lwps/theses/${file.id}/reviewers`, { reviewers: [people.reviewers[0]!.gh, people.reviewers[1]!.gh] }));
    const one = await reviewOf(reviewer1, file.code);
    const two = await reviewOf(reviewer2, file.code);
    await data(call(reviewer1, 'POST', `${X}/lwps/reviews/${one.id}/declaration`, { conflict: false }));
    await data(call(reviewer2, 'POST', `${X}/lwps/reviews/${two.id}/declaration`, { conflict: false }));
    await review(reviewer1, one.id, 'D');
    expect(degree.theses.get(file.id)).toMatchObject({ state: 'awaiting_reviewers', needed: 2 });
    await review(reviewer2, two.id, 'A');
    expect(degree.theses.get(file.id)).toMatchObject({ state: 'awaiting_reviewers', needed: 2 });
    // At most the two still needed; the first D's extra reviewers come once.
    await refused(
      () => call(staff, 'POST', `${X}/lwps/theses/${file.id}/reviewers`, { reviewers: [people.reviewers[2]!.gh, people.otherTeacher.gh, people.teacher.gh] }),
      400,
    );
    await data(call(staff, 'POST', `${X}/lwps/theses/${file.id}/reviewers`, { reviewers: [people.reviewers[2]!.gh, people.otherTeacher.gh] }));
    const three = await reviewOf(reviewer3, file.code);
    await data(call(reviewer3, 'POST', `${X}/lwps/reviews/${three.id}/declaration`, { conflict: false }));
    const four = await reviewOf(multi, file.code);
    await data(call(multi, 'POST', `${X}/lwps/reviews/${four.id}/declaration`, { conflict: false }));
    await review(multi, four.id, 'B');
    expect(degree.theses.get(file.id)).toMatchObject({ state: 'in_review', needed: 0 });
    await review(reviewer3, three.id, 'D');
    expect(degree.theses.get(file.id)).toMatchObject({ state: 'failed' });
    const row = (await data<{ records: { id: string; state: string; reviewers: unknown[] }[] }>(call(staff, 'GET', `${X}/lwps/theses?keyword=${file.code}`)))
      .records[0];
    expect(row).toMatchObject({ id: file.id, state: 'failed' });
    expect(row!.reviewers).toHaveLength(4);
  });
});

describe('a C review', () => {
  const me = people.classmate!;
  it('goes back to the same reviewer with the revised thesis and its notes', async () => {
    const pdf = await thesisPdf(me.xm, me.xykh);
    const file = await data<DegreeFile>(
      call(classmate, 'POST', `${X}/students/${me.xykh}/thesis`, upload(pdf, 'lw.pdf', { title: '学术英语写作中的立场标记研究' })),
    );
    const { id, code } = file.thesis!;
    await data(call(staff, 'POST', `${X}/lwps/theses/${id}/reviewers`, { reviewers: [people.reviewers[0]!.gh, people.reviewers[2]!.gh] }));
    const one = await reviewOf(reviewer1, code);
    const three = await reviewOf(reviewer3, code);
    await data(call(reviewer1, 'POST', `${X}/lwps/reviews/${one.id}/declaration`, { conflict: false }));
    await data(call(reviewer3, 'POST', `${X}/lwps/reviews/${three.id}/declaration`, { conflict: false }));
    await review(reviewer3, three.id, 'A');
    const c = await review(reviewer1, one.id, 'C');
    expect(c.state).toBe('revising');
    const waiting = await fileOf(classmate, me.xykh);
    expect(waiting).toMatchObject({ mayUploadThesis: true, thesis: { state: 'revising' } });
    await refused(
      () => call(classmate, 'POST', `${X}/students/${me.xykh}/thesis`, upload(pdf, 'lw2.pdf', { title: '学术英语写作中的立场标记研究' })),
      400,
      /修改说明/,
    );
    await data(
      call(
        classmate,
        'POST',
        `${X}/students/${me.xykh}/thesis`,
        upload(pdf, 'lw2.pdf', { title: '学术英语写作中的立场标记研究', revisionNotes: '补充了第三章的语料统计。' }),
      ),
    );
    const back = await data<BlindReview>(call(reviewer1, 'GET', `${X}/lwps/reviews/${one.id}`));
    expect(back).toMatchObject({ state: 'open', grade: null, revisionNotes: '补充了第三章的语料统计。', mayOpen: true });
    await review(reviewer1, one.id, 'A');
    expect((await fileOf(classmate, me.xykh)).thesis).toMatchObject({ state: 'passed', dCount: 0 });
  });
});

describe('the degree of the doctoral journey', () => {
  const me = people.doctoral!;
  it('starts from a clean file whose plan audit is met', async () => {
    const file = await fileOf(doctoral, me.xykh);
    expect(file).toMatchObject({ thesis: null, defence: null, flags: [], application: null, xwzsbh: null, mayUploadThesis: true, eligible: false });
    expect(file.conditions.map((c) => [c.key, c.met])).toEqual([
      ['audit', true],
      ['review', false],
      ['defence', false],
      ['discipline', true],
    ]);
    await refused(() => call(student, 'GET', `${X}/students/${me.xykh}`), 403);
  });

  it('refuses the application naming the first unmet condition, then confers the degree once every condition holds', async () => {
    const apply = () => call<Application>(doctoral, 'POST', '/cloud-xj/api/sq/applications', { kind: 'xwsq', payload: { kind: 'xwsq', statement: null } });
    await refused(apply, 409, /学位论文/);
    const pdf = await thesisPdf(me.xm, me.xykh);
    const file = await data<DegreeFile>(
      call(doctoral, 'POST', `${X}/students/${me.xykh}/thesis`, upload(pdf, 'thesis.pdf', { title: '面向异构集群的深度学习训练调度方法研究' })),
    );
    const { id, code } = file.thesis!;
    await data(call(staff, 'POST', `${X}/lwps/theses/${id}/reviewers`, { reviewers: [people.reviewers[1]!.gh, people.reviewers[2]!.gh] }));
    for (const [who, grade] of [
      [reviewer2, 'A'],
      [reviewer3, 'B'],
    ] as const) {
      const mine = await reviewOf(who, code);
      await data(call(who, 'POST', `${X}/lwps/reviews/${mine.id}/declaration`, { conflict: false }));
      await review(who, mine.id, grade);
    }
    // The committee: none the supervisor or a reviewer (400 naming each), then three others.
    const teachers = await data<DegreeTeacher[]>(call(staff, 'GET', `${X}/students/${me.xykh}/teachers`));
    const free = teachers.filter((t) => t.excluded === null && t.gh !== people.teacher.gh).slice(0, 2);
    const members = [
      { gh: people.teacher.gh, role: 'chair' },
      { gh: free[0]!.gh, role: 'secretary' },
      { gh: free[1]!.gh, role: 'member' },
    ];
    const bad = await refused(
      () =>
        call(staff, 'POST', `${X}/dbjl/defences`, {
          xykh: me.xykh,
          time: '2026-12-10 14:00',
          room: '信息楼 305',
          members: [{ gh: me.dsgh, role: 'chair' }, { gh: people.reviewers[1]!.gh, role: 'secretary' }, members[2]],
        }),
      400,
    );
    expect(bad).toMatch(/导师/);
    expect(bad).toMatch(/评阅人/);
    const defence = await data<Defence>(call(staff, 'POST', `${X}/dbjl/defences`, { xykh: me.xykh, time: '2026-12-10 14:00', room: '信息楼 305', members }));
    expect(defence).toMatchObject({ state: 'scheduled', passShare: '2/3', mayClose: true });
    // Before anyone votes it may move; its committee keeps the rules (a refused change changes nothing).
    const moveTo = (room: string, committee: readonly unknown[]) =>
      call(staff, 'PUT', `${X}/dbjl/defences/${defence.id}`, { time: '2026-12-11 09:00', room, members: committee });
    expect(await refused(() => moveTo('信息楼 402', [{ gh: me.dsgh, role: 'chair' }, members[1], members[2]]), 400)).toMatch(/导师/);
    expect(await data<Defence>(call(staff, 'GET', `${X}/dbjl/defences/${defence.id}`))).toMatchObject({ time: '2026-12-10 14:00', room: '信息楼 305' });
    expect(await data<Defence>(moveTo('信息楼 402', members))).toMatchObject({ time: '2026-12-11 09:00', room: '信息楼 402', state: 'scheduled' });
    // A member records their own vote only; the secretary any member's.
    await refused(() => call(teacher, 'POST', `${X}/dbjl/defences/${defence.id}/votes`, { gh: free[0]!.gh, vote: 'pass' }), 403);
    const mine = await data<Defence>(call(teacher, 'POST', `${X}/dbjl/defences/${defence.id}/votes`, { gh: people.teacher.gh, vote: 'pass', comment: '同意' }));
    expect(mine.mayVote).toBe(true);
    // The votes were cast for this committee, time and room: they no longer change.
    await refused(() => moveTo('信息楼 305', members), 409, /已有委员投票/);
    await data(call(staff, 'POST', `${X}/dbjl/defences/${defence.id}/votes`, { gh: free[0]!.gh, vote: 'pass' }));
    const record = await data<StoredFile>(call(staff, 'POST', `${X}/dbjl/record-file`, upload(new TextEncoder().encode('%PDF-1.4\n%%EOF\n'), '答辩记录.pdf')));
    await refused(
      () => call(staff, 'POST', `${X}/dbjl/defences/${defence.id}/close`, { resolution: '答辩委员会同意通过论文答辩。', recordFile: record.id }),
      409,
      /未投票/,
    );
    await data(call(staff, 'POST', `${X}/dbjl/defences/${defence.id}/votes`, { gh: free[1]!.gh, vote: 'fail' }));
    const closed = await data<Defence>(
      call(staff, 'POST', `${X}/dbjl/defences/${defence.id}/close`, { resolution: '答辩委员会经无记名投票，同意通过论文答辩。', recordFile: record.id }),
    );
    expect(closed).toMatchObject({ state: 'passed', passVotes: 2, failVotes: 1 });

    // A flag recorded meanwhile stops the application; closed, it lets it through.
    const flagged = await data<DegreeFile>(call(staff, 'POST', `${X}/students/${me.xykh}/flags`, { reason: '学术不端调查中' }));
    await refused(apply, 409, /处分/);
    await data(call(staff, 'POST', `${X}/students/${me.xykh}/flags/${flagged.flags[0]!.id}/close`, { note: '调查结论为不构成学术不端' }));
    const ready = await fileOf(doctoral, me.xykh);
    expect(ready).toMatchObject({ eligible: true, mayApply: true });

    const application = await data(apply());
    for (const who of [advisor, college, staff]) {
      const current = await data<Application>(call(who, 'GET', `/cloud-xj/api/sq/applications/${application.id}`));
      await data(call(who, 'POST', '/cloud-yg/api/approval', { coreKey: current.id, ...current.approval, status: 1, opinion: '同意' }));
    }
    const done = await fileOf(doctoral, me.xykh);
    expect(done.xwzsbh).toMatch(new RegExp(`^19999\\d{4}1\\d{4}$`));
    expect(done).toMatchObject({ application: { id: application.id, state: 'approved' }, mayApply: false });
    await refused(apply, 409, /已授予学位/);
  });
});

describe('who reaches what', () => {
  it('keeps a degree file to its student, supervisor, college and the graduate school', async () => {
    const other = [...students.students.values()].find((s) => s.xydm !== people.student.xydm && s.xjzt === '01')!;
    await refused(() => call(student, 'GET', `${X}/students/${other.xykh}`), 403);
    await refused(() => call(college, 'GET', `${X}/students/${other.xykh}`), 403);
    await refused(() => call(student, 'GET', `${X}/students/0000000000`), 404);
    expect((await fileOf(teacher, people.student.xykh)).student.xykh).toBe(people.student.xykh);
    expect((await fileOf(admin, other.xykh)).student.xykh).toBe(other.xykh);
  });

  it('answers in English where the words are the backend’s', async () => {
    const file = await call<DegreeFile>(staff, 'GET', `${X}/students/${people.doctoral!.xykh}`, undefined, 'en');
    expect(file.json!.data.conditions[0]!.detail).toMatch(/training plan/);
    const refusal = await call(student, 'GET', `${X}/students/0000000000`, undefined, 'en');
    expect(refusal.json!.message).toBe('Student 0000000000 does not exist');
  });
});
