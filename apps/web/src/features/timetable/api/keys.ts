import { createQueryKeys } from '@gs/sdk/query';
import type { components, paths } from '@gs/sdk/schema';

/**
 * The timetable's queries (grids, the own timetable, offerings, availability): every write refreshes
 * them all, the editors' saves included (api/editor.ts uses the same keys).
 */
export const timetableKeys = createQueryKeys('timetable');

export const ROOMS_PATH = '/kernel/rooms' as const;
export const GRID_PATH = '/cloud-xj/api/pkgl/timetable' as const;
export const MINE_PATH = '/cloud-xj/api/pkgl/timetable/mine' as const;
export const MINE_ICS_PATH = '/cloud-xj/api/pkgl/timetable/mine/ics' as const;
export const OFFERINGS_PATH = '/cloud-xj/api/pkgl/offerings' as const;
export const OFFERING_PATH = '/cloud-xj/api/pkgl/offerings/{id}' as const;
export const OFFERING_STUDENTS_PATH = '/cloud-xj/api/pkgl/offerings/{id}/students' as const;

/** The students of an offering as a workbook (exportOfferingStudents), for the download helper. */
export const offeringStudentsXlsxPath = (id: string) => `/cloud-xj/api/pkgl/offerings/${encodeURIComponent(id)}/students/xlsx`;

export type Term = components['schemas']['Term'];
export type TermHoliday = components['schemas']['TermHoliday'];
export type Room = components['schemas']['Room'];
export type Offering = components['schemas']['Offering'];
export type OfferingWeeks = components['schemas']['OfferingWeeks'];
export type OfferingStudent = components['schemas']['OfferingStudent'];
export type TimetableBy = components['schemas']['TimetableBy'];
export type TimetableEntry = components['schemas']['TimetableEntry'];
export type TimetableRow = components['schemas']['TimetableRow'];
export type TimetableGrid = components['schemas']['TimetableGrid'];
export type MyTimetable = components['schemas']['MyTimetable'];
export type GridQuery = paths[typeof GRID_PATH]['get']['parameters']['query'];
export type OfferingQuery = NonNullable<paths[typeof OFFERINGS_PATH]['get']['parameters']['query']>;
export type OfferingStudentQuery = NonNullable<paths[typeof OFFERING_STUDENTS_PATH]['get']['parameters']['query']>;
