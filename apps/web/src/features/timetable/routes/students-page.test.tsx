import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSettings } from '../../../stores/settings.ts';
import { mockBackend, renderPage } from '../../../test/mock-backend.tsx';
import type { Offering } from '../api/keys.ts';
import OfferingStudentsPage from './students-page.tsx';

const backend = mockBackend();

afterEach(() => {
  vi.restoreAllMocks();
  act(() => useSettings.setState({ language: 'zh' }));
});

/** An offering of the current term with students, as the graduate school reads it. */
async function offeringWithStudents(): Promise<{ offering: Offering; students: { xykh: string; xm: string }[] }> {
  const staff = await backend.clientAs('staff');
  const terms = await staff.get('/kernel/terms');
  const term = terms.find((item) => item.current);
  const page = await staff.get('/cloud-xj/api/pkgl/offerings', { params: { query: { term: term?.id ?? '', size: 50 } } });
  const offering = page.records.find((record) => record.enrolled > 0 && record.enrolled <= 20);
  if (!offering) throw new Error('no offering with students');
  const students = await staff.get('/cloud-xj/api/pkgl/offerings/{id}/students', { params: { path: { id: offering.id }, query: { size: 50 } } });
  return { offering, students: students.records };
}

describe('the students of an offering (/pkxxwh/xsxkjg/xsxkjg, issue 23 §2)', () => {
  it('shows the offering and its students, and exports them to Excel', async () => {
    await backend.signIn('staff');
    const { offering, students } = await offeringWithStudents();
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        saved.push(blob);
        return 'blob:students';
      },
      revokeObjectURL: () => undefined,
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage(<OfferingStudentsPage />, { route: `/pkxxwh/xsxkjg/xsxkjg?id=${offering.id}` });
    expect(await screen.findByText(new RegExp(`选课学生：${offering.kcmc}（${offering.kcdm}）`))).toBeTruthy();
    expect(screen.getByText(`${offering.enrolled} / ${offering.capacity}`)).toBeTruthy();
    for (const student of students) expect(await screen.findAllByText(student.xm)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /导出 Excel/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const bytes = new Uint8Array(await (saved[0] as Blob).arrayBuffer());
    // A workbook is a zip: it starts with "PK".
    expect(String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0)).toBe('PK');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/\.xlsx$/);
  });

  it('is in English', async () => {
    await backend.signIn('staff');
    const { offering } = await offeringWithStudents();
    act(() => useSettings.setState({ language: 'en' }));
    renderPage(<OfferingStudentsPage />, { route: `/pkxxwh/xsxkjg/xsxkjg?id=${offering.id}` });
    expect(await screen.findByText(new RegExp(`Students of ${offering.kcmcEn ?? offering.kcmc} \\(${offering.kcdm}\\)`))).toBeTruthy();
    expect(screen.getByRole('button', { name: /Export to Excel/ })).toBeTruthy();
  });

  it('says so when no offering is given', async () => {
    await backend.signIn('staff');
    renderPage(<OfferingStudentsPage />, { route: '/pkxxwh/xsxkjg/xsxkjg' });
    expect(await screen.findByText('未指定教学班')).toBeTruthy();
  });
});
