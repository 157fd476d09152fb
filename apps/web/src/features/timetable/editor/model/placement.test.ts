import type { components } from '@gs/sdk/schema';
import { describe, expect, it } from 'vitest';
import { addDate, addSlot, conflictsOfSlot, draftOf, isChanged, moveSlot, placementOf, removeSlot, removedCount, sessionAt } from './placement.ts';

type Offering = components['schemas']['Offering'];
type Conflict = components['schemas']['TimetableConflict'];

const offering: Offering = {
  id: 'jxb-2026-2027-1-010',
  term: '2026-2027-1',
  kcdm: 'XW00103',
  kcmc: '分布式系统',
  kcmcEn: 'Distributed Systems',
  xf: 2,
  kclx: '2',
  xydm: '001',
  xymc: '计算机科学与技术学院',
  teachers: [{ id: '3', gh: '20141008', xm: '许笑愚' }],
  capacity: 40,
  enrolled: 30,
  room: '信息科学楼X101',
  roomId: 'r1',
  weeks: { from: 1, to: 16, parity: 'all' },
  slots: [{ weekday: 3, start: 1, end: 2 }],
  dates: [],
  scale: 'score',
};

describe('a placement as the editors draft it', () => {
  it('starts as stored and is unchanged until something moves', () => {
    const placement = placementOf(offering);
    expect(isChanged({ offering, placement })).toBe(false);
    expect(draftOf({ offering, placement })).toEqual({ offeringId: offering.id, roomId: 'r1', weeks: offering.weeks, slots: offering.slots, dates: [] });
  });

  it('places a session of the chosen length, cut at period 12, and never the same slot twice', () => {
    expect(sessionAt(2, 11, 3)).toEqual({ weekday: 2, start: 11, end: 12 });
    const once = addSlot(placementOf(offering), sessionAt(5, 3, 2));
    expect(addSlot(once, sessionAt(5, 3, 2))).toBe(once);
    expect(once.slots.at(-1)).toMatchObject({ weekday: 5, start: 3, end: 4, stored: false });
    expect(isChanged({ offering, placement: once })).toBe(true);
  });

  it('moves a session keeping its length; back where it was stored it counts as stored again', () => {
    const start = placementOf(offering);
    const key = start.slots[0]?.key ?? '';
    const moved = moveSlot(start, key, 4, 5, offering.slots);
    expect(moved.slots[0]).toMatchObject({ weekday: 4, start: 5, end: 6, stored: false });
    expect(removedCount({ offering, placement: moved })).toBe(1);
    const back = moveSlot(moved, key, 3, 1, offering.slots);
    expect(back.slots[0]).toMatchObject({ weekday: 3, start: 1, end: 2, stored: true });
    expect(isChanged({ offering, placement: back })).toBe(false);
    expect(removeSlot(back, key).slots).toEqual([]);
  });

  it('finds the clashes of a session by its offering, weekday and periods', () => {
    const conflict = { offeringId: offering.id, weekday: 3, start: 1, end: 2, dates: ['2026-09-02'] } as Conflict;
    expect(conflictsOfSlot([conflict], offering.id, { weekday: 3, start: 1, end: 2 })).toEqual([conflict]);
    expect(conflictsOfSlot([conflict], offering.id, { weekday: 3, start: 3, end: 4 })).toEqual([]);
    expect(addDate(placementOf(offering), { date: '2026-10-09', start: 1, end: 2 }).dates).toHaveLength(1);
  });
});
