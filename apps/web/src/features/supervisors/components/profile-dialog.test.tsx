import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api.ts';
import type { SupervisorProfile } from '../api/profiles.ts';
import { ProfileDialog } from './profile-dialog.tsx';

const profile: SupervisorProfile = {
  gh: '20141008',
  xm: '许笑愚',
  xydm: '001',
  xymc: '计算机科学与技术学院',
  dslx: '1',
  quota: 3,
  studentCount: 10,
  directions: [{ id: '081200-01', name: '计算机系统结构', zydm: '081200', zymc: '计算机科学与技术' }],
  quotaYear: 2026,
  quotaUsed: 1,
  quotaLeft: 2,
  yearCounts: [{ rxnj: 2026, count: 1 }],
};

const tree = [
  {
    id: '001',
    name: '计算机科学与技术学院',
    parentId: null,
    kind: 'college',
    code: '001',
    children: [
      {
        id: '081200',
        name: '计算机科学与技术',
        parentId: '001',
        kind: 'major',
        code: '081200',
        children: [{ id: '081200-01', name: '计算机系统结构', parentId: '081200', kind: 'direction', code: '081200-01', children: [] }],
      },
    ],
  },
];

function mount(props: { full: boolean; bio?: string | null }) {
  vi.spyOn(api, 'get').mockImplementation(((path: string) => Promise.resolve(path === '/kernel/org/tree' ? tree : [])) as never);
  const put = vi.spyOn(api, 'put').mockResolvedValue({} as never);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <ProfileDialog profile={profile} onClose={() => undefined} {...props} />
      </App>
    </QueryClientProvider>,
  );
  return put;
}

afterEach(() => vi.restoreAllMocks());

describe('the supervisor profile dialog (issue 15 §6)', () => {
  it('gives the graduate school kind, quota and directions, and leaves the introduction alone when it is not loaded', async () => {
    const put = mount({ full: true });
    // The picker shows the direction by name once the org tree is in.
    expect(await screen.findByText('计算机系统结构')).toBeTruthy();
    expect(screen.getByLabelText('导师类别')).toBeTruthy();
    expect(screen.queryByLabelText('个人简介')).toBeNull();
    fireEvent.change(screen.getByLabelText('招生名额'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put).toHaveBeenCalledWith('/cloud-xj/api/ds/dsxx/{gh}', {
      params: { path: { gh: '20141008' } },
      body: { dslx: '1', quota: 5, directionIds: ['081200-01'] },
    });
  });

  it('gives a teacher only their directions and introduction', async () => {
    const put = mount({ full: false, bio: null });
    expect(await screen.findByText('计算机系统结构')).toBeTruthy();
    expect(screen.queryByLabelText('导师类别')).toBeNull();
    expect(screen.queryByLabelText('招生名额')).toBeNull();
    fireEvent.change(screen.getByLabelText('个人简介'), { target: { value: '研究系统安全' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put).toHaveBeenCalledWith('/cloud-xj/api/ds/dsxx/{gh}', {
      params: { path: { gh: '20141008' } },
      body: { directionIds: ['081200-01'], bio: '研究系统安全' },
    });
  });
});
