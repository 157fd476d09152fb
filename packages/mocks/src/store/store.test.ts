import type { components } from '@gs/sdk/schema';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, type MockOptions, defaultMockOptions } from '../config.ts';
import { allMenuPaths } from './menus.ts';
import { decodeHtml } from './notices.ts';
import { PERMISSIONS } from './users.ts';
import { MockStore, type NewStudent, SNAPSHOT_FORMAT } from './store.ts';

type MenuNode = components['schemas']['MenuNode'];

const options: MockOptions = { ...defaultMockOptions, students: 400 };
const store = MockStore.create(options);
const json = (value: unknown) => JSON.stringify(value);

function flatten(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
}

const user = (username: string) => {
  const found = store.userByUsername(username);
  if (!found) throw new Error(`no demo user ${username}`);
  return found;
};

function newStudent(overrides: Partial<NewStudent> = {}): NewStudent {
  return {
    xykh: store.nextXykh(2026, '002'),
    xm: '测试学生',
    xb: '2',
    csrq: '1949-12-31',
    sfzh: '11010519491231002X',
    xydm: '002',
    zydm: '070100',
    pycc: '2',
    xwlx: '1',
    xxxs: '1',
    lb: '1',
    rxnj: 2026,
    xjzt: '01',
    hdzt: '0',
    bdzt: '0',
    ...overrides,
  };
}

describe('seeding', () => {
  it('gives identical snapshots for the same seed, on every start', () => {
    expect(json(MockStore.create(options).toSnapshot())).toBe(json(MockStore.create(options).toSnapshot()));
  });

  it('gives different data for different seeds', () => {
    const other = MockStore.create({ ...options, seed: options.seed + 1 }).toSnapshot();
    const mine = store.toSnapshot();
    expect(other.students.map((s) => s.xm)).not.toEqual(mine.students.map((s) => s.xm));
    expect(other.students.map((s) => s.sfzh)).not.toEqual(mine.students.map((s) => s.sfzh));
  });

  it('creates the requested number of students, fast enough to start at once', () => {
    const started = performance.now();
    const fresh = MockStore.create(defaultMockOptions);
    const elapsed = performance.now() - started;
    console.info(`2,000 students generated in ${elapsed.toFixed(0)} ms`);
    expect(fresh.students.size).toBe(2000);
    expect(fresh.studentsByXykh.size).toBe(2000);
  });
});

describe('snapshots', () => {
  it('round-trip losslessly through JSON, including sessions, tickets, photos and uploads', () => {
    const copy = MockStore.fromSnapshot(JSON.parse(json(store.toSnapshot())), options);
    copy.sessions.set('token-1', { userId: '1', roleId: '1', issuedAt: 1, expiresAt: 2 });
    copy.usedCasTickets.add('ST-admin-1-cas');
    const fileId = copy.nextId();
    copy.files.set(fileId, { meta: { id: fileId, realName: '照片.jpg', fileSize: 3 }, bytes: new Uint8Array([255, 0, 7]) });
    copy.setPhotoOverride(user('student').xykh!, 'rxzp', fileId);
    copy.addStudent(newStudent({ xykh: copy.nextXykh(2026, '002') }));
    const saved = copy.toSnapshot();
    const text = json(saved);
    const restored = MockStore.fromSnapshot(JSON.parse(text), options);
    expect(json(restored.toSnapshot())).toBe(text);
    expect(restored.files.get(fileId)?.bytes).toEqual(new Uint8Array([255, 0, 7]));
    expect(restored.version).toBe(copy.version);
    expect(saved.format).toBe(SNAPSHOT_FORMAT);
  });

  it('keeps handing out new ids after a restore', () => {
    const copy = MockStore.fromSnapshot(JSON.parse(json(store.toSnapshot())), options);
    const id = copy.nextId();
    const taken = new Set([...store.students.keys(), ...store.notices.keys(), ...store.files.keys(), ...store.approvals.keys()]);
    expect(taken.has(id)).toBe(false);
    expect(BigInt(id)).toBeGreaterThan([...taken].reduce((max, t) => (BigInt(t) > max ? BigInt(t) : max), 0n));
    expect(id).toMatch(/^\d{19}$/);
  });

  it('refuses a snapshot of another format with a message that says what to do', () => {
    expect(() => MockStore.fromSnapshot(JSON.parse('{"version":1,"students":[]}'), options)).toThrow(/--reset/);
  });
});

