import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, defaultMockOptions } from '../../config.ts';
import { identitySlice } from '../../core/identity.ts';
import { catalog, seedStore } from '../index.ts';
import { storageSlice } from '../storage/store.ts';
import { studentsSlice } from '../students/store.ts';

const store = seedStore({ ...defaultMockOptions, students: 400 });
const identity = store.slice(identitySlice);
const students = store.slice(studentsSlice);
const user = (username: string) => {
  const found = identity.userByUsername(username);
  if (!found) throw new Error(`no demo user ${username}`);
  return found;
};
const roleOf = (username: string) => identity.roles.get(user(username).roleIds[0]!)!;

describe('demo accounts (SPEC 4, 5, 6)', () => {
  it('all use the demo password and have a phone number and Chinese names', () => {
    for (const name of ['admin', 'staff', 'teacher', 'student', 'student2', 'multi', 'college']) {
      const account = user(name);
      expect(account.password).toBe(DEMO_PASSWORD);
      expect(account.phone).toMatch(/^1[3-9]\d{9}$/);
      expect(identity.userByPhone(account.phone!)?.username).toBe(name);
      expect(account.realName).toMatch(/^[\u4e00-\u9fa5]{2,4}$/);
      expect(account.nickName).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('student2 is another enrolled student of the demo teacher', () => {
    const second = students.byXykh(user('student2').xykh!);
    expect(second?.xykh).not.toBe(user('student').xykh);
    expect(second).toMatchObject({ dsgh: user('teacher').gh, xjzt: '01' });
    expect(roleOf('student2').roleKey).toBe('student');
  });

  it("admin is 超级管理员 with every permission; staff holds every xj, zs, kernel, approval, ds, xw (but the reviewer's), pkgl, cjgl, examination and screen code", () => {
    expect(roleOf('admin')).toMatchObject({ name: '超级管理员', roleKey: 'admin' });
    expect(identity.permissionsOf(roleOf('admin').id).sort()).toEqual([...catalog.permissions].sort());
    expect(roleOf('staff')).toMatchObject({ name: '研究生院教务员', roleKey: 'staff' });
    expect(identity.permissionsOf(roleOf('staff').id).sort()).toEqual(
      catalog.permissions.filter((p) => /^(xj|zs|kernel|approval|ds|xw|pkgl|cjgl|examination|screen):/.test(p) && p !== 'xw:lwps:review').sort(),
    );
  });

  it('teacher supervises about ten seeded students, may add and list approvals, reads offerings, enters grades, reads report cards, reviews theses and sits on committees', () => {
    const teacher = user('teacher');
    expect(roleOf('teacher').roleKey).toBe('teacher');
    expect(identity.permissionsOf(roleOf('teacher').id).sort()).toEqual(
      [
        'approval:add',
        'approval:list',
        'cjgl:cjlr:edit',
        'cjgl:cjlr:list',
        'cjgl:xscjgb:list',
        'pkgl:jxb:list',
        'xw:dbjl:view',
        'xw:lwps:review',
        'xw:xwsq:view',
      ].sort(),
    );
    const own = students.studentsOfSupervisor(teacher.gh!);
    expect(own.length).toBeGreaterThanOrEqual(7);
    expect(own.length).toBeLessThanOrEqual(13);
    expect(students.staffMember(teacher.gh!)?.xm).toBe(teacher.realName);
  });

  it('student is linked to a seeded record, on the default password, reading approval histories and their degree file', () => {
    const student = user('student');
    const record = students.byXykh(student.xykh!);
    expect(record?.xm).toBe(student.realName);
    expect(record?.xjzt).toBe('01');
    expect(record?.dsgh).toBe(user('teacher').gh);
    expect(student.passwordFlag).toBe('true');
    expect(roleOf('student').roleKey).toBe('student');
    // The history of their own applications (approval/list shows each caller what they may read).
    expect(identity.permissionsOf(roleOf('student').id).sort()).toEqual(['approval:list', 'xw:xwsq:view']);
  });

  it("the degree journey's cast (default seed): a doctoral student of the demo college, their own supervisor, three reviewers of other colleges", () => {
    // A seed of 400 students may have no doctoral student of the demo college; the default one has.
    const full = seedStore(defaultMockOptions);
    const identity = full.slice(identitySlice);
    const students = full.slice(studentsSlice);
    const user = (username: string) => {
      const found = identity.userByUsername(username);
      if (!found) throw new Error(`no demo user ${username}`);
      return found;
    };
    const roleOf = (username: string) => identity.roles.get(user(username).roleIds[0]!)!;
    for (const name of ['doctoral', 'advisor', 'reviewer1', 'reviewer2', 'reviewer3']) {
      expect(user(name).password).toBe(DEMO_PASSWORD);
      expect(identity.userByPhone(user(name).phone!)?.username).toBe(name);
    }
    const doctoral = students.byXykh(user('doctoral').xykh!);
    expect(doctoral).toMatchObject({ pycc: '1', xjzt: '01', xydm: user('student').deptId, dsgh: user('advisor').gh });
    const cast = new Set([user('teacher').gh, user('multi').gh, user('advisor').gh]);
    expect(cast.size).toBe(3);
    for (const name of ['reviewer1', 'reviewer2', 'reviewer3']) {
      const reviewer = user(name);
      expect(roleOf(name).roleKey).toBe('teacher');
      expect(cast.has(reviewer.gh)).toBe(false);
      expect(students.staffMember(reviewer.gh!)?.xydm).not.toBe(doctoral?.xydm);
    }
  });

  it('multi holds teacher then staff, the first being current', () => {
    expect(user('multi').roleIds.map((id) => identity.roles.get(id)?.roleKey)).toEqual(['teacher', 'staff']);
    expect(user('multi').gh).not.toBe(user('teacher').gh);
  });

  it('admin and staff have stored avatars that exist', () => {
    for (const name of ['admin', 'staff']) {
      const id = user(name).avatarPath?.split('/').pop() ?? '';
      expect(store.slice(storageSlice).get(id)?.meta.contentType).toBe('image/png');
    }
  });
});
