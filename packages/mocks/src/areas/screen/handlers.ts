import type { HttpHandler } from 'msw';
import type { MockContext } from '../../http/context.ts';
import type { Router } from '../../http/route.ts';
import type { Catalog } from '../area.ts';
import { applicationsSlice, pendingSinceOf } from '../applications/store.ts';
import { configSlice } from '../config/store.ts';
import { dictsSlice } from '../dicts/store.ts';
import { gradesSlice } from '../grades/store.ts';
import { offeringsSlice } from '../offerings/store.ts';
import { orgSlice, termNameEn } from '../org/store.ts';
import { questionnaireFigures } from '../questionnaires/store.ts';
import { studentsSlice } from '../students/store.ts';
import { timetableSlice } from '../timetable/store.ts';
import { activityFigures, applicationsFigures, degreesFigures, questionnairesFigures, studentsFigures, timetableFigures } from './figures.ts';

/** Defaults of the panels' parameters (the spec's). */
const DEFAULT_YEARS = 8;
const DEFAULT_EVENTS = 30;

/**
 * The data screen's panels (issue 24 §3): each reads the other areas' slices through what they export and works
 * its figures out on the call. Reads only: nothing here writes. The query's ranges (`years`, `limit`) are checked
 * against the spec before a resolver runs (400 otherwise).
 */
export function screenHandlers(route: Router, ctx: MockContext, catalog: Catalog): HttpHandler[] {
  const store = ctx.store;
  const students = store.slice(studentsSlice);
  const dicts = store.slice(dictsSlice);
  const applications = store.slice(applicationsSlice);
  const config = store.slice(configSlice);
  const org = store.slice(orgSlice);
  const offerings = store.slice(offeringsSlice);
  const timetable = store.slice(timetableSlice);
  const grades = store.slice(gradesSlice);
  const base = '/cloud-xj/api/screen' as const;
  const dict = dicts.dict.bind(dicts);
  /** The server's local time, in the format the records' times are written in. */
  const now = () => store.now(new Date(ctx.now()));

  return [
    route.authed('get', `${base}/students`, ({ lang }) => ({ data: studentsFigures(students.students.values(), dict, lang, now()) })),

    route.authed('get', `${base}/degrees`, ({ query, lang }) => ({
      data: degreesFigures(students.students.values(), dict, lang, now(), query.years ?? DEFAULT_YEARS),
    })),

    route.authed('get', `${base}/applications`, ({ lang }) => ({
      data: applicationsFigures(
        {
          applications: applications.applications.values(),
          kinds: catalog.applicationKinds,
          pendingSince: pendingSinceOf,
          overdueCutoff: applications.overdueCutoff(ctx.now()),
        },
        lang,
        now(),
      ),
    })),

    route.authed('get', `${base}/timetable`, ({ lang }) => {
      const termId = String(config.items.get('term.current')?.value ?? '');
      const term = org.terms.get(termId);
      return {
        data: timetableFigures(
          {
            term: term && { id: term.id, name: term.name, nameEn: termNameEn(term) },
            calendar: term && timetable.calendarOf(term.id),
            offerings: term ? offerings.ofTerm(term.id) : [],
            rooms: org.rooms.size,
          },
          lang,
          now(),
        ),
      };
    }),

    // The tasks open now as the questionnaires area counts them: respondents fixed at publishing, submitted
    // sheets counted live by its index.
    route.authed('get', `${base}/questionnaires`, () => ({
      data: questionnairesFigures(questionnaireFigures(store, new Date(ctx.now())).tasks, now()),
    })),

    route.authed('get', `${base}/activity`, ({ query, lang }) => ({
      data: {
        events: activityFigures(
          {
            applications: applications.applications.values(),
            kinds: catalog.applicationKinds,
            gradeSheets: grades.sheets.values(),
            course: (id) => offerings.offerings.get(id),
          },
          lang,
          query.limit ?? DEFAULT_EVENTS,
        ),
        updateTime: now(),
      },
    })),
  ];
}