describe('version and ids', () => {
  it('moves the version on touch() and on every student change', () => {
    const copy = MockStore.fromSnapshot(structuredClone(store.toSnapshot()), options);
    const start = copy.version;
    copy.touch();
    expect(copy.version).toBe(start + 1);
    const added = copy.addStudent(newStudent({ xykh: copy.nextXykh(2026, '002') }));
    copy.updateStudent(added.id, { xm: '改名' });
    copy.removeStudent(added.id);
    expect(copy.version).toBe(start + 4);
  });

  it('formats now() as yyyy-MM-dd HH:mm:ss', () => {
    expect(store.now()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(store.now(new Date(2026, 0, 2, 3, 4, 5))).toBe('2026-01-02 03:04:05');
  });
});

describe('student helpers', () => {
  it('fills the derived names and keeps every index right through add, update and remove', () => {
    const copy = MockStore.fromSnapshot(structuredClone(store.toSnapshot()), options);
    const teacher = copy.staff.get(user('teacher').gh!)!;
    const before = teacher.studentCount;
    const added = copy.addStudent(newStudent({ xykh: copy.nextXykh(2026, '002'), dsgh: teacher.gh }));
    expect(added).toMatchObject({ xymc: '数学与统计学院', zymc: '数学', dsxm: teacher.xm });
    expect(copy.studentsByXykh.get(added.xykh)?.id).toBe(added.id);
    expect(copy.studentsOfSupervisor(teacher.gh).map((s) => s.id)).toContain(added.id);
    expect(teacher.studentCount).toBe((before ?? 0) + 1);
    expect(copy.studentByIdCard('11010519491231002x')?.id).toBe(added.id);

    const other = [...copy.staff.values()].find((s) => s.gh !== teacher.gh && (s.studentCount ?? 0) > 0)!;
    const moved = copy.updateStudent(added.id, { dsgh: other.gh, xydm: '001', zydm: '081200', xykh: '2026001999', byzbh: 'TEST-1' });
    expect(moved).toMatchObject({ xymc: '计算机科学与技术学院', zymc: '计算机科学与技术', dsxm: other.xm, createTime: added.createTime });
    expect(copy.studentsByXykh.has(added.xykh)).toBe(false);
    expect(copy.studentsByXykh.get('2026001999')?.id).toBe(added.id);
    expect(copy.studentsOfSupervisor(teacher.gh).map((s) => s.id)).not.toContain(added.id);
    expect(teacher.studentCount).toBe(before);
    expect(copy.studentByCertificate('TEST-1')?.id).toBe(added.id);

    copy.removeStudent(added.id);
    expect(copy.students.has(added.id)).toBe(false);
    expect(copy.studentsByXykh.has('2026001999')).toBe(false);
    expect(copy.studentByCertificate('TEST-1')).toBeUndefined();
    expect(copy.studentsOfSupervisor(other.gh).map((s) => s.id)).not.toContain(added.id);
  });

  it('gives the next card number after the highest one and never reuses a deleted one', () => {
    const copy = MockStore.fromSnapshot(structuredClone(store.toSnapshot()), options);
    const taken = [...copy.students.values()].filter((s) => s.rxnj === 2026 && s.xydm === '001').map((s) => Number(s.xykh.slice(-3)));
    const next = copy.nextXykh(2026, '001');
    expect(next).toBe(`2026001${String(Math.max(0, ...taken) + 1).padStart(3, '0')}`);
    const added = copy.addStudent(newStudent({ xykh: next, xydm: '001', zydm: '081200' }));
    copy.removeStudent(added.id);
    expect(copy.nextXykh(2026, '001')).not.toBe(next);
    expect(copy.nextXykh(1999, '003')).toBe('1999003001');
  });

  it('has studentByCertificate and collegeOfMajor for the handlers\' checks', () => {
    const graduate = [...store.students.values()].find((s) => s.byzbh)!;
    expect(store.studentByCertificate(graduate.byzbh!)?.id).toBe(graduate.id);
    expect(store.collegeOfMajor('081200')).toBe('001');
    expect(store.collegeOfMajor('999999')).toBeUndefined();
  });
});

describe('dictionaries', () => {
  it('answers entries sorted by dictSort (SPEC 3) and labels by value', () => {
    for (const name of store.dictNames()) {
      const sorts = store.dict(name).map((entry) => entry.dictSort);
      expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    }
    expect(store.dict('xj_mz')).toHaveLength(56);
    expect(store.dict('xj_mz')[55]).toMatchObject({ value: '56', label: '基诺族' });
    expect(store.dict('xj_zzmm').map((e) => e.value)).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13']);
    expect(store.dict('xj_xjzt').find((e) => e.value === '01')?.cssClass).toBe('success');
    expect(store.dict('xj_zy').length).toBeGreaterThanOrEqual(55);
    expect(store.dictLabel('sys_user_sex', '2')).toBe('女');
    expect(store.dictLabel('xj_zplx', 'sfzzp')).toBe('身份证照片');
    expect(store.dict('no_such_dict')).toEqual([]);
  });

  it('hands out copies, so a caller cannot change the dictionary', () => {
    store.dict('sys_user_sex')[0]!.label = 'changed';
    expect(store.dictLabel('sys_user_sex', '1')).toBe('男');
    expect(store.dict('sys_user_sex')[0]!.label).toBe('男');
  });
});

describe('demo accounts (SPEC 4, 5, 6)', () => {
  it('all use the demo password and have a phone number and Chinese names', () => {
    for (const name of ['admin', 'staff', 'teacher', 'student', 'multi']) {
      const account = user(name);
      expect(account.password).toBe(DEMO_PASSWORD);
      expect(account.phone).toMatch(/^1[3-9]\d{9}$/);
      expect(store.userByPhone(account.phone!)?.username).toBe(name);
      expect(account.realName).toMatch(/^[\u4e00-\u9fa5]{2,4}$/);
      expect(account.nickName).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('admin is 超级管理员 with every permission; staff holds every xj, kernel and approval code', () => {
    const admin = store.roles.get(user('admin').roleIds[0]!)!;
    expect(admin).toMatchObject({ name: '超级管理员', roleKey: 'admin' });
    expect(store.permissionsOf(admin.id).sort()).toEqual([...PERMISSIONS].sort());
    const staff = store.roles.get(user('staff').roleIds[0]!)!;
    expect(staff).toMatchObject({ name: '研究生院教务员', roleKey: 'staff' });
    expect(store.permissionsOf(staff.id).sort()).toEqual(PERMISSIONS.filter((p) => /^(xj|kernel|approval):/.test(p)).sort());
  });

  it('teacher supervises about ten seeded students and may add and list approvals', () => {
    const teacher = user('teacher');
    expect(store.roles.get(teacher.roleIds[0]!)?.roleKey).toBe('teacher');
    expect(store.permissionsOf(teacher.roleIds[0]!).sort()).toEqual(['approval:add', 'approval:list']);
    const students = store.studentsOfSupervisor(teacher.gh!);
    expect(students.length).toBeGreaterThanOrEqual(7);
    expect(students.length).toBeLessThanOrEqual(13);
    expect(store.staff.get(teacher.gh!)?.xm).toBe(teacher.realName);
  });

  it('student is linked to a seeded record, on the default password, without permissions', () => {
    const student = user('student');
    const record = store.studentsByXykh.get(student.xykh!);
    expect(record?.xm).toBe(student.realName);
    expect(record?.xjzt).toBe('01');
    expect(record?.dsgh).toBe(user('teacher').gh);
    expect(student.passwordFlag).toBe('true');
    expect(store.roles.get(student.roleIds[0]!)?.roleKey).toBe('student');
    expect(store.permissionsOf(student.roleIds[0]!)).toEqual([]);
  });

  it('multi holds teacher then staff, the first being current', () => {
    const roles = user('multi').roleIds.map((id) => store.roles.get(id)?.roleKey);
    expect(roles).toEqual(['teacher', 'staff']);
    expect(user('multi').gh).not.toBe(user('teacher').gh);
  });

  it('admin and staff have stored avatars that exist', () => {
    for (const name of ['admin', 'staff']) {
      const id = user(name).avatarPath?.split('/').pop() ?? '';
      expect(store.files.get(id)?.meta.contentType).toBe('image/png');
    }
  });
});

describe('menus (SPEC 2)', () => {
  const spec2Hidden = [
    '/sjpz/form', '/dbNotice', '/qjgl/toDetails', '/sslq/toDetails', '/bslq/toDetails', '/pubPage/dbggView', '/zlds/apply/view',
    '/dsxx/jsinfoView', '/stuDetails', '/rwfb/form', '/addXjyd', '/myjob/dotest', '/sjpjhz/indexmx', '/xjxxEdit', '/xyjxjHz',
    '/pyfa/pyfambgl', '/pyfazd/pyfazdForm', '/pyfack/pyfaView', '/zdyxd/xspyjhView', '/pkxxwh/pkjhForm', '/pkxxwh/rqpkjhForm',
    '/whcjgl/indexCjmx', '/xscjgb/indexView', '/cjlr/xkxsIdex', '/stuBySqView', '/stuXwsqView',
    '/examination/form', '/examination/edit', '/examination/answer/view', '/examination/answer/analysis',
    '/pkgl/pkxxwh/ZcPkxxForm', '/pkgl/pkxxwh/RqPkxxForm', '/pkxxwh/xsxkjg/xsxkjg',
  ];

  it('admin sees every hidden route of SPEC 2, hidden, with an activeMenu on a visible page of the same tree', () => {
    const nodes = flatten(store.menusFor(['admin']));
    const visible = new Set(nodes.filter((n) => !n.meta.hidden).map((n) => n.path));
    for (const path of spec2Hidden) {
      const node = nodes.find((n) => n.path === path);
      expect(node, path).toBeDefined();
      expect(node?.meta.hidden, path).toBe(true);
      expect(visible.has(node?.meta.activeMenu ?? ''), `${path} -> ${node?.meta.activeMenu}`).toBe(true);
    }
    expect(nodes.some((n) => n.path === '/examination/index' && !n.meta.hidden)).toBe(true);
    expect(allMenuPaths()).toEqual(expect.arrayContaining(spec2Hidden));
  });

  it('uses Layout for groups, view paths for leaves, and shows the flags the shell handles', () => {
    const tree = store.menusFor(['admin']);
    const nodes = flatten(tree);
    for (const group of tree) {
      expect(group.component).toBe('Layout');
      expect(group.meta.icon).toMatch(/-line$/);
    }
    expect(nodes.find((n) => n.component === 'xj/xjxx/index')).toBeDefined();
    expect(nodes.find((n) => n.component === 'kernel/notice/index')).toBeDefined();
    expect(nodes.find((n) => n.component === 'kernel/storage/index')).toBeDefined();
    expect(nodes.find((n) => n.component === 'kernel/dict/index')).toBeDefined();
    expect(nodes.find((n) => n.component === 'approval/index')).toBeDefined();
    expect(nodes.find((n) => n.component === 'xj/tj/index')).toBeDefined();
    expect(nodes.some((n) => n.meta.badge !== undefined)).toBe(true);
    expect(nodes.some((n) => n.meta.dot)).toBe(true);
    expect(nodes.some((n) => /^https?:\/\//.test(n.path))).toBe(true);
    expect(nodes.some((n) => n.meta.target === '_blank')).toBe(true);
    expect(nodes.some((n) => n.meta.noKeepAlive)).toBe(true);
    expect(nodes.some((n) => n.meta.guard !== undefined)).toBe(true);
    expect(new Set(nodes.map((n) => n.path)).size).toBe(nodes.length);
    expect(new Set(nodes.map((n) => n.name)).size).toBe(nodes.length);
    expect(json(store.menusFor(['staff']))).toBe(json(tree));
  });

  it('gives the student a single visible top-level entry with their record, notices and questionnaires', () => {
    const tree = store.menusFor(['student']);
    expect(tree.filter((n) => !n.meta.hidden)).toHaveLength(1);
    const components = flatten(tree).map((n) => n.component);
    expect(components).toEqual(expect.arrayContaining(['xj/my/index', 'kernel/notice/list', 'examination/myjob/index', 'examination/edit']));
    expect(components).not.toContain('xj/xjxx/index');
  });

  it('gives the teacher supervisor pages, my students, approvals and questionnaires only', () => {
    const nodes = flatten(store.menusFor(['teacher']));
    const components = nodes.map((n) => n.component);
    expect(components).toEqual(expect.arrayContaining(['ds/wdxs/index', 'ds/dsxx/index', 'approval/index', 'examination/myjob/index']));
    expect(components).not.toContain('xj/xjxx/index');
    expect(components).not.toContain('kernel/storage/index');
    expect(nodes.find((n) => n.path === '/stuDetails')?.meta.activeMenu).toBe('/ds/wdxs');
  });

  it('filters by cloud for kernel/menus/build', () => {
    const yg = flatten(store.menusFor(['staff'], 'cloud-yg'));
    expect(yg.filter((n) => n.leaf).map((n) => n.component)).toEqual(['approval/index']);
    expect(store.services.map((s) => s.service)).toEqual(['cloud-xj', 'cloud-yg', 'kernel']);
  });
});

describe('notices, files and approvals', () => {
  it('stores about thirty notices with encoded HTML and attachments that exist', () => {
    const notices = [...store.notices.values()];
    expect(notices.length).toBeGreaterThanOrEqual(28);
    for (const notice of notices) {
      expect(notice.content).not.toMatch(/</);
      expect(notice.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      const ids = JSON.parse(notice.filekey) as string[];
      expect(ids.length).toBeLessThanOrEqual(3);
      for (const id of ids) expect(store.files.has(id)).toBe(true);
    }
    const html = decodeHtml(notices.find((n) => n.title.includes('新生报到'))!.content);
    for (const tag of ['<p>', '<ul>', '<li>', '<table', '<strong>']) expect(html).toContain(tag);
    expect(notices.some((n) => JSON.parse(n.filekey).length === 0)).toBe(true);
    expect(notices.some((n) => JSON.parse(n.filekey).length === 3)).toBe(true);
  });

  it('has one notice carrying script, onerror and javascript: payloads for the sanitiser', () => {
    const unsafe = [...store.notices.values()].map((n) => decodeHtml(n.content)).filter((html) => html.includes('<script>'));
    expect(unsafe).toHaveLength(1);
    expect(unsafe[0]).toMatch(/onerror=/);
    expect(unsafe[0]).toMatch(/href="javascript:/);
  });

  it('stores about twenty files whose sizes match their bytes', () => {
    const files = [...store.files.values()];
    expect(files.length).toBeGreaterThanOrEqual(18);
    for (const { meta, bytes } of files) {
      expect(meta.fileSize).toBe(bytes.byteLength);
      expect(meta.modules).toBeTruthy();
      expect(meta.biz).toBeTruthy();
    }
    const suffixes = new Set(files.map((f) => f.meta.suffix));
    for (const suffix of ['pdf', 'png', 'txt', 'xlsx']) expect(suffixes).toContain(suffix);
  });

  it('keeps about sixty approvals as histories of student records, oldest first per record', () => {
    const approvals = [...store.approvals.values()];
    expect(approvals.length).toBeGreaterThanOrEqual(50);
    const byKey = new Map<string, string[]>();
    for (const a of approvals) {
      expect([1, 9]).toContain(a.status);
      expect(store.students.has(a.coreKey)).toBe(true);
      expect(a.opinion.length).toBeGreaterThanOrEqual(2);
      byKey.set(a.coreKey, [...(byKey.get(a.coreKey) ?? []), a.createTime]);
    }
    for (const times of byKey.values()) expect(times).toEqual([...times].sort());
    expect(approvals.some((a) => a.status === 9)).toBe(true);
    expect(byKey.has(store.studentsByXykh.get(user('student').xykh!)!.id)).toBe(true);
  });
});
