/**
 * The areas of the API as the contract check knows them, one line per area (the house style
 * "An area is a set of folders"). Order matters: an area's `provide` and `writes` may use what an
 * earlier line's gave (notices attach a file the storage writes uploaded; approvals need the students'
 * temporary record).
 */
import type { AreaScenario } from '../scenario.ts';
import { admissions } from './admissions.ts';
import { applications } from './applications.ts';
import { approvals } from './approvals.ts';
import { audits } from './audits.ts';
import { auth } from './auth.ts';
import { config } from './config.ts';
import { courses } from './courses.ts';
import { dicts } from './dicts.ts';
import { grades } from './grades.ts';
import { leave } from './leave.ts';
import { messages } from './messages.ts';
import { notices } from './notices.ts';
import { offerings } from './offerings.ts';
import { org } from './org.ts';
import { plans } from './plans.ts';
import { scholarship } from './scholarship.ts';
import { storage } from './storage.ts';
import { students } from './students.ts';
import { supervisorSelection } from './supervisor-selection.ts';
import { supervisors } from './supervisors.ts';
import { timetable } from './timetable.ts';
import { screen } from './screen.ts';
import { questionnaires } from './questionnaires.ts';
import { degree } from './degree.ts';

export const AREAS: readonly AreaScenario[] = [
  auth,
  dicts,
  storage,
  notices,
  students,
  approvals,
  org,
  config,
  applications,
  scholarship,
  admissions,
  leave,
  supervisorSelection,
  supervisors,
  messages,
  courses,
  plans,
  offerings,
  grades,
  audits,
  timetable,
  screen,
  questionnaires,
  degree,
];
