import type { ComponentType } from 'react';
import { lazy } from 'react';
import { admissionsViews } from '../features/admissions/views.ts';
import { applicationViews } from '../features/applications/views.ts';
import { approvalViews } from '../features/approvals/views.ts';
import { auditViews } from '../features/audits/views.ts';
import { configViews } from '../features/config/views.ts';
import { courseViews } from '../features/courses/views.ts';
import { authViews } from '../features/auth/views.ts';
import { dictViews } from '../features/dicts/views.ts';
import { degreeHomePanels, degreeViews } from '../features/degree/views.ts';
import { fileViews } from '../features/files/views.ts';
import { gradeViews } from '../features/grades/views.ts';
import { homeViews } from '../features/home/views.ts';
import { leaveViews } from '../features/leave/views.ts';
import { noticeViews } from '../features/notices/views.ts';
import { planViews } from '../features/plans/views.ts';
import { questionnaireViews } from '../features/questionnaires/views.ts';
import { screenViews } from '../features/screen/views.ts';
import { scholarshipViews } from '../features/scholarship/views.ts';
import { statusChangeViews } from '../features/status-change/views.ts';
import { studentViews } from '../features/students/views.ts';
import { supervisorSelectionViews } from '../features/supervisor-selection/views.ts';
import { supervisorViews } from '../features/supervisors/views.ts';
import { timetableViews } from '../features/timetable/views.ts';
import { worklistViews } from '../features/worklist/views.ts';
import { registerRouteTitles } from '../i18n/define.ts';
import { registerHomePanels } from '../lib/home-panels.ts';
import { withChunkTimeout } from '../lib/lazy-view.ts';
import type { FeatureViews } from '../lib/view-registry.ts';
import { unbuiltRouteTitles } from './unbuilt-route-titles.ts';
// The application kinds register with the views: the pages that list or open applications need them.
import './application-kinds.ts';

/**
 * The views registry (SPEC 2): one line per area. A menu node's `component` names one of the areas'
 * pages, each its own lazy chunk; a component the app does not have opens the honest "not available
 * in this version" page. Loaded with the shell (and the public pages), never with /login.
 */
const areas: readonly FeatureViews[] = [
  homeViews,
  authViews,
  noticeViews,
  fileViews,
  dictViews,
  approvalViews,
  studentViews,
  statusChangeViews,
  applicationViews,
  scholarshipViews,
  admissionsViews,
  leaveViews,
  supervisorSelectionViews,
  supervisorViews,
  worklistViews,
  courseViews,
  planViews,
  gradeViews,
  auditViews,
  timetableViews,
  configViews,
  questionnaireViews,
  screenViews,
  degreeViews,
  unbuiltRouteTitles,
];

for (const area of areas) if (area.routeTitles) registerRouteTitles(area.routeTitles);

/** Panels areas add to the home page for some roles (each a lazy chunk). */
registerHomePanels(degreeHomePanels);

function lazyPages(pages: FeatureViews['views']): [string, ComponentType][] {
  return Object.entries(pages ?? {}).map(([key, load]) => [key, lazy(withChunkTimeout(load))]);
}

/** Pages by menu component; `lazy` loads nothing until a view first renders. */
export const lazyViews: Readonly<Record<string, ComponentType>> = Object.fromEntries(areas.flatMap((area) => lazyPages(area.views)));

/** Signed-out pages of the areas (white-listed, outside the layout), by URL path. */
export const publicRoutes: Readonly<Record<string, ComponentType>> = Object.fromEntries(areas.flatMap((area) => lazyPages(area.publicRoutes)));
