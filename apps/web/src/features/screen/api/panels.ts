import { apiQueryOptions, createQueryKeys } from '@gs/sdk/query';
import type { components } from '@gs/sdk/schema';
import { api } from '../../../lib/api.ts';
import { useQuery } from '../../../lib/query.ts';

/** The screen's queries: one per panel, so each refreshes, fails and retries on its own. */
export const screenKeys = createQueryKeys('screen');

export type ScreenStudents = components['schemas']['ScreenStudents'];
export type ScreenDegrees = components['schemas']['ScreenDegrees'];
export type ScreenApplications = components['schemas']['ScreenApplications'];
export type ScreenTimetable = components['schemas']['ScreenTimetable'];
export type ScreenQuestionnaires = components['schemas']['ScreenQuestionnaires'];
export type ScreenActivity = components['schemas']['ScreenActivity'];
export type ScreenCount = components['schemas']['ScreenCount'];
export type ScreenEvent = components['schemas']['ScreenEvent'];

/** How often each panel asks again (ms): what changes by the minute more often than what changes by the term. */
export const REFRESH_MS = {
  students: 60_000,
  degrees: 60_000,
  applications: 15_000,
  timetable: 30_000,
  questionnaires: 20_000,
  activity: 10_000,
} as const;

export type PanelName = keyof typeof REFRESH_MS;

/**
 * The interval of a panel: its own, or the page's `?refresh=` override in ms (the benchmark refreshes every
 * panel every 200 ms to look for growth of the heap; never below 100 ms).
 */
export function refreshOf(panel: PanelName, override: number | undefined): number {
  return override !== undefined && Number.isFinite(override) ? Math.max(100, override) : REFRESH_MS[panel];
}

/**
 * The refresh settings every panel shares: asked again on its interval whatever happened last time (an error
 * included, so a failing panel recovers by itself), also while the window is in the background (a screen on a
 * wall is rarely focused), and always fresh for the interval.
 */
function live(interval: number) {
  return { refetchInterval: interval, refetchIntervalInBackground: true, staleTime: 0, retry: false } as const;
}

export function useScreenStudents(interval: number) {
  return useQuery({ ...apiQueryOptions(api, screenKeys, '/cloud-xj/api/screen/students'), ...live(interval) });
}

export function useScreenDegrees(interval: number) {
  return useQuery({ ...apiQueryOptions(api, screenKeys, '/cloud-xj/api/screen/degrees', { params: { query: { years: 8 } } }), ...live(interval) });
}

export function useScreenApplications(interval: number) {
  return useQuery({ ...apiQueryOptions(api, screenKeys, '/cloud-xj/api/screen/applications'), ...live(interval) });
}

export function useScreenTimetable(interval: number) {
  return useQuery({ ...apiQueryOptions(api, screenKeys, '/cloud-xj/api/screen/timetable'), ...live(interval) });
}

export function useScreenQuestionnaires(interval: number) {
  return useQuery({ ...apiQueryOptions(api, screenKeys, '/cloud-xj/api/screen/questionnaires'), ...live(interval) });
}

export function useScreenActivity(interval: number) {
  return useQuery({ ...apiQueryOptions(api, screenKeys, '/cloud-xj/api/screen/activity', { params: { query: { limit: 30 } } }), ...live(interval) });
}
