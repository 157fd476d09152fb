import type { HttpHandler } from 'msw';
import type { components } from '@gs/sdk/schema';
import { offeredCredits, plannedCredits, requiredCredits } from '@gs/sdk/rules/plan';
import type { Caller, MockContext } from '../../http/context.ts';
import { type Lang, say } from '../../http/language.ts';
import { paginate } from '../../http/paging.ts';
import { SUCCESS, fail } from '../../http/respond.ts';
import type { Router } from '../../http/route.ts';
import { coursesSlice } from '../courses/store.ts';
import { COLLEGES } from '../dicts/data.ts';
import { dictsSlice } from '../dicts/store.ts';
import { studentsSlice } from '../students/store.ts';
import { type Problem, degreesOfMajor, groupsFromTemplate, groupsOf, problemsOf } from './build.ts';
import { type PlanGroupRecord, type PlanRecord, type PlanTemplateRecord, planIdOf, plansSlice } from './store.ts';

type Degree = components['schemas']['PlanDegree'];
type PlanGroup = components['schemas']['PlanGroup'];
type PlanSummary = components['schemas']['PlanSummary'];
type Plan = components['schemas']['Plan'];
type PlanTemplate = components['schemas']['PlanTemplate'];
type PlanCheck = components['schemas']['PlanCheck'];

/** The major of a code, with its college (the majors are constant reference data). */
const MAJORS = new Map(COLLEGES.flatMap((college) => college.majors.map((major) => [major.code, { major, college }] as const)));

/** The degree type a student is audited as: doctoral students, else by the degree type of their major. */
function degreeOfStudent(student: { pycc: string; xwlx: string }): Degree {
  if (student.pycc === '1') return 'doctoral';
  return student.xwlx === '2' ? 'professional-master' : 'academic-master';
}

/** Every problem in one sentence of the request's language (the refusal's message). */
const sayAll = (problems: readonly Problem[], lang: Lang) => (lang === 'en' ? problems.map((p) => p.en).join('; ') : problems.map((p) => p.zh).join('；'));

/** Refuses a save whose rules cannot be met, naming each group and the missing credits; nothing is stored. */
function refuseIf(problems: readonly Problem[]): void {
  if (problems.length > 0) fail(400, sayAll(problems, 'zh'), sayAll(problems, 'en'));
}

