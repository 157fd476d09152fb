import type { HttpHandler } from 'msw';
import { dictFields } from '@gs/sdk/dict-fields';
import type { components } from '@gs/sdk/schema';
import { idCardFacts, isIdCard } from '@gs/sdk/validators';
import type { Caller, MockContext } from '../../http/context.ts';
import { inScope } from '../../http/data-scope.ts';
import { paginate, paginateMatching } from '../../http/paging.ts';
import { say } from '../../http/language.ts';
import { SUCCESS, fail } from '../../http/respond.ts';
import type { Router } from '../../http/route.ts';
import { dictsSlice } from '../dicts/store.ts';
import { sortedStudents, sortStudents, studentMatcher, studentMatcherOrNone } from './query.ts';
import { studentsSlice } from './store.ts';

type Student = components['schemas']['Student'];
type StudentFields = components['schemas']['StudentFields'];

/** Dictionary behind each coded field (the spec's `x-dict`, generated into the SDK). */
const DICT_FIELDS = dictFields.StudentFields satisfies Partial<Record<keyof StudentFields, string>>;

export function studentInScope(ctx: MockContext, caller: Caller, xykh: string | undefined): Student {
  const key = xykh ?? (caller.role.roleKey === 'student' ? (caller.user.xykh ?? undefined) : undefined);
  if (!key) fail(400, "query parameter 'xykh' is required");
  const student = ctx.store.slice(studentsSlice).byXykh(key);
  if (!student) fail(404, `学号 ${key} 的学生不存在`);
  if (!inScope(caller, student)) fail(403, '无权查看该学生的信息');
  return student;
}

function studentById(ctx: MockContext, id: string): Student {
  const student = ctx.store.slice(studentsSlice).byId(id);
  if (!student) fail(404, '学生不存在');
  return student;
}

/** The checks a real student-status backend makes beyond the schema: dictionaries, ID card, uniqueness. */
function checkStudent(ctx: MockContext, fields: StudentFields, selfId: string | undefined): void {
  const dicts = ctx.store.slice(dictsSlice);
  const students = ctx.store.slice(studentsSlice);
  for (const [field, dictName] of Object.entries(DICT_FIELDS) as [keyof typeof DICT_FIELDS, string][]) {
    const value = fields[field];
    if (value === undefined || value === null || value === '') continue;
    if (!dicts.has(dictName, String(value))) fail(400, `${field} 的值 '${String(value)}' 不在字典 ${dictName} 中`);
  }
  if (fields.zydm && fields.xydm && dicts.collegeOfMajor(fields.zydm) !== fields.xydm) {
    fail(400, `专业 ${fields.zydm} 不属于学院 ${fields.xydm}`);
  }
  if (fields.sfzh !== undefined) {
    if (!isIdCard(fields.sfzh)) fail(400, '请输入正确的身份证号 (please enter a correct ID card number)');
    const other = students.byIdCard(fields.sfzh);
    if (other && other.id !== selfId) fail(400, `身份证号已被学号 ${other.xykh} 使用`);
  }
  if (fields.xykh !== undefined) {
    const holder = students.byXykh(fields.xykh);
    if (holder && holder.id !== selfId) fail(400, `学号 ${fields.xykh} 已存在`);
  }
  if (fields.byzbh) {
    const holder = students.byCertificate(fields.byzbh);
    if (holder && holder.id !== selfId) fail(400, `毕业证编号 ${fields.byzbh} 已被学号 ${holder.xykh} 使用`);
  }
  if (fields.dsgh && !students.staff.has(fields.dsgh)) fail(400, `导师工号 ${fields.dsgh} 不存在`);
}

function createStudent(ctx: MockContext, input: components['schemas']['StudentInput'], lb: string | undefined): Student {
  const fields: components['schemas']['StudentInput'] = { ...input, ...(lb ? { lb } : {}) };
  checkStudent(ctx, fields, undefined);
  const facts = idCardFacts(input.sfzh);
  const students = ctx.store.slice(studentsSlice);
  const xykh = input.xykh ?? students.nextXykh(input.rxnj, input.xydm);
  const student = students.add({
    ...fields,
    xykh,
    csrq: fields.csrq ?? facts?.birthDate,
    lb: fields.lb ?? '1',
    xjzt: fields.xjzt ?? '01',
    hdzt: fields.hdzt ?? '0',
    bdzt: fields.bdzt ?? '0',
  });
  return student;
}

function filterFromQuery(query: Record<string, unknown>): components['schemas']['StudentFilter'] {
  const { current: _current, size: _size, ...filter } = query;
  return filter as components['schemas']['StudentFilter'];
}

