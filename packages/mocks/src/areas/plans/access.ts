import type { MenuContribution, RoleKey } from '../../core/menu.ts';
import { hidden, page } from '../../core/menu.ts';
import { type AccessTable, needs } from '../../http/access.ts';

/**
 * Training plans (our model, issue 23 §1): the graduate school reads and writes every plan and keeps the
 * templates; a college secretary reads the templates and reads and writes the plans of their own college
 * (the handlers check the college: 403 outside it). Teachers and students get none of the management
 * operations (403, no menu entry): their own plan reaches them through the degree audit, later.
 */
export const plansPermissions = {
  'pkgl:pyfa:list': ['staff', 'college'],
  'pkgl:pyfa:edit': ['staff', 'college'],
  'pkgl:pyfambgl:edit': ['staff'],
} as const;

export const plansAccess: AccessTable = {
  listPlanTemplates: needs('pkgl:pyfa:list'),
  getPlanTemplate: needs('pkgl:pyfa:list'),
  createPlanTemplate: needs('pkgl:pyfambgl:edit'),
  updatePlanTemplate: needs('pkgl:pyfambgl:edit'),
  deletePlanTemplate: needs('pkgl:pyfambgl:edit'),
  listPlanCourses: needs('pkgl:pyfa:list'),
  checkPlan: needs('pkgl:pyfa:list'),
  listPlans: needs('pkgl:pyfa:list'),
  getPlan: needs('pkgl:pyfa:list'),
  createPlan: needs('pkgl:pyfa:edit'),
  updatePlan: needs('pkgl:pyfa:edit'),
  deletePlan: needs('pkgl:pyfa:edit'),
};

const ROLES: readonly RoleKey[] = ['admin', 'staff', 'college'];

/** SPEC 2 routes of 培养方案 in 排课管理 (moved here from `areas/menu.ts`); the secretary's too. */
export const plansMenus: readonly MenuContribution[] = [
  { group: '/pkgl', order: 20, entry: page('/pkgl/pyfa', 'Pyfa', 'pkgl/pyfa/index', '培养方案', 'book-open-line', { roles: ROLES }) },
  { group: '/pkgl', order: 90, entry: hidden('/pyfa/pyfambgl', 'Pyfambgl', 'pkgl/pyfa/template', '培养方案模板管理', '/pkgl/pyfa', ROLES) },
  { group: '/pkgl', order: 100, entry: hidden('/pyfazd/pyfazdForm', 'PyfazdForm', 'pkgl/pyfa/zd-form', '培养方案制订', '/pkgl/pyfa', ROLES) },
  { group: '/pkgl', order: 110, entry: hidden('/pyfack/pyfaView', 'PyfaView', 'pkgl/pyfa/view', '培养方案查看', '/pkgl/pyfa', ROLES) },
];
