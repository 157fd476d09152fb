import { apiQueryOptions } from '@gs/sdk/query';
import { keepPreviousData } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { mark, perfMarks } from '../../../lib/perf-marks.ts';
import { useQuery } from '../../../lib/query.ts';
import { GRID_PATH, type GridQuery, MINE_PATH, ROOMS_PATH, timetableKeys } from './keys.ts';

/** A whole list in one answer (the rooms for a filter). */
const ALL = 100_000;

/** GET every room with its seats (the offerings list's room filter). */
export function useTimetableRooms() {
  return useQuery({ ...apiQueryOptions(api, timetableKeys, ROOMS_PATH, { params: { query: { size: ALL } } }), staleTime: 10 * 60_000 });
}

/**
 * GET a term's timetable by room, teacher or class over a range of weeks (getTimetable): the rows and
 * every entry of them, one answer for the overview and a chosen resource's grid. Waits for a term.
 */
export function useTimetableGrid(query: GridQuery | null) {
  const options = apiQueryOptions(api, timetableKeys, GRID_PATH, { params: { query: query ?? { term: '' } } });
  const fetchGrid = options.queryFn;
  return useQuery({
    ...options,
    // The benchmark times the overview from the answer in hand to its painted frame (pnpm bench).
    queryFn: fetchGrid
      ? async (context) => {
          const grid = await fetchGrid(context);
          mark(perfMarks.timetableGridData);
          return grid;
        }
      : undefined,
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET the caller's own timetable of a term (getMyTimetable; none: the current term). */
export function useMyTimetable(term: string | undefined) {
  return useQuery({
    ...apiQueryOptions(api, timetableKeys, MINE_PATH, { params: { query: term ? { term } : {} } }),
    placeholderData: keepPreviousData,
  });
}
