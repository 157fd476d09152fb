import { base64ToBytes, bytesToBase64 } from '@gs/sdk/crypto';
import type { components } from '@gs/sdk/schema';
import type { MockOptions } from '../config.ts';
import { COLLEGES, DICTIONARIES, SERVICES, menusFor } from './reference-data.ts';
import { type SeedData, seed } from './seed.ts';

type Student = components['schemas']['Student'];
type StudentFields = components['schemas']['StudentFields'];
type Staff = components['schemas']['Staff'];
type Notice = components['schemas']['Notice'];
type StoredFile = components['schemas']['StoredFile'];
type ApprovalRecord = components['schemas']['ApprovalRecord'];

export interface UserRecord {
  id: string;
  username: string;
  password: string;
  nickName: string;
  realName: string;
  gender: string;
  phone: string | null;
  email: string | null;
  deptId: string | null;
  deptName: string | null;
  avatarPath: string | null;
  userType: components['schemas']['UserType'];
  xykh: string | null;
  gh: string | null;
  /** The first is the role a sign-in starts with. */
  roleIds: string[];
  enabled: boolean;
  /** SPEC 5: 'true' while the default password is in use. */
  passwordFlag: 'true' | 'false';
  createTime: string;
}

export interface RoleRecord {
  id: string;
  name: string;
  roleKey: string;
  dataScope: 'all' | 'college' | 'self';
  permissions: string[];
}

export interface Session {
  userId: string;
  roleId: string;
  issuedAt: number;
  expiresAt: number;
}

export interface FileRecord {
  meta: StoredFile;
  bytes: Uint8Array;
}

