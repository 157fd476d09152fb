import { createQueryKeys } from '@gs/sdk/query';
import type { components, paths } from '@gs/sdk/schema';

/** The training plans' queries (lists, a plan, templates, the course pick list): every write refreshes them all. */
export const plansKeys = createQueryKeys('plans');

export type Plan = components['schemas']['Plan'];
export type PlanSummary = components['schemas']['PlanSummary'];
export type PlanGroup = components['schemas']['PlanGroup'];
export type PlanGroupInput = components['schemas']['PlanGroupInput'];
export type PlanTemplate = components['schemas']['PlanTemplate'];
export type PlanDegree = components['schemas']['PlanDegree'];
export type PlanProblem = components['schemas']['PlanProblem'];
export type PlanCourseOption = components['schemas']['PlanCourseOption'];
export type PlanQuery = NonNullable<paths['/cloud-xj/api/pkgl/pyfa']['get']['parameters']['query']>;

export const PLANS_PATH = '/cloud-xj/api/pkgl/pyfa' as const;
export const DEGREES: readonly PlanDegree[] = ['academic-master', 'professional-master', 'doctoral'];
