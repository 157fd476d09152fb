import { defineArea } from '../area.ts';
import { timetableAccess, timetableMenus, timetablePermissions } from './access.ts';
import { timetableHandlers } from './handlers.ts';
import { timetableSlice } from './store.ts';

/**
 * Timetables (排课; SPEC 2 /pkgl/pkxxwh; our model, issue 23 §2): the grid of a term by room, teacher or class,
 * clash checks on real dates and the all-or-nothing save of drafted placements, where an offering could go,
 * everyone's own timetable and its calendar file, and the opening, change and deletion of offerings. The
 * placement is the offerings' record; this area keeps the occupancy index beside it. The offerings seed places
 * every term clash-free.
 */
export const timetableArea = defineArea({
  name: 'timetable',
  slices: [timetableSlice],
  handlers: timetableHandlers,
  permissions: timetablePermissions,
  access: timetableAccess,
  menus: timetableMenus,
});
