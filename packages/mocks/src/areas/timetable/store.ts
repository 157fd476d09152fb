import { type Placement, type TermCalendar, dayNumber, expandSessions, periodMask } from '@gs/sdk/rules/timetable';
import { defineSlice } from '../../core/store.ts';
import { type OfferingRecord, offeringsSlice } from '../offerings/store.ts';
import { orgSlice } from '../org/store.ts';

/** An offering's hold on a resource on one day: the periods it takes (bits 1-12 of `mask`). */
export interface Booking {
  id: string;
  mask: number;
}

const NONE: readonly Booking[] = Object.freeze([]);

/** Resource keys of the occupancy index: a teacher by staff number, a room by id, a student by card number. */
export const teacherKey = (gh: string) => `t:${gh}`;
export const roomKey = (roomId: string) => `r:${roomId}`;
export const studentKey = (xykh: string) => `s:${xykh}`;

/** One session that is held (not on a holiday), as the index keeps it. */
export interface HeldSession {
  day: number;
  mask: number;
  date: string;
  weekday: number;
  start: number;
  end: number;
  source: 'weekly' | 'date';
  index: number;
}

/** The sessions of a placement that are held: holidays are left out (a session on one clashes with nothing). */
export function heldSessions(term: TermCalendar, placement: Placement): HeldSession[] {
  return expandSessions(term, placement)
    .filter((s) => s.holiday === null)
    .map((s) => ({
      day: dayNumber(s.date),
      mask: periodMask(s.start, s.end),
      date: s.date,
      weekday: s.weekday,
      start: s.start,
      end: s.end,
      source: s.source,
      index: s.index,
    }));
}

/** The resources an offering takes while it is taught: its teachers, its room, its students. */
export function resourcesOf(offering: Pick<OfferingRecord, 'teachers' | 'students'>, roomId: string | null): string[] {
  return [...offering.teachers.map((t) => teacherKey(t.gh)), ...(roomId ? [roomKey(roomId)] : []), ...offering.students.map(studentKey)];
}

/**
 * Who is taken when (issue 23 §2): resource -> day -> the offerings holding it and their periods. A clash check
 * looks up each drafted session's resources on its day instead of expanding every other offering of the term, so
 * a check of one offering against a term of 2,000 offerings and 20,000 enrolments costs a few thousand lookups.
 */
/** The periods a seeded session starts at: two-period blocks from the morning on. */
export const SEED_START_PERIODS = [1, 3, 5, 7, 9] as const;

/** Where the seeds try a session that has to move (weekdays 1-5, each of those starts), in that order. */
export const SEED_PLACES: readonly { weekday: number; start: number }[] = [1, 2, 3, 4, 5].flatMap((weekday) =>
  SEED_START_PERIODS.map((start) => ({ weekday, start })),
);

export class Occupancy {
  private readonly index = new Map<string, Map<number, Booking[]>>();

  at(resource: string, day: number): readonly Booking[] {
    return this.index.get(resource)?.get(day) ?? NONE;
  }

  /** Whether the resource is taken on `day` in a period of `mask` by an offering `ignore` does not skip. */
  taken(resource: string, day: number, mask: number, ignore?: (id: string) => boolean): boolean {
    for (const b of this.at(resource, day)) if ((b.mask & mask) !== 0 && !ignore?.(b.id)) return true;
    return false;
  }

  /** Whether every one of `resources` is free at every session `placement` holds in `term`. */
  free(term: TermCalendar, resources: readonly string[], placement: Placement): boolean {
    return heldSessions(term, placement).every((s) => resources.every((r) => !this.taken(r, s.day, s.mask)));
  }

  add(resource: string, day: number, booking: Booking): void {
    const days = this.index.get(resource) ?? this.index.set(resource, new Map()).get(resource)!;
    const list = days.get(day);
    if (list) list.push(booking);
    else days.set(day, [booking]);
  }

  remove(resource: string, day: number, id: string): void {
    const days = this.index.get(resource);
    const list = days?.get(day);
    if (!days || !list) return;
    const kept = list.filter((b) => b.id !== id);
    if (kept.length > 0) days.set(day, kept);
    else days.delete(day);
  }

  /** Books (or with `remove`, frees) every held session of an offering for each of its resources. */
  book(term: TermCalendar, offering: OfferingRecord, placement: Placement & { roomId: string | null } = offering, remove = false): void {
    const resources = resourcesOf(offering, placement.roomId);
    for (const s of heldSessions(term, placement)) {
      for (const r of resources) {
        if (remove) this.remove(r, s.day, offering.id);
        else this.add(r, s.day, { id: offering.id, mask: s.mask });
      }
    }
  }
}

/**
 * The timetable's index (our model, issue 23 §2): one `Occupancy` per term, built from the term's offerings the
 * first time a request needs it and kept right from then on by every change of an offering (a save, an
 * enrolment, an undone write), so a check never rebuilds it. The placement itself is the offerings' record.
 *
 * What other areas use: `occupancyOf`, `calendarOf` (and the `Occupancy` class and helpers above: the
 * offerings seed places its offerings with them).
 */
export const timetableSlice = defineSlice('timetable', (store) => {
  const offerings = store.slice(offeringsSlice);
  const org = store.slice(orgSlice);
  const built = new Map<string, Occupancy>();

  function calendarOf(termId: string): TermCalendar | undefined {
    const term = org.terms.get(termId);
    // A term saved before holidays were kept has none.
    return term ? { startDate: term.startDate, weeks: term.weeks, holidays: term.holidays ?? [] } : undefined;
  }

  offerings.listen((before, after) => {
    for (const [record, remove] of [
      [before, true],
      [after, false],
    ] as const) {
      if (!record) continue;
      const occupancy = built.get(record.term);
      const calendar = occupancy && calendarOf(record.term);
      if (occupancy && calendar) occupancy.book(calendar, record, record, remove);
    }
  });

  return {
    calendarOf,
    /** The occupancy of a term's stored timetable (built once, then kept by the offerings' changes). */
    occupancyOf(termId: string): Occupancy {
      let occupancy = built.get(termId);
      if (!occupancy) {
        occupancy = new Occupancy();
        const calendar = calendarOf(termId);
        if (calendar) for (const o of offerings.ofTerm(termId)) occupancy.book(calendar, o);
        built.set(termId, occupancy);
      }
      return occupancy;
    },
  };
});
