import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSettings } from '../../../stores/settings.ts';
import { mockBackend, renderPage } from '../../../test/mock-backend.tsx';
import type { GradeRecord } from '../api/keys.ts';
import MyGradesPage from './my-grades-page.tsx';

const backend = mockBackend();

afterEach(() => {
  vi.restoreAllMocks();
  act(() => useSettings.setState({ language: 'zh' }));
});

/** The demo student's grades as the graduate school sees them, released or not. */
async function gradesOf(xykh: string): Promise<GradeRecord[]> {
  const staff = await backend.clientAs('staff');
  const page = await staff.get('/cloud-xj/api/cjgl/grades', { params: { query: { student: xykh, size: 100 } } });
  return page.records.filter((grade) => grade.xykh === xykh);
}

/** Text holding `words` (a course shows as its code and name on a phone, which jsdom is). */
const holding = (words: string) => new RegExp(words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** The credit-weighted average of graded courses (deferred and unset ones count nowhere), one decimal. */
function weightedAverage(grades: readonly GradeRecord[]): string {
  const graded = grades.filter((grade) => grade.points !== null);
  const credits = graded.reduce((sum, grade) => sum + grade.xf, 0);
  const total = graded.reduce((sum, grade) => sum + (grade.points ?? 0) * grade.xf, 0);
  return (Math.round((total / credits) * 10) / 10).toFixed(1);
}

describe('my grades (/my/cj, issue 23 §3)', () => {
  it('shows the student’s released grades only, with the credit-weighted average', async () => {
    const info = await backend.signIn('student');
    const xykh = info?.user.xykh ?? '';
    const grades = await gradesOf(xykh);
    const released = grades.filter((grade) => grade.released);
    const unreleased = grades.filter((grade) => !grade.released && !released.some((other) => other.kcdm === grade.kcdm));
    expect(released.length).toBeGreaterThan(0);
    expect(unreleased.length).toBeGreaterThan(0);

    renderPage(<MyGradesPage />);
    expect(await screen.findByText(`${info?.user.realName ?? info?.user.nickName ?? ''}（${xykh}）的成绩报告单`)).toBeTruthy();
    for (const grade of released) expect(screen.getAllByText(holding(grade.kcmc)).length).toBeGreaterThan(0);
    for (const grade of unreleased) expect(screen.queryByText(holding(grade.kcmc))).toBeNull();
    expect(screen.getByText('只列出已发布的成绩。')).toBeTruthy();
    expect(screen.getByRole('group', { name: '总计' }).textContent).toContain(weightedAverage(released));
  });

  it('downloads the report card as a PDF', async () => {
    await backend.signIn('student');
    const saved: Blob[] = [];
    // jsdom has no object URLs: the saved file is caught where the page hands it to the browser.
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        saved.push(blob);
        return 'blob:report-card';
      },
      revokeObjectURL: () => undefined,
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage(<MyGradesPage />);
    fireEvent.click(await screen.findByRole('button', { name: /下载 PDF/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.type).toBe('application/pdf');
    expect((await saved[0]?.text())?.startsWith('%PDF')).toBe(true);
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toMatch(/\.pdf$/);
  });

  it('is in English, the course names too', async () => {
    const info = await backend.signIn('student');
    const named = (await gradesOf(info?.user.xykh ?? '')).find((grade) => grade.released && grade.kcmcEn);
    act(() => useSettings.setState({ language: 'en' }));
    renderPage(<MyGradesPage />);
    expect(await screen.findByRole('button', { name: /Download PDF/ })).toBeTruthy();
    const summary = screen.getByRole('group', { name: 'Totals' });
    expect(within(summary).getByText('Credit-weighted average')).toBeTruthy();
    expect(screen.getByText('Only released grades are listed.')).toBeTruthy();
    expect(screen.getAllByText(holding(named?.kcmcEn ?? '')).length).toBeGreaterThan(0);
  });
});
