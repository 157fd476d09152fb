/**
 * Training plans (issue 23 §1): the list provides a plan and a template for the detail reads and the check;
 * the writes make the next free cohort's version of the listed plan (a copy), edit it, see a save its
 * courses cannot meet refused with the group named, delete it; and add, edit and delete a template.
 */
import type { components } from '../../../packages/sdk/src/generated/schema.ts';
import { type AreaScenario, valueKey } from '../scenario.ts';

type Plan = components['schemas']['Plan'];
type PlanPage = components['schemas']['PlanPage'];
type PlanTemplate = components['schemas']['PlanTemplate'];
type PlanGroupInput = components['schemas']['PlanGroupInput'];

const listedPlan = valueKey<Plan>('plans.listed');
const listedTemplate = valueKey<string>('plans.template');
const WRITES = ['createPlan', 'updatePlan', 'deletePlan', 'createPlanTemplate', 'updatePlanTemplate', 'deletePlanTemplate'];
const FILTERS = { degree: null, xydm: null, zydm: null, nj: null };

/** A stored group as a body sends it back. */
const inputOf = (group: Plan['groups'][number]): PlanGroupInput => ({
  id: group.id,
  name: group.name,
  minCredits: group.minCredits,
  minGrade: group.minGrade,
  courses: group.courses.map((c) => ({ courseId: c.courseId, required: c.required, term: c.term })),
});

export const plans: AreaScenario = {
  name: 'plans',
  tags: ['plans'],
  readingPosts: ['checkPlan'],
  manual: WRITES,

  async provide(run) {
    const page = await run.data<PlanPage>('listPlans', { query: { size: 1, ...FILTERS } });
    const first = page?.records[0];
    if (first) run.set(listedPlan, await run.data<Plan>('getPlan', { params: { id: first.id } }));
    const templates = await run.data<PlanTemplate[]>('listPlanTemplates');
    run.set(listedTemplate, templates?.[0]?.id);
  },

  requests: {
    getPlan: (run) => ({ params: { id: run.get(listedPlan)?.id } }),
    getPlanTemplate: (run) => ({ params: { id: run.get(listedTemplate) } }),
    checkPlan: (run) => {
      const plan = run.get(listedPlan);
      return { json: plan ? { minCredits: plan.minCredits, groups: plan.groups.map(inputOf) } : undefined };
    },
  },

  async writes(run) {
    const plan = run.get(listedPlan);
    if (!plan) WRITES.slice(0, 3).forEach((id) => run.skip(id, 'listPlans gave no plan to copy'));
    else {
      // The first cohort after 2050 that the major has no plan for: the run's own version.
      const taken = await run.data<PlanPage>('listPlans', { query: { ...FILTERS, zydm: plan.zydm, size: 100 } });
      const used = new Set(taken?.records.map((r) => r.nj));
      let nj = 2051;
      while (used.has(nj)) nj += 1;
      const made = await run.data<Plan>('createPlan', { json: { zydm: plan.zydm, nj, sourceId: plan.id } });
      if (!made) WRITES.slice(1, 3).forEach((id) => run.skip(id, 'createPlan gave no plan to work on'));
      else {
        run.cleanup(() => run.call('deletePlan', { params: { id: made.id } }));
        await run.call('updatePlan', { params: { id: made.id }, json: { note: `contract check ${run.stamp}` } });
      }
    }
    const template = await run.data<PlanTemplate>('createPlanTemplate', {
      json: { name: `接口核查模板 ${run.stamp}`, degree: 'doctoral', minCredits: 4, groups: [{ name: '专业学位课', minCredits: 4, kclx: '2', courses: [] }] },
    });
    if (!template) return WRITES.slice(4).forEach((id) => run.skip(id, 'createPlanTemplate gave no template to work on'));
    run.cleanup(() => run.call('deletePlanTemplate', { params: { id: template.id } }));
    await run.call('updatePlanTemplate', {
      params: { id: template.id },
      json: { name: `接口核查模板 ${run.stamp}`, degree: 'doctoral', minCredits: 6, groups: [{ name: '专业学位课', minCredits: 6, kclx: '2', courses: [] }] },
    });
  },
};
