/**
 * Supervisors across roles (issue 15 §6; AREAS.md "supervisors"): the graduate school edits a
 * supervisor's quota and directions and sees them on the profile (/dsxx/jsinfoView), enters and
 * submits the teacher's yearly assessment (/ds/dskh); the teacher sees their profile, quota and
 * students on /ds/wdxs; a student has no supervisor menu and the server refuses them (SPEC 6).
 */
import { accounts } from '../support/accounts.ts';
import { MockApiError, call, login } from '../support/api.ts';
import { expect, test } from '../support/test.ts';
import { acceptDefaultPasswordReminder, dataRows, detailField, listRows, mainMenu, pageAs, pickTreeNode } from '../support/ui.ts';

interface Direction {
  id: string;
  name: string;
}

interface Profile {
  gh: string;
  xm: string;
  xydm: string;
  dslx: string;
  quota: number;
  quotaUsed: number;
  quotaYear: number;
  directions: Direction[];
  bio: string | null;
  students: { xykh: string; xm: string }[];
}

interface OrgNode {
  id: string;
  name: string;
  children: OrgNode[];
}

interface Assessment {
  year: number;
  gh: string;
  state: string;
}

const dsxx = '/cloud-xj/api/ds/dsxx';

test.describe('supervisors (issue 15 §6)', () => {
  test.describe.configure({ mode: 'serial' });
  let staffToken: string;
  let teacherGh: string;
  let original: Profile;

  test.beforeAll(async () => {
    staffToken = await login(accounts.staff);
    const teacherToken = await login(accounts.teacher);
    const me = await call<{ user: { gh: string } }>('GET', '/auth/info', { token: teacherToken });
    teacherGh = me.user.gh;
    original = await call<Profile>('GET', `${dsxx}/${teacherGh}`, { token: staffToken });
    // A run against a server an earlier run left with the assessment submitted starts from a draft.
    const year = original.quotaYear;
    const mine = await call<{ records: Assessment[] }>('GET', '/cloud-xj/api/ds/dskh', { token: staffToken, query: { year, keyword: teacherGh } });
    if (mine.records[0]?.state === 'submitted') await call('POST', `/cloud-xj/api/ds/dskh/${year}/${teacherGh}/reopen`, { token: staffToken });
  });

  test.afterAll(async () => {
    // The profile goes back to what it was, for the other specs.
    await call('PUT', `${dsxx}/${teacherGh}`, { token: staffToken, body: { quota: original.quota, directionIds: original.directions.map((d) => d.id) } });
  });

  test("staff edit a supervisor's quota and directions and see them on the profile; they score and submit the teacher's assessment", async ({ browser }) => {
    const tree = await call<OrgNode[]>('GET', '/kernel/org/tree', { token: staffToken });
    const directions = tree.find((college) => college.id === original.xydm)!.children.flatMap((major) => major.children);
    const added = directions.find((d) => !original.directions.some((o) => o.id === d.id))!;
    const quota = Math.min(20, Math.max(original.quota, original.quotaUsed) + 2);

    const staff = await pageAs(browser, 'staff', '/ds/dsxx');
    await staff.getByRole('search', { name: '导师查询' }).getByLabel('关键字').fill(teacherGh);
    await staff.getByRole('button', { name: /查\s?询/ }).click();
    const row = listRows(staff, '导师列表').filter({ hasText: teacherGh });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: `编辑 ${original.xm}` }).click();
    const dialog = staff.getByRole('dialog', { name: `编辑导师信息：${original.xm}` });
    await dialog.getByLabel('招生名额').fill(String(quota));
    // The direction picker is the org tree of the teacher's college: type to find, pick the direction.
    await dialog.getByLabel('研究方向').fill(added.name);
    await pickTreeNode(staff, added.name);
    await dialog.getByLabel('招生名额').click();
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    await expect(staff.getByText('导师信息已保存')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await row.getByRole('button', { name: `查看 ${original.xm}` }).click();
    await expect(staff).toHaveURL(new RegExp(`/dsxx/jsinfoView\\?gh=${teacherGh}`));
    await expect(staff.getByText(`${original.quotaYear} 级已招 ${original.quotaUsed} / ${quota} 人`)).toBeVisible();
    const shown = detailField(staff, '研究方向');
    await expect(shown).toContainText(added.name);
    for (const direction of original.directions) await expect(shown).toContainText(direction.name);
    const students = staff.getByRole('table', { name: '在读学生列表' });
    await expect(dataRows(students)).toHaveCount(original.students.length);

    // The assessment: scores within each maximum, the weighted total and level as typed, submitted.
    await staff.goto('/ds/dskh');
    await staff.getByRole('search', { name: '考核查询' }).getByLabel('关键字').fill(teacherGh);
    await staff.getByRole('button', { name: /查\s?询/ }).click();
    const assessment = listRows(staff, '导师考核列表').filter({ hasText: teacherGh });
    await expect(assessment).toHaveCount(1);
    await assessment.getByRole('button', { name: `为 ${original.xm} 评分` }).click();
    const entry = staff.getByRole('dialog', { name: `导师考核评分：${original.xm}（${original.quotaYear} 年度）` });
    for (const [criterion, score] of [
      ['立德树人', '9'],
      ['科研水平', '80'],
      ['指导质量', '70'],
      ['培养成效', '40'],
    ] as const) {
      await entry.getByLabel(new RegExp(`^${criterion}`)).fill(score);
    }
    // 9/10 x 20 + 80/100 x 35 + 70/100 x 30 + 40/50 x 15 = 79
    const total = entry.getByRole('status');
    await expect(total).toContainText('总分79.0');
    await expect(total.getByText('合格', { exact: true })).toBeVisible();
    await entry.getByRole('button', { name: /提\s?交/ }).click();
    await expect(staff.getByText('考核已提交')).toBeVisible();
    await expect(entry).toHaveCount(0);
    await expect(assessment).toContainText('合格');
    await expect(assessment).toContainText('已提交');
    await expect(assessment).toContainText('79');
    await staff.context().close();
  });

  test('the teacher sees their profile, this year\'s quota and their students on "my students"', async ({ browser }) => {
    const teacherToken = await login(accounts.teacher);
    const profile = await call<Profile>('GET', `${dsxx}/${teacherGh}`, { token: teacherToken });
    const page = await pageAs(browser, 'teacher', '/ds/wdxs');
    const card = page.getByRole('region', { name: '我的导师信息' });
    await expect(card).toContainText(`${profile.quotaYear} 级已招 ${profile.quotaUsed} / ${profile.quota} 人`);
    // The kind as its dictionary's label (the supervisor-selection journey beside this one may change it meanwhile).
    await expect(detailField(card, '导师类别')).toHaveText(/^(博士生导师|硕士生导师)$/);
    for (const direction of profile.directions) await expect(detailField(card, '研究方向')).toContainText(direction.name);
    await expect(page.getByRole('region', { name: '待我审批' })).toBeVisible();
    const mine = await call<{ total: number; records: { xykh: string }[] }>('GET', '/cloud-xj/api/xj/xjxx/stuinfoByDsh/NotAuth', {
      token: teacherToken,
      query: { current: 1, size: 20 },
    });
    await expect(page.getByText(`我指导的学生（${mine.total}）`)).toBeVisible();
    await expect(listRows(page, '在读学生列表').filter({ hasText: mine.records[0]!.xykh })).toBeVisible();
    // The teacher reads their own assessment only.
    await page.goto('/ds/dskh');
    await expect(listRows(page, '导师考核列表')).toHaveCount(1);
    await expect(listRows(page, '导师考核列表')).toContainText(teacherGh);
    await page.context().close();
  });

  test('a student has no supervisor menu and the server refuses them the profiles', async ({ browser }) => {
    const page = await pageAs(browser, 'student');
    await acceptDefaultPasswordReminder(page);
    await expect(mainMenu(page)).toBeVisible();
    await expect(mainMenu(page).getByText('导师管理')).toHaveCount(0);
    await expect(mainMenu(page).getByText('导师信息')).toHaveCount(0);
    const token = await login(accounts.student);
    const answer = call('GET', dsxx, { token });
    await expect(answer).rejects.toBeInstanceOf(MockApiError);
    await expect(answer).rejects.toMatchObject({ status: 403 });
    // Typed in by hand, the route is none of the student's: no page opens.
    await page.goto('/ds/dsxx');
    await expect(page).toHaveURL(/\/40[34]$/);
    await page.context().close();
  });
});
