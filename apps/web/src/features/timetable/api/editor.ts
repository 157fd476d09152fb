import { apiMutation, apiPostQueryOptions, apiQueryOptions } from '@gs/sdk/query';
import type { components } from '@gs/sdk/schema';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/query.ts';
import { timetableKeys } from './keys.ts';

/**
 * The calls of the timetable editors (issue 23 §2): what they read (terms, the term's offerings, rooms,
 * the course library, the grid of a room or a teacher, the free cells) and what they write (check,
 * save, create and update an offering). Under the area's keys, so that a save refreshes the lists and
 * grids of the other timetable pages too.
 */
export type EditorTerm = components['schemas']['Term'];
export type TermHoliday = components['schemas']['TermHoliday'];
export type EditorOffering = components['schemas']['Offering'];
export type OfferingSlot = components['schemas']['OfferingSlot'];
export type OfferingWeeks = components['schemas']['OfferingWeeks'];
export type Parity = OfferingWeeks['parity'];
export type DatedSession = components['schemas']['DatedSession'];
export type TimetableDraft = components['schemas']['TimetableDraft'];
export type TimetableConflict = components['schemas']['TimetableConflict'];
export type TimetableEntry = components['schemas']['TimetableEntry'];
export type AvailabilityCell = components['schemas']['AvailabilityCell'];
export type AvailabilityInput = components['schemas']['AvailabilityInput'];
export type TimetableDraftsInput = components['schemas']['TimetableDraftsInput'];
export type Room = components['schemas']['Room'];
export type LibraryCourse = components['schemas']['Course'];
export type GradeScale = components['schemas']['GradeScale'];
export type OfferingCreate = components['schemas']['OfferingCreate'];
export type OfferingUpdate = components['schemas']['OfferingUpdate'];
type ConflictEnvelope = components['schemas']['TimetableConflictEnvelope'];

const ROOMS_PATH = '/kernel/rooms' as const;
const COURSES_PATH = '/cloud-xj/api/pkgl/kcgl' as const;
const OFFERINGS_PATH = '/cloud-xj/api/pkgl/offerings' as const;
const OFFERING_PATH = '/cloud-xj/api/pkgl/offerings/{id}' as const;
const GRID_PATH = '/cloud-xj/api/pkgl/timetable' as const;
const CHECK_PATH = '/cloud-xj/api/pkgl/timetable/check' as const;
const AVAILABILITY_PATH = '/cloud-xj/api/pkgl/timetable/availability' as const;

/** A whole term's offerings or rooms in one answer: the editors choose among all of them. */
const ALL = 100_000;

/** GET every offering of a term (placed or not), for the editors' pickers. */
export function useTermOfferings(term: string | undefined) {
  return useQuery({
    ...apiQueryOptions(api, timetableKeys, OFFERINGS_PATH, { params: { query: { term: term ?? '', size: ALL } } }),
    enabled: Boolean(term),
    placeholderData: keepPreviousData,
  });
}

/** GET one offering (its placement is what an editor starts from). */
export function useEditorOffering(id: string) {
  return useQuery({ ...apiQueryOptions(api, timetableKeys, OFFERING_PATH, { params: { path: { id } } }), enabled: id !== '' });
}

/** GET every room with its seats. */
export function useRooms() {
  return useQuery({ ...apiQueryOptions(api, timetableKeys, ROOMS_PATH, { params: { query: { size: ALL } } }), staleTime: 10 * 60_000 });
}

/** The course library's first 20 courses for what was typed (code or name). */
export function useLibraryCourses(keyword: string) {
  const text = keyword.trim();
  return useQuery({
    ...apiQueryOptions(api, timetableKeys, COURSES_PATH, { params: { query: { size: 20, ...(text ? { keyword: text } : {}) } } }),
    placeholderData: keepPreviousData,
  });
}

/** GET the sessions of one room or one teacher over a range of weeks (what the by-week grid draws under the drafts). */
export function useResourceEntries(term: string | undefined, by: 'room' | 'teacher', key: string | null | undefined, weekFrom: number, weekTo: number) {
  return useQuery({
    ...apiQueryOptions(api, timetableKeys, GRID_PATH, { params: { query: { term: term ?? '', by, key: key ?? '', weekFrom, weekTo } } }),
    enabled: Boolean(term && key) && weekFrom >= 1 && weekFrom <= weekTo,
    placeholderData: keepPreviousData,
  });
}

/**
 * POST the busy cells of an offering in a room and weeks, with the other pending drafts counted as
 * placed (getAvailability): a read, so a query keyed by the whole body, computed again when the room,
 * the weeks or the drafts change; the last answer stays while the next one comes.
 */
export function useAvailability(body: AvailabilityInput | null) {
  return useQuery({
    ...apiPostQueryOptions(api, timetableKeys, AVAILABILITY_PATH, {
      body: body ?? { term: '', offeringId: '', roomId: null, weeks: { from: 1, to: 1, parity: 'all' } },
    }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}

/** POST drafts to the clash check (checkTimetable): nothing is stored. */
export function checkTimetable(body: TimetableDraftsInput, signal?: AbortSignal) {
  return api.post(CHECK_PATH, { body, signal });
}

/** Each write refreshes every timetable query (grids, lists, the own timetable). */
function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: timetableKeys.all });
}

/** PUT all drafts at once (saveTimetable): 409 with the conflicts and nothing stored when they clash. */
export function useSaveTimetable() {
  const onSuccess = useInvalidate();
  return useMutation({ ...apiMutation(api, timetableKeys, 'put', GRID_PATH), onSuccess });
}

/** POST a new offering (createOffering), not yet placed. */
export function useCreateOffering() {
  const onSuccess = useInvalidate();
  return useMutation({ ...apiMutation(api, timetableKeys, 'post', OFFERINGS_PATH), onSuccess });
}

/** PUT an offering's teachers, capacity and scale (updateOffering). */
export function useUpdateOffering() {
  const onSuccess = useInvalidate();
  return useMutation({ ...apiMutation(api, timetableKeys, 'put', OFFERING_PATH), onSuccess });
}

/** The conflicts of a refused save (the 409 envelope's `data`), when that is what it holds. */
export function conflictsOfRefusal(data: unknown): TimetableConflict[] | null {
  if (typeof data !== 'object' || data === null || !('conflicts' in data)) return null;
  const conflicts = (data as Partial<ConflictEnvelope['data']>).conflicts;
  return Array.isArray(conflicts) ? conflicts : null;
}
