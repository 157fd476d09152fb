import { placementProblems } from '@gs/sdk/rules/timetable';
import type { DatedSession, EditorTerm, EditorOffering, OfferingSlot, OfferingWeeks, TimetableConflict, TimetableDraft } from '../../api/editor.ts';

/**
 * The placement of one offering as an editor holds it until 保存: room, weeks, weekly slots and dated
 * sessions, each session keyed so that the list and the grid can name, move and remove it. Pure: the
 * drafts store and the pages call these, the tests read them.
 */
export interface SlotDraft extends OfferingSlot {
  key: string;
  /** Stored when the editor took the offering up (not a new session). */
  stored: boolean;
}

export interface DateDraft extends DatedSession {
  key: string;
  stored: boolean;
}

export interface Placement {
  roomId: string | null;
  weeks: OfferingWeeks;
  slots: SlotDraft[];
  dates: DateDraft[];
}

/** An offering an editor works on: as it was loaded, and its placement as drafted. */
export interface Working {
  offering: EditorOffering;
  placement: Placement;
}

export const PERIOD_COUNT = 12;

let counter = 0;
/** Keys unique within the page's life: two sessions of one time (a move onto a kept one) stay apart. */
const nextKey = (prefix: string) => `${prefix}${++counter}`;

export const slotKey = (slot: OfferingSlot) => `${slot.weekday}-${slot.start}-${slot.end}`;
export const dateKey = (session: DatedSession) => `${session.date}-${session.start}-${session.end}`;

/** The placement stored for an offering, as the editor starts from it. */
export function placementOf(offering: EditorOffering): Placement {
  return {
    roomId: offering.roomId,
    weeks: { ...offering.weeks },
    slots: offering.slots.map((slot) => ({ ...slot, key: nextKey('s'), stored: true })),
    dates: offering.dates.map((session) => ({ ...session, key: nextKey('d'), stored: true })),
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join('|') === [...b].sort().join('|');

/** Whether the drafted placement differs from the stored one (order of the sessions aside). */
export function isChanged({ offering, placement }: Working): boolean {
  return (
    placement.roomId !== offering.roomId ||
    placement.weeks.from !== offering.weeks.from ||
    placement.weeks.to !== offering.weeks.to ||
    placement.weeks.parity !== offering.weeks.parity ||
    !sameSet(placement.slots.map(slotKey), offering.slots.map(slotKey)) ||
    !sameSet(placement.dates.map(dateKey), offering.dates.map(dateKey))
  );
}

/** How many stored sessions the draft no longer has. */
export function removedCount({ offering, placement }: Working): number {
  const slots = new Set(placement.slots.map(slotKey));
  const dates = new Set(placement.dates.map(dateKey));
  return offering.slots.filter((slot) => !slots.has(slotKey(slot))).length + offering.dates.filter((d) => !dates.has(dateKey(d))).length;
}

/** What the API takes for the offering: its whole placement, which replaces what is stored. */
export function draftOf({ offering, placement }: Working): TimetableDraft {
  return {
    offeringId: offering.id,
    roomId: placement.roomId,
    weeks: { ...placement.weeks },
    slots: placement.slots.map(({ weekday, start, end }) => ({ weekday, start, end })),
    dates: placement.dates.map(({ date, start, end }) => ({ date, start, end })),
  };
}

/** Periods `start` to `start + length - 1`, cut at the last period of the day. */
export function sessionAt(weekday: number, start: number, length: number): OfferingSlot {
  return { weekday, start, end: Math.min(PERIOD_COUNT, start + Math.max(1, length) - 1) };
}

/** A new weekly session; none when one of the same time is there already (the server refuses a duplicate slot). */
export function addSlot(placement: Placement, slot: OfferingSlot): Placement {
  if (placement.slots.some((other) => slotKey(other) === slotKey(slot))) return placement;
  return { ...placement, slots: [...placement.slots, { ...slot, key: nextKey('s'), stored: false }] };
}

/** A session moved to start at (weekday, start), its length kept; it counts as new unless it lands where it was stored. */
export function moveSlot(placement: Placement, key: string, weekday: number, start: number, stored: readonly OfferingSlot[]): Placement {
  const slot = placement.slots.find((item) => item.key === key);
  if (!slot) return placement;
  const moved = sessionAt(weekday, start, slot.end - slot.start + 1);
  if (placement.slots.some((other) => other.key !== key && slotKey(other) === slotKey(moved))) return placement;
  const wasStored = stored.some((item) => slotKey(item) === slotKey(moved));
  return { ...placement, slots: placement.slots.map((item) => (item.key === key ? { ...item, ...moved, stored: wasStored } : item)) };
}

export function removeSlot(placement: Placement, key: string): Placement {
  return { ...placement, slots: placement.slots.filter((item) => item.key !== key) };
}

export function addDate(placement: Placement, session: DatedSession): Placement {
  if (placement.dates.some((other) => dateKey(other) === dateKey(session))) return placement;
  return { ...placement, dates: [...placement.dates, { ...session, key: nextKey('d'), stored: false }] };
}

export function removeDate(placement: Placement, key: string): Placement {
  return { ...placement, dates: placement.dates.filter((item) => item.key !== key) };
}

/** The conflicts that name this weekly session of the offering (its weekday and periods). */
export function conflictsOfSlot(conflicts: readonly TimetableConflict[], offeringId: string, slot: OfferingSlot): TimetableConflict[] {
  return conflicts.filter((c) => c.offeringId === offeringId && c.weekday === slot.weekday && c.start === slot.start && c.end === slot.end);
}

/** The conflicts that name this dated session of the offering (its periods, its date among the clashing ones). */
export function conflictsOfDate(conflicts: readonly TimetableConflict[], offeringId: string, session: DatedSession): TimetableConflict[] {
  return conflicts.filter((c) => c.offeringId === offeringId && c.start === session.start && c.end === session.end && c.dates.includes(session.date));
}

/** What the server would refuse (400) of each offering's drafted placement, in the page's language, by offering. */
export function problemsByOffering(term: EditorTerm | undefined, items: readonly Working[], language: 'zh' | 'en'): Map<string, string[]> {
  const map = new Map<string, string[]>();
  if (!term) return map;
  for (const item of items) {
    const found = placementProblems(term, draftOf(item)).map((problem) => (language === 'en' ? problem.en : problem.zh));
    if (found.length) map.set(item.offering.id, found);
  }
  return map;
}