export function studentHandlers(route: Router, ctx: MockContext): HttpHandler[] {
  const students = ctx.store.slice(studentsSlice);
  const base = '/cloud-xj/api/xj/xjxx' as const;
  return [
    route.authed('post', `${base}/stuinfo/add`, ({ body, lang }) => ({ data: createStudent(ctx, body, undefined), message: say(lang, ...SUCCESS.added) })),

    route.authed('post', `${base}/stuinfo/addjxs`, ({ body, lang }) => ({ data: createStudent(ctx, body, '2'), message: say(lang, ...SUCCESS.added) })),

    route.authed('delete', `${base}/stuinfo/{id}`, ({ params, lang }) => {
      studentById(ctx, params.id);
      students.remove(params.id);
      return { data: null, message: say(lang, ...SUCCESS.deleted) };
    }),

    route.authed('put', `${base}/stuinfo`, ({ body, lang }) => {
      studentById(ctx, body.id);
      checkStudent(ctx, body, body.id);
      return { data: students.update(body.id, body), message: say(lang, ...SUCCESS.saved) };
    }),

    route.authed('get', `${base}/stuinfo`, ({ query }) => {
      const rows = sortStudents([...students.students.values()].filter(studentMatcher(filterFromQuery(query))), undefined);
      return { data: paginate(rows, query.current, query.size) };
    }),

    route.authed('put', `${base}/stuinfo/thHdztTh`, ({ body, lang }) => {
      for (const id of body.ids) studentById(ctx, id);
      for (const id of body.ids) students.update(id, { hdzt: '2', ...(body.reason ? { bz: body.reason } : {}) });
      return { data: { updated: body.ids.length }, message: say(lang, '已退回', 'Returned for verification') };
    }),

    route.authed('put', `${base}/stuinfoList`, ({ body, lang }) => {
      checkStudent(ctx, { xjzt: body.xjzt }, undefined);
      for (const id of body.ids) studentById(ctx, id);
      for (const id of body.ids) students.update(id, { xjzt: body.xjzt, ...(body.bz ? { bz: body.bz } : {}) });
      return { data: { updated: body.ids.length }, message: say(lang, '学籍状态已更新', 'Status changed') };
    }),

    route.authed('put', `${base}/changeByzbh`, ({ body, lang }) => {
      studentById(ctx, body.id);
      checkStudent(ctx, { byzbh: body.byzbh }, body.id);
      return { data: students.update(body.id, { byzbh: body.byzbh }), message: say(lang, '毕业证编号已修改', 'Graduation certificate number changed') };
    }),

    route.authed('get', `${base}/getStuById`, ({ query }) => ({ data: studentById(ctx, query.id) })),

    route.authed('get', `${base}/getStuxx`, ({ query, caller }) => ({ data: studentInScope(ctx, caller, query.xykh) })),

    route.authed('get', `${base}/getYgxx`, ({ query }) => {
      const staff = students.staffMember(query.gh);
      if (!staff) fail(404, `工号 ${query.gh} 不存在`);
      return { data: staff };
    }),

    route.authed('get', `${base}/getMaxXykh`, ({ query }) => {
      checkStudent(ctx, { xydm: query.xydm }, undefined);
      return { data: students.nextXykh(query.rxnj, query.xydm) };
    }),

    route.authed('get', `${base}/getByzbhReapeat`, ({ query }) => {
      const holder = students.byCertificate(query.byzbh);
      const repeated = holder !== undefined && holder.id !== query.id;
      return { data: { repeated, xykh: repeated ? holder.xykh : null } };
    }),

    route.authed('get', `${base}/stuinfoByDsh/NotAuth`, ({ query, caller }) => {
      // The router lets only accounts with a staff number in (access 'staff-number').
      const gh = caller.user.gh ?? fail(403, '只有导师可以查看自己的学生');
      const rows = sortStudents(students.studentsOfSupervisor(gh).filter(studentMatcher(filterFromQuery(query))), undefined);
      return { data: paginate(rows, query.current, query.size) };
    }),

    route.authed('get', `${base}/stuinfoByStu/NotAuth`, ({ caller }) => {
      return { data: studentInScope(ctx, caller, caller.user.xykh ?? undefined) };
    }),

    route.authed('get', `${base}/stuinfoByStusss/NotAuth`, ({ query, caller }) => ({
      data: students
        .pick(query.keyword, (student) => inScope(caller, student))
        .map((student): components['schemas']['StudentBrief'] => ({
          id: student.id,
          xykh: student.xykh,
          xm: student.xm,
          xymc: student.xymc,
          zymc: student.zymc,
        })),
    })),

    route.authed('get', `${base}/stuinfoByXykh/NotAuth`, ({ query, caller }) => ({ data: studentInScope(ctx, caller, query.xykh) })),

    route.authed('post', `${base}/stuinfo/Search`, ({ body }) => {
      const { current, size, sort, ...filter } = body;
      // Sorted once per store version and sort order; a search filters that order and pages it.
      return { data: paginateMatching(sortedStudents(students.students, sort), studentMatcherOrNone(filter), current, size) };
    }),

    route.authed('get', '/cloud-xj/api/xj/jxsgl/jxsglInfo', ({ query, caller }) => {
      const student = studentInScope(ctx, caller, query.xykh);
      if (student.lb !== '2') fail(404, `学号 ${student.xykh} 不是进修生`);
      return { data: student };
    }),

    route.authed('get', '/cloud-xj/api/xj/xsbd/getXs', ({ query, caller, lang }) => {
      const student = studentInScope(ctx, caller, query.xykh);
      return { data: students.registrationOf(student, lang) };
    }),

    // The items' labels, and the values that are a dictionary's labels, in the request's language (issue 22 §13).
    route.authed('get', '/cloud-xj/api/xj/xsbd/getXshd', ({ query, caller, lang }) => {
      const student = studentInScope(ctx, caller, query.xykh);
      return { data: students.registrationCheckOf(student, lang) };
    }),
  ];
}