/** Plain JSON: what the standalone server writes to disk. */
export interface StoreSnapshot {
  version: 1;
  seq: number;
  users: UserRecord[];
  roles: RoleRecord[];
  staff: Staff[];
  students: Student[];
  notices: Notice[];
  files: { meta: StoredFile; base64: string }[];
  approvals: ApprovalRecord[];
  sessions: [string, Session][];
  usedCasTickets: string[];
  /** `xykh:kind` -> stored file id of an uploaded photo. */
  photoOverrides: [string, string][];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `yyyy-MM-dd HH:mm:ss`, the backend's time format. */
export function formatTime(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

const MAJOR_COLLEGE = new Map(COLLEGES.flatMap(([college, , majors]) => majors.map(([major]) => [major, college] as const)));
const LABELS = new Map(Object.values(DICTIONARIES).flat().map((entry) => [`${entry.dictName}:${entry.value}`, entry.label]));

/**
 * The mock backend's state: every collection a handler reads or writes, in memory, seeded
 * deterministically; `version` moves on every change so that the server knows when to persist.
 */
export class MockStore {
  version = 0;
  readonly users = new Map<string, UserRecord>();
  readonly roles = new Map<string, RoleRecord>();
  readonly staff = new Map<string, Staff>();
  readonly students = new Map<string, Student>();
  readonly studentsByXykh = new Map<string, Student>();
  readonly notices = new Map<string, Notice>();
  readonly files = new Map<string, FileRecord>();
  readonly approvals = new Map<string, ApprovalRecord>();
  readonly sessions = new Map<string, Session>();
  readonly usedCasTickets = new Set<string>();
  /** `xykh:kind` -> stored file id; other photos are generated on demand. */
  readonly photoOverrides = new Map<string, string>();
  readonly services = SERVICES;
  private seq: number;

  private constructor(data: SeedData | StoreSnapshot, seq: number) {
    this.seq = seq;
    for (const user of data.users) this.users.set(user.id, user);
    for (const role of data.roles) this.roles.set(role.id, role);
    for (const staff of data.staff) this.staff.set(staff.gh, staff);
    for (const student of data.students) this.index(student);
    for (const notice of data.notices) this.notices.set(notice.id, notice);
    for (const approval of data.approvals) this.approvals.set(approval.id, approval);
  }

  static create(options: MockOptions): MockStore {
    const data = seed(options);
    const store = new MockStore(data, data.seq);
    for (const file of data.files) store.files.set(file.meta.id, file);
    for (const student of store.students.values()) store.fillNames(student);
    return store;
  }

  static fromSnapshot(snapshot: StoreSnapshot, _options: MockOptions): MockStore {
    const store = new MockStore(snapshot, snapshot.seq);
    for (const file of snapshot.files) store.files.set(file.meta.id, { meta: file.meta, bytes: base64ToBytes(file.base64) });
    for (const [token, session] of snapshot.sessions) store.sessions.set(token, session);
    for (const ticket of snapshot.usedCasTickets) store.usedCasTickets.add(ticket);
    for (const [key, fileId] of snapshot.photoOverrides ?? []) store.photoOverrides.set(key, fileId);
    return store;
  }

  toSnapshot(): StoreSnapshot {
    return {
      version: 1,
      seq: this.seq,
      users: [...this.users.values()],
      roles: [...this.roles.values()],
      staff: [...this.staff.values()],
      students: [...this.students.values()],
      notices: [...this.notices.values()],
      files: [...this.files.values()].map((f) => ({ meta: f.meta, base64: bytesToBase64(f.bytes) })),
      approvals: [...this.approvals.values()],
      sessions: [...this.sessions.entries()],
      usedCasTickets: [...this.usedCasTickets],
      photoOverrides: [...this.photoOverrides.entries()],
    };
  }

  touch(): void {
    this.version += 1;
  }

  /** Ids that continue the seeded sequence, so new records never collide with seeded ones. */
  nextId(): string {
    this.seq += 1;
    return String(1_720_000_000_000_000_000n + BigInt(this.seq));
  }

  now(): string {
    return formatTime(new Date());
  }

  permissionsOf(roleId: string): string[] {
    return [...(this.roles.get(roleId)?.permissions ?? [])];
  }

  menusFor(roleKeys: string[], service?: string) {
    return menusFor(roleKeys, service);
  }

  dict(name: string) {
    return (DICTIONARIES[name] ?? []).map((entry) => ({ ...entry }));
  }

  collegeOfMajor(zydm: string): string | undefined {
    return MAJOR_COLLEGE.get(zydm);
  }

  studentByCertificate(byzbh: string): Student | undefined {
    for (const student of this.students.values()) if (student.byzbh === byzbh) return student;
    return undefined;
  }

  studentsOfSupervisor(gh: string): Student[] {
    return [...this.students.values()].filter((s) => s.dsgh === gh);
  }

  /** Enrolment year + college code + 3-digit sequence, the first number not yet taken. */
  nextXykh(rxnj: number, xydm: string): string {
    for (let n = 1; n <= 999; n += 1) {
      const xykh = `${rxnj}${xydm}${String(n).padStart(3, '0')}`;
      if (!this.studentsByXykh.has(xykh)) return xykh;
    }
    throw new Error(`No free student card number left for ${rxnj}/${xydm}`);
  }

  addStudent(fields: StudentFields & Pick<Student, 'xykh' | 'xm' | 'xb' | 'sfzh' | 'xydm' | 'zydm' | 'pycc' | 'xwlx' | 'xxxs' | 'lb' | 'rxnj' | 'xjzt' | 'hdzt' | 'bdzt'>): Student {
    const now = this.now();
    const student: Student = { ...fields, id: this.nextId(), hasPhoto: true, createTime: now, updateTime: now };
    this.fillNames(student);
    this.index(student);
    this.touch();
    return student;
  }

  updateStudent(id: string, changes: Partial<StudentFields>): Student {
    const current = this.students.get(id);
    if (!current) throw new Error(`No student ${id}`);
    this.studentsByXykh.delete(current.xykh);
    const { id: _ignored, ...rest } = changes as Partial<StudentFields> & { id?: string };
    const next: Student = { ...current, ...rest, updateTime: this.now() };
    this.fillNames(next);
    this.index(next);
    this.touch();
    return next;
  }

  removeStudent(id: string): void {
    const current = this.students.get(id);
    if (!current) return;
    this.students.delete(id);
    this.studentsByXykh.delete(current.xykh);
    this.touch();
  }

  registrationOf(student: Student): components['schemas']['Registration'] {
    const registered = student.bdzt === '1';
    return {
      xykh: student.xykh,
      xm: student.xm,
      xymc: student.xymc,
      bdzt: student.bdzt,
      bdsj: registered ? `${student.rxrq ?? `${student.rxnj}-09-01`} 09:00:00` : null,
      bddd: registered ? '研究生院报到大厅' : null,
    };
  }

  registrationCheckOf(student: Student): components['schemas']['RegistrationCheck'] {
    const fields: [keyof Student, string, string?][] = [
      ['xm', '姓名'],
      ['xb', '性别', 'sys_user_sex'],
      ['sfzh', '身份证号'],
      ['xydm', '学院', 'xj_xy'],
      ['zydm', '专业', 'xj_zy'],
      ['pycc', '培养层次', 'xj_pycc'],
      ['xxxs', '学习形式', 'xj_xxxs'],
    ];
    return {
      xykh: student.xykh,
      hdzt: student.hdzt,
      hdsj: student.hdzt === '1' ? (student.updateTime ?? null) : null,
      items: fields.map(([field, label, dictName]) => {
        const raw = student[field];
        const value = raw === undefined || raw === null ? null : String(raw);
        return { field: String(field), label, value: dictName && value ? (LABELS.get(`${dictName}:${value}`) ?? value) : value };
      }),
    };
  }

  private index(student: Student): void {
    this.students.set(student.id, student);
    this.studentsByXykh.set(student.xykh, student);
  }

  private fillNames(student: Student): void {
    student.xymc = LABELS.get(`xj_xy:${student.xydm}`) ?? student.xymc;
    student.zymc = LABELS.get(`xj_zy:${student.zydm}`) ?? student.zymc;
    student.dsxm = student.dsgh ? (this.staff.get(student.dsgh)?.xm ?? null) : null;
  }
}
