import { base64ToBytes, bytesToBase64 } from '@gs/sdk/crypto';
import type { components } from '@gs/sdk/schema';
import type { MockOptions } from '../config.ts';
import { seedApprovals } from './approvals.ts';
import { formatTime } from './clock.ts';
import { majorByCode, seedDictionaries } from './dicts.ts';
import { SERVICES, menusFor } from './menus.ts';
import { seedNotices } from './notices.ts';
import { Random } from './random.ts';
import { type FileRecord, seedFiles } from './stored-files.ts';
import { MAX_PER_YEAR_AND_COLLEGE, seedPeople } from './students.ts';
import { REGISTRAR, type RoleRecord, type UserRecord, seedRoles, seedUsers } from './users.ts';

export type { FileRecord } from './stored-files.ts';
export type { RoleRecord, UserRecord } from './users.ts';

type Student = components['schemas']['Student'];
type StudentFields = components['schemas']['StudentFields'];
type Staff = components['schemas']['Staff'];
type Notice = components['schemas']['Notice'];
type StoredFile = components['schemas']['StoredFile'];
type ApprovalRecord = components['schemas']['ApprovalRecord'];
type DictDetail = components['schemas']['DictDetail'];
type MenuNode = components['schemas']['MenuNode'];
type PhotoType = components['schemas']['PhotoType'];

/** A signed-in token; kept in the store so that a restarted server keeps its logins. */
export interface Session {
  userId: string;
  roleId: string;
  /** Milliseconds since the epoch. */
  issuedAt: number;
  expiresAt: number;
}

/** The fields a new student needs: the required ones of the API model; the rest may follow. */
export type NewStudent = StudentFields &
  Pick<Student, 'xykh' | 'xm' | 'xb' | 'sfzh' | 'xydm' | 'zydm' | 'pycc' | 'xwlx' | 'xxxs' | 'lb' | 'rxnj' | 'xjzt' | 'hdzt' | 'bdzt'>;

export const SNAPSHOT_FORMAT = 2;

/** A snapshot this store cannot load (another format, or not a snapshot at all); the message says what to do. */
export class StoreSnapshotError extends Error {
  override readonly name = 'StoreSnapshotError';
}

/**
 * Everything the store holds, as plain JSON (what the standalone server writes to disk). File bytes are
 * base64; Maps become arrays of entries. `fromSnapshot(toSnapshot())` gives back an equal store.
 */
export interface StoreSnapshot {
  format: typeof SNAPSHOT_FORMAT;
  /** The seed the data was first generated with (information only). */
  seed: number;
  /** The mutation counter (`MockStore.version`). */
  version: number;
  /** Last id handed out by `nextId`. */
  seq: number;
  users: UserRecord[];
  roles: RoleRecord[];
  dictionaries: DictDetail[];
  staff: Staff[];
  students: Student[];
  notices: Notice[];
  files: { meta: StoredFile; base64: string }[];
  approvals: ApprovalRecord[];
  sessions: [token: string, session: Session][];
  usedCasTickets: string[];
  /** `xykh:photoType` -> stored file id of an uploaded photo. */
  photoOverrides: [key: string, fileId: string][];
}

/** Ids look like the backend's snowflake ids: 19 digits, growing; seeded and new ones share the counter. */
const ID_BASE = 1_720_000_000_000_000_000n;

/** How many demo-flow students get approval histories besides the demo student. */
const APPROVAL_STUDENTS = 30;

function emptyCollections() {
  return {
    users: new Map<string, UserRecord>(),
    roles: new Map<string, RoleRecord>(),
    staff: new Map<string, Staff>(),
    students: new Map<string, Student>(),
    notices: new Map<string, Notice>(),
    files: new Map<string, FileRecord>(),
    approvals: new Map<string, ApprovalRecord>(),
    sessions: new Map<string, Session>(),
  };
}

/**
 * The mock backend's state: every collection a handler reads or writes, in memory, seeded
 * deterministically (same options, same data, on Node and in the browser). Handlers call `touch()` after
 * each change; the server persists when `version` moves. The student helpers keep the indexes and the
 * derived name fields (xymc, zymc, dsxm) right, which the search and statistics rely on.
 */
