import { fakerZH_CN as faker } from '@faker-js/faker';
import type { components } from '@gs/sdk/schema';
import { idCardCheckChar } from '@gs/sdk/validators';
import { DEMO_PASSWORD, type MockOptions } from '../config.ts';
import { simplePdf } from '../files/pdf.ts';
import { COLLEGES, PERMISSIONS } from './reference-data.ts';
import type { FileRecord, RoleRecord, UserRecord } from './store.ts';

type Student = components['schemas']['Student'];
type Staff = components['schemas']['Staff'];
type Notice = components['schemas']['Notice'];
type ApprovalRecord = components['schemas']['ApprovalRecord'];

export interface SeedData {
  seq: number;
  users: UserRecord[];
  roles: RoleRecord[];
  staff: Staff[];
  students: Student[];
  notices: Notice[];
  files: FileRecord[];
  approvals: ApprovalRecord[];
}

/** A fixed clock for seeded times, so the same seed gives the same data on any day. */
const BASE = new Date(2026, 8, 1, 8, 0, 0);
const REGIONS = ['110105', '310104', '320102', '330106', '340104', '370102', '410105', '420106', '430104', '440106', '510107', '610113'];
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '罗', '高', '欧阳', '司马'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '洋', '艳', '勇', '军', '杰', '娟', '涛', '明', '超', '秀英', '华', '慧', '婷', '宇轩', '子涵', '欣怡', '浩然', '梓萱', '思远'];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const date = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const time = (d: Date) => `${date(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

function chineseName(): string {
  return `${faker.helpers.arrayElement(SURNAMES)}${faker.helpers.arrayElement(GIVEN)}`;
}

/** An 18-digit ID card number whose birth date, gender digit and check character agree (GB 11643). */
function idCard(birth: Date, gender: '1' | '2'): string {
  const order = faker.number.int({ min: 0, max: 49 }) * 2 + (gender === '1' ? 1 : 0);
  const first17 = `${faker.helpers.arrayElement(REGIONS)}${date(birth).replaceAll('-', '')}${pad(faker.number.int({ min: 10, max: 99 }))}${order % 10}`;
  return first17 + idCardCheckChar(first17);
}

function phone(): string {
  return `1${faker.helpers.arrayElement(['3', '5', '7', '8', '9'])}${faker.string.numeric(9)}`;
}

function seedRoles(): RoleRecord[] {
  const xj = PERMISSIONS.filter((p) => p.startsWith('xj:'));
  return [
    { id: '1', name: '超级管理员', roleKey: 'admin', dataScope: 'all', permissions: [...PERMISSIONS] },
    { id: '2', name: '研究生院教务员', roleKey: 'staff', dataScope: 'all', permissions: [...xj, 'kernel:notice:edit', 'kernel:storage:list', 'kernel:storage:delete', 'approval:add', 'approval:list'] },
    { id: '3', name: '导师', roleKey: 'teacher', dataScope: 'self', permissions: ['approval:add', 'approval:list'] },
    { id: '4', name: '学生', roleKey: 'student', dataScope: 'self', permissions: [] },
  ];
}

function seedStaff(): Staff[] {
  return Array.from({ length: 150 }, (_, i) => {
    const [xydm, xymc] = COLLEGES[i % COLLEGES.length]!;
    return {
      gh: `T${pad(1000 + i, 5)}`,
      xm: chineseName(),
      xb: faker.helpers.arrayElement(['1', '2']),
      xydm,
      xymc,
      zc: faker.helpers.weightedArrayElement([{ value: '1', weight: 3 }, { value: '2', weight: 4 }, { value: '3', weight: 1 }, { value: '5', weight: 2 }]),
      sjhm: phone(),
      dzyx: `${faker.string.alpha({ length: 6, casing: 'lower' })}@univ.edu.cn`,
      studentCount: 0,
    };
  });
}

function seedStudents(count: number, staff: Staff[], nextSeq: () => string): Student[] {
  const used = new Map<string, number>();
  const certificates = new Set<string>();
  const students: Student[] = [];
  for (let i = 0; i < count; i += 1) {
    const [xydm, , majors] = faker.helpers.arrayElement(COLLEGES);
    const [zydm] = faker.helpers.arrayElement(majors);
    let rxnj = faker.helpers.weightedArrayElement([2021, 2022, 2023, 2024, 2025, 2026].map((value, w) => ({ value, weight: w + 2 })));
    let key = `${rxnj}${xydm}`;
    // 999 students per year and college at most (3-digit sequence); spill into another year.
    while ((used.get(key) ?? 0) >= 999) {
      rxnj = rxnj === 2026 ? 2010 : rxnj + 1;
      key = `${rxnj}${xydm}`;
    }
    const sequence = (used.get(key) ?? 0) + 1;
    used.set(key, sequence);
    const gender = faker.helpers.arrayElement(['1', '2'] as const);
    const birth = faker.date.between({ from: new Date(rxnj - 30, 0, 1), to: new Date(rxnj - 21, 11, 31) });
    const pycc = faker.helpers.weightedArrayElement([{ value: '2', weight: 8 }, { value: '1', weight: 2 }]);
    const lb = faker.helpers.weightedArrayElement([{ value: '1', weight: 94 }, { value: '2', weight: 3 }, { value: '3', weight: 3 }]);
    const years = pycc === '1' ? 4 : 3;
    const graduated = rxnj + years <= 2026;
    const xjzt = graduated
      ? faker.helpers.weightedArrayElement([{ value: '04', weight: 90 }, { value: '05', weight: 5 }, { value: '06', weight: 5 }])
      : faker.helpers.weightedArrayElement([{ value: '01', weight: 92 }, { value: '02', weight: 4 }, { value: '03', weight: 2 }, { value: '06', weight: 2 }]);
    let byzbh: string | null = null;
    if (xjzt === '04') {
      do byzbh = `10000${rxnj + years}${faker.string.numeric(8)}`;
      while (certificates.has(byzbh));
      certificates.add(byzbh);
    }
    const supervisors = staff.filter((s) => s.xydm === xydm);
    const supervisor = faker.helpers.arrayElement(supervisors);
    supervisor.studentCount = (supervisor.studentCount ?? 0) + 1;
    const created = new Date(rxnj, 8, 1, 9, 0, 0);
    students.push({
      id: nextSeq(),
      xykh: `${key}${pad(sequence, 3)}`,
      xm: chineseName(),
      xb: gender,
      csrq: date(birth),
      sfzh: idCard(birth, gender),
      mz: faker.helpers.weightedArrayElement([{ value: '01', weight: 90 }, ...['03', '05', '08', '11', '15'].map((value) => ({ value, weight: 2 }))]),
      zzmm: faker.helpers.weightedArrayElement([{ value: '01', weight: 30 }, { value: '02', weight: 5 }, { value: '03', weight: 50 }, { value: '13', weight: 15 }]),
      sjhm: phone(),
      dzyx: `${faker.string.alpha({ length: 8, casing: 'lower' })}@stu.univ.edu.cn`,
      xydm,
      zydm,
      pycc,
      xwlx: zydm.startsWith('085') || zydm.startsWith('125') || zydm.startsWith('025') || zydm.startsWith('035') || zydm.startsWith('045') || zydm.startsWith('055') ? '2' : '1',
      xxxs: faker.helpers.weightedArrayElement([{ value: '1', weight: 9 }, { value: '2', weight: 1 }]),
      lb,
      rxnj,
      rxrq: `${rxnj}-09-01`,
      xz: years,
      yjbyrq: `${rxnj + years}-06-30`,
      dsgh: supervisor.gh,
      xjzt,
      hdzt: faker.helpers.weightedArrayElement([{ value: '1', weight: 7 }, { value: '0', weight: 2 }, { value: '2', weight: 1 }]),
      bdzt: rxnj === 2026 ? faker.helpers.arrayElement(['0', '1']) : '1',
      byzbh,
      xwzsbh: xjzt === '04' ? `1000${pycc === '1' ? '3' : '4'}${faker.string.numeric(10)}` : null,
      jg: faker.location.state(),
      txdz: `${faker.location.city()}${faker.location.street()}${faker.number.int({ min: 1, max: 300 })}号`,
      bz: '',
      hasPhoto: true,
      createTime: time(created),
      updateTime: time(created),
    });
  }
  return students;
}

function textFile(id: string, name: string, text: string, contentType: string, modules: string): FileRecord {
  const bytes = new TextEncoder().encode(text);
  return { meta: { id, realName: name, fileSize: bytes.byteLength, suffix: name.split('.').pop() ?? '', contentType, modules, biz: 'seed', createBy: 'admin', createTime: time(BASE) }, bytes };
}

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

function seedFiles(nextSeq: () => string): FileRecord[] {
  const png = Uint8Array.from(atob(PNG_1X1), (c) => c.charCodeAt(0));
  return [
    textFile(nextSeq(), '2026级研究生报到须知.txt', '请于9月1日至3日持录取通知书到研究生院报到。\n', 'text/plain', 'notice'),
    { ...textFile(nextSeq(), '学位论文格式规范.pdf', '', 'application/pdf', 'notice'), bytes: simplePdf('Thesis format guide') },
    { ...textFile(nextSeq(), '奖学金评定办法.pdf', '', 'application/pdf', 'notice'), bytes: simplePdf('Scholarship rules') },
    textFile(nextSeq(), '导师名单.csv', 'gh,xm\nT01000,王伟\n', 'text/csv', 'notice'),
    { ...textFile(nextSeq(), '校徽.png', '', 'image/png', 'notice'), bytes: png },
  ].map((f) => ({ ...f, meta: { ...f.meta, fileSize: f.bytes.byteLength } }));
}

function encodeHtml(html: string): string {
  return html.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const NOTICE_TITLES = ['关于做好2026级研究生新生报到工作的通知', '关于开展研究生学籍核对工作的通知', '关于2026年秋季学期研究生选课的通知', '关于申请学位论文答辩的通知', '关于评选优秀研究生导师的通知', '关于研究生国家奖学金评审的通知', '关于开展研究生培养方案修订工作的通知', '关于研究生中期考核安排的通知'];

function seedNotices(files: FileRecord[], nextSeq: () => string): Notice[] {
  const notices: Notice[] = Array.from({ length: 30 }, (_, i) => {
    const when = new Date(BASE.getTime() - i * 3 * 86_400_000 - faker.number.int({ min: 0, max: 36_000 }) * 1000);
    const attachments = faker.helpers.arrayElements(files, { min: 0, max: 3 }).map((f) => f.meta.id);
    const html = `<p>各学院、各位研究生：</p><p>${faker.lorem.paragraph()}</p><ul><li>时间：${date(when)}</li><li>地点：研究生院 <strong>${faker.number.int({ min: 101, max: 520 })}</strong> 室</li></ul><table><tr><th>学院</th><th>联系人</th></tr><tr><td>${COLLEGES[i % COLLEGES.length]![1]}</td><td>${chineseName()}</td></tr></table><p>特此通知。</p>`;
    return {
      id: nextSeq(),
      title: `${NOTICE_TITLES[i % NOTICE_TITLES.length]}${i >= NOTICE_TITLES.length ? `（第${Math.floor(i / NOTICE_TITLES.length) + 1}批）` : ''}`,
      deptName: faker.helpers.arrayElement(['研究生院', '研究生院培养办', '研究生院学位办', '党委研究生工作部']),
      time: time(when),
      content: encodeHtml(html),
      filekey: JSON.stringify(attachments),
      createBy: 'admin',
      updateTime: time(when),
    };
  });
  // A notice that carries script, event-handler and javascript: payloads: the UI must neutralise them.
  notices.push({
    id: nextSeq(),
    title: '【安全测试】含脚本内容的通知',
    deptName: '信息中心',
    time: time(new Date(BASE.getTime() - 100 * 86_400_000)),
    content: encodeHtml('<p>正文</p><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2"><a href="javascript:window.__xss = 3">链接</a>'),
    filekey: '[]',
    createBy: 'admin',
    updateTime: time(BASE),
  });
  return notices;
}

function seedApprovals(students: Student[], nextSeq: () => string): ApprovalRecord[] {
  return Array.from({ length: 60 }, (_, i) => {
    const student = students[i % Math.max(1, Math.min(students.length, 20))]!;
    const status = faker.helpers.weightedArrayElement([{ value: 1, weight: 8 }, { value: 9, weight: 2 }]);
    return {
      id: nextSeq(),
      coreKey: student.id,
      type: 'xjyd',
      callback: '/cloud-xj/api/xj/xjyd/callback',
      mkCode: 'xj',
      coreCode: 'xjyd',
      status,
      opinion: status === 1 ? '同意' : '材料不全，请补充后重新提交',
      approverId: '2',
      approverName: chineseName(),
      createTime: time(new Date(BASE.getTime() - i * 86_400_000)),
      appendData: {},
    };
  });
}

/** Everything the store starts with, from one seeded faker: the same seed gives the same data. */
export function seed(options: MockOptions): SeedData {
  faker.seed(options.seed);
  let seq = 0;
  const nextSeq = () => {
    seq += 1;
    return String(1_720_000_000_000_000_000n + BigInt(seq));
  };
  const roles = seedRoles();
  const staff = seedStaff();
  const students = seedStudents(options.students, staff, nextSeq);
  const files = seedFiles(nextSeq);
  const notices = seedNotices(files, nextSeq);
  const approvals = seedApprovals(students, nextSeq);
  const teacher = staff.find((s) => students.some((st) => st.dsgh === s.gh)) ?? staff[0]!;
  const me = students.find((s) => s.xjzt === '01') ?? students[0];
  const user = (id: string, username: string, realName: string, userType: UserRecord['userType'], roleIds: string[], extra: Partial<UserRecord> = {}): UserRecord => ({
    id,
    username,
    password: DEMO_PASSWORD,
    nickName: realName,
    realName,
    gender: '1',
    phone: `1380000000${id}`,
    email: `${username}@univ.edu.cn`,
    deptId: 'D100',
    deptName: '研究生院',
    avatarPath: null,
    userType,
    xykh: null,
    gh: null,
    roleIds,
    enabled: true,
    passwordFlag: 'false',
    createTime: time(BASE),
    ...extra,
  });
  const users = [
    user('1', 'admin', '系统管理员', 'staff', ['1']),
    user('2', 'staff', '研究生院教务员', 'staff', ['2'], { gh: 'S00001' }),
    user('3', 'teacher', teacher.xm, 'teacher', ['3'], { gh: teacher.gh, deptId: teacher.xydm ?? null, deptName: teacher.xymc ?? null }),
    user('4', 'student', me?.xm ?? '学生', 'student', ['4'], { xykh: me?.xykh ?? null, passwordFlag: 'true', deptId: me?.xydm ?? null, deptName: null }),
    user('5', 'multi', teacher.xm, 'teacher', ['3', '2'], { gh: teacher.gh }),
  ];
  return { seq, users, roles, staff, students, notices, files, approvals };
}