export function plansHandlers(route: Router, ctx: MockContext): HttpHandler[] {
  const store = ctx.store;
  const plans = store.slice(plansSlice);
  const courses = store.slice(coursesSlice);
  const dicts = store.slice(dictsSlice);
  const students = store.slice(studentsSlice);
  const base = '/cloud-xj/api/pkgl/pyfa' as const;

  // Students per plan key, worked out once per version of the student records (a list asks it per row).
  let counted: { version: number; counts: Map<string, number> } | undefined;
  function studentCount(plan: Pick<PlanRecord, 'zydm' | 'nj' | 'degree'>): number {
    const version = students.students.version;
    if (counted?.version !== version) {
      const counts = new Map<string, number>();
      for (const s of students.students.values()) {
        const key = `${s.zydm}/${s.rxnj}/${degreeOfStudent(s)}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      counted = { version, counts };
    }
    return counted.counts.get(`${plan.zydm}/${plan.nj}/${plan.degree}`) ?? 0;
  }

  /** A college secretary works on the plans of their own college only (SPEC 6 data scope, our model). */
  function mayReach(caller: Caller, xydm: string): boolean {
    return caller.role.dataScope !== 'college' || (caller.user.deptId !== null && caller.user.deptId === xydm);
  }
  function reach(caller: Caller, plan: Pick<PlanRecord, 'xydm'>): void {
    if (!mayReach(caller, plan.xydm)) fail(403, '只能管理本学院的培养方案', "Only your own college's training plans");
  }

  function groupAnswer(group: PlanGroupRecord): PlanGroup {
    const listed = group.courses.flatMap((entry) => {
      const course = courses.courseById(entry.courseId);
      return course
        ? [
            {
              courseId: course.id,
              kcdm: course.kcdm,
              kcmc: course.kcmc,
              kcmcEn: course.kcmcEn ?? null,
              xf: course.xf,
              kclx: course.kclx,
              required: entry.required,
              term: entry.term,
            },
          ]
        : [];
    });
    return { ...group, offeredCredits: offeredCredits({ courses: listed }), requiredCredits: requiredCredits({ courses: listed }), courses: listed };
  }

  function summaryOf(plan: PlanRecord): PlanSummary {
    return {
      id: plan.id,
      zydm: plan.zydm,
      zymc: dicts.label('xj_zy', plan.zydm) ?? plan.zydm,
      xydm: plan.xydm,
      xymc: dicts.label('xj_xy', plan.xydm) ?? plan.xydm,
      nj: plan.nj,
      degree: plan.degree,
      minCredits: plan.minCredits,
      groupCount: plan.groups.length,
      courseCount: plan.groups.reduce((sum, g) => sum + g.courses.length, 0),
      studentCount: studentCount(plan),
      sourceId: plan.sourceId,
      updateTime: plan.updateTime,
    };
  }

  function planAnswer(plan: PlanRecord): Plan {
    const groups = plan.groups.map(groupAnswer);
    return { ...summaryOf(plan), groups, offeredCredits: plannedCredits(groups), note: plan.note };
  }

  function templateAnswer(template: PlanTemplateRecord): PlanTemplate {
    return { ...template, groups: template.groups.map(groupAnswer) };
  }

  function checkOf(problems: readonly Problem[], groups: readonly PlanGroupRecord[], lang: Lang): PlanCheck {
    const offered = plannedCredits(groups.map((g) => ({ courses: g.courses.flatMap((c) => courses.courseById(c.courseId) ?? []) })));
    return {
      ok: problems.length === 0,
      offeredCredits: offered,
      problems: problems.map((p) => ({ groupIndex: p.index, groupName: p.name, message: say(lang, p.zh, p.en), missingCredits: p.missing || null })),
    };
  }

  return [
    route.authed('get', `${base}/templates`, () => ({ data: [...plans.templates.values()].map(templateAnswer) })),

    route.authed('post', `${base}/templates`, ({ body, lang }) => {
      const groups = groupsOf(body.groups, true);
      refuseIf(problemsOf(body.minCredits, groups, courses, true));
      const template = plans.putTemplate({
        id: store.nextId(),
        name: body.name.trim(),
        degree: body.degree,
        minCredits: body.minCredits,
        groups,
        updateTime: store.now(),
      });
      return { data: templateAnswer(template), message: say(lang, ...SUCCESS.added) };
    }),

    route.authed('get', `${base}/templates/{id}`, ({ params }) => ({ data: templateAnswer(plans.template(params.id)) })),

    route.authed('put', `${base}/templates/{id}`, ({ params, body, lang }) => {
      const current = plans.template(params.id);
      const groups = groupsOf(body.groups, true);
      refuseIf(problemsOf(body.minCredits, groups, courses, true));
      const template = plans.putTemplate({
        ...current,
        name: body.name.trim(),
        degree: body.degree,
        minCredits: body.minCredits,
        groups,
        updateTime: store.now(),
      });
      return { data: templateAnswer(template), message: say(lang, ...SUCCESS.saved) };
    }),

    // Plans made from a template are copies: they keep their rules when it goes.
    route.authed('delete', `${base}/templates/{id}`, ({ params, lang }) => {
      plans.removeTemplate(plans.template(params.id).id);
      return { data: null, message: say(lang, ...SUCCESS.deleted) };
    }),

    // The editor's pick list: the library's courses by code or name (50 at most), or the ones `ids` names.
    route.authed('get', `${base}/courses`, ({ query }) => {
      const keyword = query.keyword?.trim().toLowerCase();
      const ids = query.ids?.length ? new Set(query.ids) : undefined;
      const rows = courses
        .list()
        .filter(
          (c) =>
            (!ids || ids.has(c.id)) &&
            (!query.xydm || c.xydm === query.xydm) &&
            (!keyword ||
              c.kcdm.toLowerCase().includes(keyword) ||
              c.kcmc.toLowerCase().includes(keyword) ||
              Boolean(c.kcmcEn?.toLowerCase().includes(keyword))),
        )
        .slice(0, ids ? ids.size : 50);
      return { data: rows.map(({ id, kcdm, kcmc, kcmcEn, xf, kclx, xydm }) => ({ id, kcdm, kcmc, kcmcEn: kcmcEn ?? null, xf, kclx, xydm })) };
    }),

    // Says what a save of these rules would be refused for, without saving (the editor shows it by its group).
    route.authed('post', `${base}/check`, ({ body, lang }) => {
      const groups = groupsOf(body.groups, false);
      return { data: checkOf(problemsOf(body.minCredits, groups, courses, false), groups, lang) };
    }),

    route.authed('get', base, ({ query, caller }) => {
      const { current, size, degree, xydm, zydm, nj } = query;
      const rows = [...plans.plans.values()]
        .filter(
          (p) =>
            mayReach(caller, p.xydm) && (!degree || p.degree === degree) && (!xydm || p.xydm === xydm) && (!zydm || p.zydm === zydm) && (!nj || p.nj === nj),
        )
        // Newest cohort first, then by college and major: the versions of a major sit together.
        .sort((a, b) => b.nj - a.nj || a.xydm.localeCompare(b.xydm) || a.zydm.localeCompare(b.zydm) || a.degree.localeCompare(b.degree));
      const page = paginate(rows, current, size);
      return { data: { ...page, records: page.records.map(summaryOf) } };
    }),

    route.authed('post', base, ({ body, caller, lang }) => {
      const found = MAJORS.get(body.zydm) ?? fail(400, `专业 ${body.zydm} 不存在`, `The major ${body.zydm} does not exist`);
      const xydm = found.college.code;
      reach(caller, { xydm });
      if ((body.templateId === undefined) === (body.sourceId === undefined))
        fail(400, '须指定模板或复制的培养方案之一', 'Give either a template or a plan to copy, not both');
      let degree: Degree;
      let groups: PlanGroupRecord[];
      let minCredits: number;
      let note: string | null = null;
      let sourceId: string;
      if (body.templateId !== undefined) {
        const template = plans.template(body.templateId);
        ({ degree, minCredits } = template);
        groups = groupsFromTemplate(template, xydm, courses);
        sourceId = template.id;
      } else {
        const source = plans.plan(body.sourceId!);
        reach(caller, source);
        if (source.zydm !== body.zydm) fail(400, '只能复制本专业其他年级的培养方案', "Only another cohort's plan of the same major can be copied");
        ({ degree, minCredits, groups, note } = source);
        sourceId = source.id;
      }
      if (!degreesOfMajor(found.major.professional).includes(degree))
        fail(400, `${found.major.name} 专业不招收此学位类型的研究生`, `${found.major.en} does not train students of this degree type`);
      const id = planIdOf(body.zydm, body.nj, degree);
      if (plans.planFor(body.zydm, body.nj, degree))
        fail(
          409,
          `${found.major.name} ${body.nj} 级已有培养方案，请修改该方案`,
          `${found.major.en} already has a plan for the ${body.nj} cohort; edit that one`,
        );
      refuseIf(problemsOf(minCredits, groups, courses, false));
      const now = store.now();
      const plan = plans.putPlan({ id, zydm: body.zydm, xydm, nj: body.nj, degree, minCredits, groups, note, sourceId, createTime: now, updateTime: now });
      return { data: planAnswer(plan), message: say(lang, ...SUCCESS.added) };
    }),

    route.authed('get', `${base}/{id}`, ({ params, caller }) => {
      const plan = plans.plan(params.id);
      reach(caller, plan);
      return { data: planAnswer(plan) };
    }),

    route.authed('put', `${base}/{id}`, ({ params, body, caller, lang }) => {
      const current = plans.plan(params.id);
      reach(caller, current);
      const groups = body.groups ? groupsOf(body.groups, false) : current.groups;
      const minCredits = body.minCredits ?? current.minCredits;
      refuseIf(problemsOf(minCredits, groups, courses, false));
      const plan = plans.putPlan({ ...current, groups, minCredits, note: body.note === undefined ? current.note : body.note, updateTime: store.now() });
      return { data: planAnswer(plan), message: say(lang, ...SUCCESS.saved) };
    }),

    route.authed('delete', `${base}/{id}`, ({ params, caller, lang }) => {
      const plan = plans.plan(params.id);
      reach(caller, plan);
      const count = studentCount(plan);
      if (count > 0)
        fail(
          409,
          `${plan.nj} 级有 ${count} 名学生按此培养方案培养，不能删除`,
          `${count} students of the ${plan.nj} cohort follow this plan; it cannot be deleted`,
        );
      plans.removePlan(plan.id);
      return { data: null, message: say(lang, ...SUCCESS.deleted) };
    }),
  ];
}
