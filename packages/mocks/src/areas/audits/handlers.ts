import type { HttpHandler } from 'msw';
import type { components } from '@gs/sdk/schema';
import type { Caller, MockContext } from '../../http/context.ts';
import { inScope } from '../../http/data-scope.ts';
import { say } from '../../http/language.ts';
import { SUCCESS, fail } from '../../http/respond.ts';
import type { Router } from '../../http/route.ts';
import { coursesSlice } from '../courses/store.ts';
import { COLLEGES } from '../dicts/data.ts';
import { dictsSlice } from '../dicts/store.ts';
import { type PlanRecord, plansSlice } from '../plans/store.ts';
import { studentsSlice } from '../students/store.ts';
import { auditsSlice, degreeOf } from './store.ts';

type Student = components['schemas']['Student'];
type DegreeAudit = components['schemas']['DegreeAudit'];
type AuditPlanOption = components['schemas']['AuditPlanOption'];

const MAJOR_NAMES = new Map(COLLEGES.flatMap((college) => college.majors.map((major) => [major.code, major.name] as const)));

export function auditsHandlers(route: Router, ctx: MockContext): HttpHandler[] {
  const store = ctx.store;
  const audits = store.slice(auditsSlice);
  const plans = store.slice(plansSlice);
  const courses = store.slice(coursesSlice);
  const students = store.slice(studentsSlice);
  const dicts = store.slice(dictsSlice);
  const base = '/cloud-xj/api/pkgl/audits' as const;

  const now = () => store.now(new Date(ctx.now()));
  const mayEdit = (caller: Caller) => caller.isAdmin || caller.permissions.includes('pkgl:xspyjh:edit');

  /** The student if the caller reaches them: 404 unknown, 403 outside the data scope (SPEC 6). */
  function studentFor(caller: Caller, xykh: string): Student {
    const student = students.byXykh(xykh);
    if (!student) fail(404, `学生 ${xykh} 不存在`, `Student ${xykh} does not exist`);
    if (!inScope(caller, student)) fail(403, `无权查看学生 ${xykh} 的培养计划`, `You may not see the training plan of student ${xykh}`);
    return student;
  }

  const courseName = (id: string | null) => {
    if (id === null) return null;
    const course = courses.courseById(id);
    return course ? `${course.kcdm} ${course.kcmc}` : id;
  };
  const exceptionAnswer = audits.exceptionAnswer;

  const planOption = (plan: PlanRecord): AuditPlanOption => ({
    id: plan.id,
    zydm: plan.zydm,
    zymc: MAJOR_NAMES.get(plan.zydm) ?? dicts.label('xj_zy', plan.zydm) ?? plan.zydm,
    nj: plan.nj,
    degree: plan.degree,
    minCredits: plan.minCredits,
  });

  function auditFor(caller: Caller, student: Student, whatIf: string | undefined): DegreeAudit {
    const at = now();
    const own = plans.planFor(student.zydm, student.rxnj, degreeOf(student));
    const plan = whatIf === undefined ? own : plans.plan(whatIf);
    const hypothetical = plan !== undefined && plan.id !== own?.id;
    const records = audits.ofStudent(student.xykh);
    const exceptions = records.map(exceptionAnswer);
    // Exceptions are recorded against the student's own plan; a what-if audit applies none.
    const result = audits.auditAgainst(student, plan, plan ? exceptions.filter((e) => e.planId === plan.id) : [], at);
    return {
      student: {
        xykh: student.xykh,
        xm: student.xm,
        xydm: student.xydm,
        xymc: dicts.label('xj_xy', student.xydm) ?? student.xydm,
        zydm: student.zydm,
        zymc: student.zymc ?? MAJOR_NAMES.get(student.zydm) ?? student.zydm,
        rxnj: student.rxnj,
        pycc: student.pycc,
        dsgh: student.dsgh ?? null,
      },
      plan: plan ? planOption(plan) : null,
      ownPlanId: own?.id ?? null,
      hypothetical,
      ...result,
      exceptions,
      whatIfPlans: [...plans.plans.values()]
        .filter((p) => p.id !== plan?.id)
        .sort((a, b) => a.zydm.localeCompare(b.zydm) || b.nj - a.nj || a.degree.localeCompare(b.degree))
        .map(planOption),
      mayEditExceptions: mayEdit(caller) && !hypothetical && own !== undefined,
      generatedAt: at,
    };
  }

  return [
    route.authed('get', `${base}/{xykh}`, ({ params, query, caller }) => ({ data: auditFor(caller, studentFor(caller, params.xykh), query.whatIf) })),

    route.authed('get', `${base}/{xykh}/exceptions`, ({ params, caller }) => ({
      data: audits.ofStudent(studentFor(caller, params.xykh).xykh).map(exceptionAnswer),
    })),

    route.authed('post', `${base}/{xykh}/exceptions`, ({ params, body, caller, lang }) => {
      const student = studentFor(caller, params.xykh);
      const plan = plans.planFor(student.zydm, student.rxnj, degreeOf(student));
      if (!plan) {
        fail(
          409,
          `学生 ${student.xykh} 所在专业、年级没有培养方案，不能登记例外`,
          `Student ${student.xykh} has no training plan for their major and cohort, so no exception can be recorded`,
        );
      }
      const group = plan.groups.find((g) => g.id === body.groupId);
      if (!group) fail(400, `培养方案 ${plan.id} 没有课程组 ${body.groupId}`, `Training plan ${plan.id} has no course group ${body.groupId}`);
      const reason = body.reason.trim();
      if (reason.length < 2) fail(400, '请填写原因（至少 2 个字）', 'Give the reason (2 characters at least)');
      const courseId = body.courseId?.trim() || null;
      const substituteFor = body.substituteFor?.trim() || null;
      const inGroup = (id: string) => group.courses.some((c) => c.courseId === id);
      const recorded = audits.ofStudent(student.xykh).filter((e) => e.planId === plan.id && e.groupId === group.id);
      if (body.kind === 'substitute') {
        if (!courseId || !substituteFor)
          fail(400, '替代须同时指定修读的课程和被替代的课程', 'A substitution names both the course taken and the course it replaces');
        if (!courses.courseById(courseId)) fail(400, `课程 ${courseId} 不存在`, `Course ${courseId} does not exist`);
        if (!inGroup(substituteFor))
          fail(400, `被替代的课程 ${substituteFor} 不在课程组「${group.name}」中`, `The replaced course ${substituteFor} is not in group ${group.id}`);
        if (courseId === substituteFor) fail(400, '课程不能替代它自己', 'A course cannot substitute for itself');
        if (recorded.some((e) => e.kind === 'substitute' && e.substituteFor === substituteFor))
          fail(400, `课程 ${courseName(substituteFor)} 已有替代课程`, `Course ${courseName(substituteFor)} already has a substitute`);
        if (recorded.some((e) => e.kind === 'substitute' && e.courseId === courseId))
          fail(400, `课程 ${courseName(courseId)} 已在本组替代其他课程`, `Course ${courseName(courseId)} already substitutes for another in this group`);
      } else {
        if (substituteFor) fail(400, '免修不指定被替代的课程', 'A waiver names no replaced course');
        if (courseId && !inGroup(courseId)) fail(400, `课程 ${courseId} 不在课程组「${group.name}」中`, `Course ${courseId} is not in group ${group.id}`);
        if (recorded.some((e) => e.kind === 'waive' && e.courseId === courseId))
          fail(
            400,
            courseId ? `课程 ${courseName(courseId)} 已免修` : `课程组「${group.name}」已免修`,
            courseId ? `Course ${courseName(courseId)} is already waived` : `Group ${group.id} is already waived`,
          );
      }
      const record = audits.put({
        id: audits.nextIdFor(student.xykh),
        xykh: student.xykh,
        planId: plan.id,
        kind: body.kind,
        groupId: group.id,
        courseId,
        substituteFor,
        reason,
        byId: caller.user.id,
        byName: caller.user.realName || caller.user.username,
        at: now(),
      });
      return { data: exceptionAnswer(record), message: say(lang, '保存成功', 'Saved') };
    }),

    route.authed('delete', `${base}/{xykh}/exceptions/{id}`, ({ params, caller, lang }) => {
      const student = studentFor(caller, params.xykh);
      const record = audits.exception(student.xykh, params.id);
      audits.remove(record.id);
      return { data: null, message: say(lang, ...SUCCESS.deleted) };
    }),
  ];
}
