import { createQueryKeys } from '@gs/sdk/query';
import type { components, paths } from '@gs/sdk/schema';

/** The course library's queries (the list, the prerequisite search): every write refreshes them all. */
export const coursesKeys = createQueryKeys('courses');

export type Course = components['schemas']['Course'];
export type CourseBrief = components['schemas']['CourseBrief'];
export type CourseInput = components['schemas']['CourseInput'];
export type CourseUpdate = components['schemas']['CourseUpdate'];
export type CourseImportReport = components['schemas']['CourseImportReport'];
export type CourseQuery = NonNullable<paths['/cloud-xj/api/pkgl/kcgl']['get']['parameters']['query']>;
export type CourseSortField = NonNullable<CourseQuery['sortField']>;

export const LIST_PATH = '/cloud-xj/api/pkgl/kcgl' as const;
