import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ApiClient } from '@gs/sdk/client';
import { describe, expect, it, vi } from 'vitest';
import { mockBackend, renderPage } from '../../../test/mock-backend.tsx';
import { ProfileDialog } from './profile-dialog.tsx';

const backend = mockBackend();

/** The demo teacher 许笑愚 (default seed): 计算机科学与技术学院, quota 3, two directions. */
const gh = '20141008';
const directionIds = ['083900-03', '085405-02'];

const profileAs = (client: ApiClient) => client.get('/cloud-xj/api/ds/dsxx/{gh}', { params: { path: { gh } } });

describe('the supervisor profile dialog (issue 15 §6)', () => {
  it('gives the graduate school kind, quota and directions, and leaves the introduction alone when it is not loaded', async () => {
    const teacher = await backend.clientAs('teacher');
    await teacher.put('/cloud-xj/api/ds/dsxx/{gh}', { params: { path: { gh } }, body: { directionIds, bio: '从事数据安全研究' } });
    await backend.signIn('staff');
    const staff = await backend.clientAs('staff');
    const before = await profileAs(staff);
    expect(before).toMatchObject({ quota: 3, dslx: '1' });
    const onClose = vi.fn();
    // From the list: the profile without its introduction.
    renderPage(<ProfileDialog profile={before} full onClose={onClose} />);
    // The picker shows the directions by name once the org tree is in.
    expect(await screen.findByText('数据安全与隐私保护')).toBeTruthy();
    expect(screen.getByText('软件工程应用研究')).toBeTruthy();
    expect(screen.getByLabelText('导师类别')).toBeTruthy();
    expect(screen.queryByLabelText('个人简介')).toBeNull();
    fireEvent.change(screen.getByLabelText('招生名额'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await profileAs(staff)).toMatchObject({ quota: 5, dslx: '1', directions: directionIds.map((id) => ({ id })), bio: '从事数据安全研究' });
  });

  it('gives a teacher only their directions and introduction', async () => {
    await backend.signIn('teacher');
    const teacher = await backend.clientAs('teacher');
    const before = await profileAs(teacher);
    const onClose = vi.fn();
    // From the profile page: the introduction is loaded.
    renderPage(<ProfileDialog profile={before} full={false} bio={before.bio} onClose={onClose} />);
    expect(await screen.findByText('数据安全与隐私保护')).toBeTruthy();
    expect(screen.queryByLabelText('导师类别')).toBeNull();
    expect(screen.queryByLabelText('招生名额')).toBeNull();
    fireEvent.change(screen.getByLabelText('个人简介'), { target: { value: '研究系统安全' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await profileAs(teacher)).toMatchObject({
      quota: before.quota,
      dslx: before.dslx,
      directions: directionIds.map((id) => ({ id })),
      bio: '研究系统安全',
    });
  });
});