export class MockStore {
  /** Moves on every change (`touch()`); the standalone server saves when it differs from the last save. */
  version = 0;
  readonly users: Map<string, UserRecord>;
  readonly roles: Map<string, RoleRecord>;
  /** Supervisors and staff by staff number (gh). */
  readonly staff: Map<string, Staff>;
  /** Students by id. */
  readonly students: Map<string, Student>;
  /** Students by card number (xykh). */
  readonly studentsByXykh = new Map<string, Student>();
  /** Student ids by supervisor staff number (dsgh), in insertion order. */
  readonly studentsBySupervisor = new Map<string, Set<string>>();
  readonly notices: Map<string, Notice>;
  readonly files: Map<string, FileRecord>;
  readonly approvals: Map<string, ApprovalRecord>;
  /** Bearer token -> session. */
  readonly sessions: Map<string, Session>;
  /** CAS service tickets are single use. */
  readonly usedCasTickets = new Set<string>();
  /**
   * Phone -> when (`MockContext.now()`, ms) it last got an SMS code, for the cooldown of `auth/smsCode`.
   * In memory only, not in the snapshot: a restart merely lifts a cooldown of a minute.
   */
  readonly smsSentAt = new Map<string, number>();
  /** `xykh:photoType` -> stored file id; other photos are generated on demand. */
  readonly photoOverrides = new Map<string, string>();
  readonly services = SERVICES;

  private readonly dictionaries = new Map<string, DictDetail[]>();
  private readonly labels = new Map<string, string>();
  private readonly studentByCertificateNo = new Map<string, string>();
  private readonly studentByIdCardNo = new Map<string, string>();
  /** Highest sequence used per `rxnj + xydm`, so card numbers are not handed out twice. */
  private readonly maxSequence = new Map<string, number>();
  private seq = 0;

  private constructor(
    readonly options: MockOptions,
    readonly seed: number,
  ) {
    const collections = emptyCollections();
    this.users = collections.users;
    this.roles = collections.roles;
    this.staff = collections.staff;
    this.students = collections.students;
    this.notices = collections.notices;
    this.files = collections.files;
    this.approvals = collections.approvals;
    this.sessions = collections.sessions;
  }

  /** A fresh store seeded from `options.seed` with `options.students` students. */
  static create(options: MockOptions): MockStore {
    const store = new MockStore(options, options.seed);
    const random = new Random(options.seed);
    const nextId = () => store.nextId();
    store.setDictionaries(seedDictionaries());
    for (const role of seedRoles()) store.roles.set(role.id, role);

    const people = seedPeople(random, options.students, nextId);
    store.staff.set(REGISTRAR.gh, { ...REGISTRAR });
    for (const staff of people.staff) store.staff.set(staff.gh, staff);
    for (const student of people.students) store.index(student);

    const files = seedFiles(nextId);
    for (const file of files) store.files.set(file.meta.id, file);
    for (const notice of seedNotices(random, files, nextId)) store.notices.set(notice.id, notice);

    const demo = store.pickDemoPeople(people.staff);
    const avatar = (name: string) => files.find((f) => f.meta.realName === name)?.meta.id ?? '';
    const users = seedUsers({ ...demo, avatars: { admin: avatar('avatar-admin.png'), staff: avatar('avatar-staff.png') } });
    for (const user of users) store.users.set(user.id, user);

    const userByGh = new Map(users.flatMap((u) => (u.gh ? [[u.gh, u.id] as const] : [])));
    const approvalStudents = [demo.student, ...store.studentsOfSupervisor(demo.teacher.gh).filter((s) => s.id !== demo.student.id)];
    for (const student of people.students) {
      if (approvalStudents.length >= APPROVAL_STUDENTS) break;
      if (student.xjzt === '01' && !approvalStudents.includes(student)) approvalStudents.push(student);
    }
    const approvals = seedApprovals(
      random,
      { students: approvalStudents, supervisorOf: (s) => (s.dsgh ? store.staff.get(s.dsgh) : undefined), userIdOf: (gh) => userByGh.get(gh) },
      nextId,
    );
    for (const approval of approvals) store.approvals.set(approval.id, approval);
    return store;
  }

