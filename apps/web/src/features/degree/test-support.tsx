import type { ApiClient } from '@gs/sdk/client';
import { useLocation } from 'react-router';
import type { MockBackend } from '../../test/mock-backend.tsx';
import { REVIEW_FORM_URL, type ThesisUploadForm } from './api/keys.ts';

/** Where the page sent the user (the shell opens it as a tab). */
export function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}`}</output>;
}

/** A small PDF as a browser's file chooser hands it over (the server checks the `%PDF-` bytes). */
export function pdfFile(name: string): File {
  return new File([new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')], name, {
    type: 'application/pdf',
  });
}

const SCORES = { A: 92, B: 82, C: 68, D: 45 } as const;
const COMMENTS = {
  A: '选题前沿，论证充分，同意答辩。',
  B: '研究内容完整，个别图表需规范，小修后答辩。',
  C: '实验部分不足，需较大修改后再审。',
  D: '研究方法存在根本性问题，主要结论不能成立。',
} as const;

/** A reviewer's whole review through the API: no conflict declared, the review form uploaded, the grade given. */
export async function reviewAs(reviewer: ApiClient, grade: keyof typeof SCORES): Promise<void> {
  const open = (await reviewer.get('/cloud-xj/api/xw/lwps/reviews', { params: { query: { current: 1, size: 10 } } })).records[0];
  if (!open) throw new Error('the reviewer has the review');
  await reviewer.post('/cloud-xj/api/xw/lwps/reviews/{reviewId}/declaration', { params: { path: { reviewId: open.id } }, body: { conflict: false } });
  const form = await reviewer.upload({ file: pdfFile('评阅书.pdf'), url: REVIEW_FORM_URL });
  await reviewer.post('/cloud-xj/api/xw/lwps/reviews/{reviewId}/submit', {
    params: { path: { reviewId: open.id } },
    body: { score: SCORES[grade], grade, comments: COMMENTS[grade], reviewForm: form.id },
  });
}

/**
 * The doctoral student's thesis through the API as the journey's people send it: uploaded by the student, sent by
 * the graduate school to reviewer1 and reviewer2. Answers the student's card number, the clients and the thesis id.
 */
export async function doctoralThesisUnderReview(backend: MockBackend) {
  const doctoral = await backend.clientAs('doctoral');
  const xykh = (await doctoral.get('/auth/info')).user.xykh ?? '';
  const upload = new FormData();
  upload.append('file', pdfFile('thesis.pdf'), 'thesis.pdf');
  upload.append('title', '面向异构集群的训练调度研究');
  await doctoral.post('/cloud-xj/api/xw/students/{xykh}/thesis', { params: { path: { xykh } }, body: upload as unknown as ThesisUploadForm });
  const staff = await backend.clientAs('staff');
  const file = await staff.get('/cloud-xj/api/xw/students/{xykh}', { params: { path: { xykh } } });
  const reviewers = [await backend.clientAs('reviewer1'), await backend.clientAs('reviewer2')];
  const ghs = await Promise.all(reviewers.map(async (client) => (await client.get('/auth/info')).user.gh ?? ''));
  const thesisId = file.thesis?.id ?? '';
  await staff.post('/cloud-xj/api/xw/lwps/theses/{thesisId}/reviewers', { params: { path: { thesisId } }, body: { reviewers: ghs } });
  return { xykh, doctoral, staff, reviewers, thesisId };
}