  /**
   * A store from a saved snapshot; the indexes are rebuilt, nothing is re-seeded. The store takes the
   * snapshot's records over as they are (no copies: a 100,000-student restore stays fast), so pass a
   * freshly parsed snapshot, or a `structuredClone` of one that is still in use.
   */
  static fromSnapshot(snapshot: StoreSnapshot, options: MockOptions): MockStore {
    if (snapshot?.format !== SNAPSHOT_FORMAT || !Array.isArray(snapshot.students)) {
      const format = (snapshot as Partial<StoreSnapshot> | undefined)?.format;
      throw new StoreSnapshotError(`Unsupported store snapshot (format ${String(format)}, expected ${SNAPSHOT_FORMAT}); start again from the seed (--reset).`);
    }
    const store = new MockStore(options, snapshot.seed);
    const data = snapshot;
    store.seq = snapshot.seq;
    store.setDictionaries(data.dictionaries);
    for (const role of data.roles) store.roles.set(role.id, role);
    for (const user of data.users) store.users.set(user.id, user);
    for (const staff of data.staff) store.staff.set(staff.gh, staff);
    for (const student of data.students) store.index(student);
    for (const notice of data.notices) store.notices.set(notice.id, notice);
    for (const file of data.files) store.files.set(file.meta.id, { meta: file.meta, bytes: base64ToBytes(file.base64) });
    for (const approval of data.approvals) store.approvals.set(approval.id, approval);
    for (const [token, session] of data.sessions) store.sessions.set(token, session);
    for (const ticket of data.usedCasTickets) store.usedCasTickets.add(ticket);
    for (const [key, fileId] of data.photoOverrides) store.photoOverrides.set(key, fileId);
    store.version = snapshot.version;
    return store;
  }

  /**
   * The whole state as plain JSON values. The records are the live ones, not copies, so serialise the
   * snapshot at once (as the server does) rather than keeping it around.
   */
  toSnapshot(): StoreSnapshot {
    return {
      format: SNAPSHOT_FORMAT,
      seed: this.seed,
      version: this.version,
      seq: this.seq,
      users: [...this.users.values()],
      roles: [...this.roles.values()],
      dictionaries: [...this.dictionaries.values()].flat(),
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

  /** A new snowflake-like id, after every seeded one (the counter is part of the snapshot). */
  nextId(): string {
    this.seq += 1;
    return String(ID_BASE + BigInt(this.seq));
  }

  /** `yyyy-MM-dd HH:mm:ss` in local time, the backend's format. */
  now(date: Date = new Date()): string {
    return formatTime(date);
  }

  // ---- users, roles, menus -------------------------------------------------------------------

  permissionsOf(roleId: string): string[] {
    return [...(this.roles.get(roleId)?.permissions ?? [])];
  }

  userByUsername(username: string): UserRecord | undefined {
    for (const user of this.users.values()) if (user.username === username) return user;
    return undefined;
  }

  userByPhone(phone: string): UserRecord | undefined {
    for (const user of this.users.values()) if (user.phone === phone) return user;
    return undefined;
  }

  /** Sets a user's password; the default-password flag (SPEC 5) turns 'false'. Touches. */
  setPassword(userId: string, password: string): void {
    const user = this.users.get(userId);
    if (!user) throw new Error(`No user ${userId}`);
    user.password = password;
    user.passwordFlag = 'false';
    this.touch();
  }

  /** The menu tree of the given role keys (SPEC 2), optionally of one cloud (`kernel/menus/build`). */
  menusFor(roleKeys: readonly string[], service?: string): MenuNode[] {
    return menusFor(roleKeys, service);
  }

  // ---- dictionaries ----------------------------------------------------------------------------

  /** Entries of a dictionary sorted by dictSort (SPEC 3); copies, so callers may change them. */
  dict(name: string): DictDetail[] {
    return (this.dictionaries.get(name) ?? []).map((entry) => ({ ...entry }));
  }

  dictNames(): string[] {
    return [...this.dictionaries.keys()];
  }

  /** The label of a dictionary value, or undefined when the dictionary has no such value. */
  dictLabel(name: string, value: string | number | null | undefined): string | undefined {
    return value === null || value === undefined ? undefined : this.labels.get(`${name}\u0000${value}`);
  }

  /** College code (xj_xy) a major (xj_zy) belongs to. */
  collegeOfMajor(zydm: string): string | undefined {
    return majorByCode(zydm)?.college.code;
  }

  private setDictionaries(entries: readonly DictDetail[]): void {
    this.dictionaries.clear();
    this.labels.clear();
    for (const entry of entries) {
      const list = this.dictionaries.get(entry.dictName) ?? [];
      list.push(entry);
      this.dictionaries.set(entry.dictName, list);
      this.labels.set(`${entry.dictName}\u0000${entry.value}`, entry.label);
    }
    for (const list of this.dictionaries.values()) list.sort((a, b) => a.dictSort - b.dictSort);
  }

  // ---- students --------------------------------------------------------------------------------

  studentByCertificate(byzbh: string): Student | undefined {
    const id = this.studentByCertificateNo.get(byzbh);
    return id === undefined ? undefined : this.students.get(id);
  }

  /** By ID card number, ignoring the case of a final X. */
  studentByIdCard(sfzh: string): Student | undefined {
    const id = this.studentByIdCardNo.get(sfzh.toUpperCase());
    return id === undefined ? undefined : this.students.get(id);
  }

  studentsOfSupervisor(gh: string): Student[] {
    const ids = this.studentsBySupervisor.get(gh);
    if (!ids) return [];
    const out: Student[] = [];
    for (const id of ids) {
      const student = this.students.get(id);
      if (student) out.push(student);
    }
    return out;
  }

  /**
   * The next card number for a year and college: year + college code + 3-digit sequence, one past the
   * highest ever given (numbers are not reused after a deletion); a gap is used only once 999 is taken.
   */
  nextXykh(rxnj: number, xydm: string): string {
    const prefix = `${rxnj}${xydm}`;
    const next = (this.maxSequence.get(prefix) ?? 0) + 1;
    if (next <= MAX_PER_YEAR_AND_COLLEGE) return `${prefix}${String(next).padStart(3, '0')}`;
    for (let n = 1; n <= MAX_PER_YEAR_AND_COLLEGE; n += 1) {
      const xykh = `${prefix}${String(n).padStart(3, '0')}`;
      if (!this.studentsByXykh.has(xykh)) return xykh;
    }
    throw new Error(`No free student card number left for ${rxnj}/${xydm}`);
  }

  /** Adds a student with a new id and times; fills the derived names and indexes; touches. */
  addStudent(fields: NewStudent): Student {
    const now = this.now();
    const student: Student = { hasPhoto: false, dsgh: null, ...fields, id: this.nextId(), createTime: now, updateTime: now };
    this.index(student);
    this.touch();
    return student;
  }

  /** Applies `changes` (id and times are the store's), keeps indexes and names right; touches. */
  updateStudent(id: string, changes: Partial<StudentFields>): Student {
    const current = this.students.get(id);
    if (!current) throw new Error(`No student ${id}`);
    // Handlers pass the request body, which may carry an id or times: the store's own win.
    const next: Student = { ...current, ...changes, id, createTime: current.createTime, updateTime: this.now() };
    this.unindex(current);
    this.index(next);
    this.touch();
    return next;
  }

  removeStudent(id: string): void {
    const current = this.students.get(id);
    if (!current) return;
    this.unindex(current);
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
      bddd: registered ? `${student.xymc ?? ''}研究生报到点`.trim() : null,
    };
  }

  registrationCheckOf(student: Student): components['schemas']['RegistrationCheck'] {
    const fields: [keyof Student, string, string?][] = [
      ['xm', '姓名'],
      ['xb', '性别', 'sys_user_sex'],
      ['csrq', '出生日期'],
      ['sfzh', '身份证号'],
      ['mz', '民族', 'xj_mz'],
      ['xydm', '学院', 'xj_xy'],
      ['zydm', '专业', 'xj_zy'],
      ['pycc', '培养层次', 'xj_pycc'],
      ['xwlx', '学位类型', 'xj_xwlx'],
      ['xxxs', '学习形式', 'xj_xxxs'],
    ];
    return {
      xykh: student.xykh,
      hdzt: student.hdzt,
      hdsj: student.hdzt === '1' ? (student.updateTime ?? null) : null,
      items: fields.map(([field, label, dictName]) => {
        const raw = student[field];
        const value = raw === undefined || raw === null ? null : String(raw);
        return { field: String(field), label, value: dictName && value ? (this.dictLabel(dictName, value) ?? value) : value };
      }),
    };
  }

  // ---- photos ----------------------------------------------------------------------------------

  /** The stored file id of an uploaded photo, if the student has one of that type. */
  photoOverride(xykh: string, type: PhotoType): string | undefined {
    return this.photoOverrides.get(`${xykh}:${type}`);
  }

  setPhotoOverride(xykh: string, type: PhotoType, fileId: string): void {
    this.photoOverrides.set(`${xykh}:${type}`, fileId);
    this.touch();
  }

  // ---- internals -------------------------------------------------------------------------------

  /** Fills the names a student carries from the dictionaries and the staff list. */
  private fillNames(student: Student): void {
    student.xymc = this.dictLabel('xj_xy', student.xydm) ?? student.xymc ?? '';
    student.zymc = this.dictLabel('xj_zy', student.zydm) ?? student.zymc ?? '';
    student.dsxm = student.dsgh ? (this.staff.get(student.dsgh)?.xm ?? null) : null;
  }

  private index(student: Student): void {
    this.fillNames(student);
    this.students.set(student.id, student);
    this.studentsByXykh.set(student.xykh, student);
    if (student.byzbh) this.studentByCertificateNo.set(student.byzbh, student.id);
    this.studentByIdCardNo.set(student.sfzh.toUpperCase(), student.id);
    const prefix = student.xykh.slice(0, -3);
    const sequence = Number(student.xykh.slice(-3));
    if (Number.isInteger(sequence) && sequence > (this.maxSequence.get(prefix) ?? 0)) this.maxSequence.set(prefix, sequence);
    if (student.dsgh) {
      let ids = this.studentsBySupervisor.get(student.dsgh);
      if (!ids) {
        ids = new Set();
        this.studentsBySupervisor.set(student.dsgh, ids);
      }
      ids.add(student.id);
      const supervisor = this.staff.get(student.dsgh);
      if (supervisor) supervisor.studentCount = ids.size;
    }
  }

  private unindex(student: Student): void {
    this.students.delete(student.id);
    if (this.studentsByXykh.get(student.xykh)?.id === student.id) this.studentsByXykh.delete(student.xykh);
    if (student.byzbh && this.studentByCertificateNo.get(student.byzbh) === student.id) this.studentByCertificateNo.delete(student.byzbh);
    if (this.studentByIdCardNo.get(student.sfzh.toUpperCase()) === student.id) this.studentByIdCardNo.delete(student.sfzh.toUpperCase());
    if (student.dsgh) {
      const ids = this.studentsBySupervisor.get(student.dsgh);
      ids?.delete(student.id);
      const supervisor = this.staff.get(student.dsgh);
      if (supervisor) supervisor.studentCount = ids?.size ?? 0;
    }
  }

  /**
   * The supervisors and student behind the demo accounts: `teacher` supervises about ten students,
   * `student` is one of them and still enrolled, `multi` is another supervisor.
   */
  private pickDemoPeople(supervisors: readonly Staff[]): { teacher: Staff; otherTeacher: Staff; student: Student } {
    const enrolledOf = (gh: string) => this.studentsOfSupervisor(gh).filter((s) => s.xjzt === '01' && s.lb === '1');
    const ranked = supervisors
      .filter((s) => (s.studentCount ?? 0) > 0)
      .map((s, order) => ({ s, order, enrolled: enrolledOf(s.gh).length }))
      .sort((a, b) => Number(b.enrolled > 0) - Number(a.enrolled > 0) || Math.abs((a.s.studentCount ?? 0) - 10) - Math.abs((b.s.studentCount ?? 0) - 10) || a.order - b.order);
    const teacher = ranked[0]?.s;
    if (!teacher) throw new Error('The seed needs at least one student (options.students >= 1)');
    const otherTeacher = ranked.find((r) => r.s.gh !== teacher.gh)?.s ?? teacher;
    const student = enrolledOf(teacher.gh)[0] ?? this.studentsOfSupervisor(teacher.gh)[0]!;
    return { teacher, otherTeacher, student };
  }
}

