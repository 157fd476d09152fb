/**
 * Timetables across roles (issue 23 §2): the graduate school drafts an offering on the week grid, is shown a
 * room clash naming the other offering, sees an odd/even pair share a room and slot without clashing, moves
 * the session to a cell shaded free and saves; the student finds it in their timetable and imports the .ics,
 * whose dates this test works out on its own from the term's first week.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { PERIODS } from '@gs/sdk/rules/timetable';
import type { components } from '@gs/sdk/schema';
import { accounts } from '../support/accounts.ts';
import { call, login } from '../support/api.ts';
import { expect, test } from '../support/test.ts';
import { acceptDefaultPasswordReminder, mainMenu, openSignedIn } from '../support/ui.ts';

type Term = components['schemas']['Term'];
type Offering = components['schemas']['Offering'];
type Room = components['schemas']['Room'];

const WEEKDAYS = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'];
const DAY_MS = 86_400_000;

/** An ISO date `days` after `date` (calendar days, no time zone involved). */
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The Monday of the week (Monday to Sunday) that holds `date`: week 1 of a term starts there. */
function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/** The events of an iCalendar text: each one's properties (unfolded), by name, with their parameters. */
function icsEvents(text: string): { name: string; params: string; value: string }[][] {
  const lines = text.replace(/\r\n[ \t]/g, '').split(/\r\n/);
  const events: { name: string; params: string; value: string }[][] = [];
  let current: { name: string; params: string; value: string }[] | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = [];
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      const head = line.slice(0, colon);
      const [name = '', ...params] = head.split(';');
      current.push({ name, params: params.join(';'), value: line.slice(colon + 1) });
    }
  }
  return events;
}

/** The dates an event takes place on: its start, repeated by its weekly rule until its end, less its exceptions. */
function occurrences(event: { name: string; params: string; value: string }[]): string[] {
  const dateOf = (value: string) => `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
  const start = event.find((p) => p.name === 'DTSTART');
  if (!start) throw new Error('an event without DTSTART');
  const rule = event.find((p) => p.name === 'RRULE')?.value;
  const except = new Set(event.filter((p) => p.name === 'EXDATE').flatMap((p) => p.value.split(',').map(dateOf)));
  const first = dateOf(start.value);
  if (!rule) return [first];
  const parts = Object.fromEntries(rule.split(';').map((part) => part.split('=') as [string, string]));
  expect(parts.FREQ).toBe('WEEKLY');
  const step = 7 * Number(parts.INTERVAL ?? 1);
  const until = parts.UNTIL ? dateOf(parts.UNTIL) : undefined;
  const count = parts.COUNT ? Number(parts.COUNT) : undefined;
  const out: string[] = [];
  for (let date = first, n = 0; (until === undefined || date <= until) && (count === undefined || n < count); date = addDays(date, step), n += 1) {
    if (!except.has(date)) out.push(date);
    if (n > 60) throw new Error('a rule without an end');
  }
  return out;
}

/** A cell of the editor's grid by its name, which says whether it is free or taken once the shading is in. */
const cell = (page: Page, weekday: number, period: number) =>
  page.getByRole('button', { name: new RegExp(`^${WEEKDAYS[weekday - 1]} 第${period}节(（(空闲|占用)）)?$`) });

/** Chooses `option` in the antd select named `label`, typing `typed` to find it. */
async function choose(page: Page, label: string, typed: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  if (typed) await box.fill(typed);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click();
}

test.describe('timetables (issue 23 §2)', () => {
  test('staff drafts a session into a clash, moves it to a free cell and saves; the student has it, and the .ics has its odd weeks', async ({ browser }) => {
    test.setTimeout(240_000);
    const staffToken = await login(accounts.staff);
    const terms = await call<Term[]>('GET', '/kernel/terms', { token: staffToken });
    const term = terms.find((item) => item.current);
    if (!term) throw new Error('the seed has a current term');
    const offerings = (await call<{ records: Offering[] }>('GET', '/cloud-xj/api/pkgl/offerings', { token: staffToken, query: { term: term.id, size: 1000 } }))
      .records;
    const rooms = (await call<{ records: Room[] }>('GET', '/kernel/rooms', { token: staffToken, query: { size: 1000 } })).records;
    // The seed's facts: the demo teacher's 计算机视觉 (the demo student takes it) is not placed yet; a room holds an
    // odd-weeks and an even-weeks offering in one slot; another room is taken every week by an offering that shares
    // no teacher or student with it.
    const target = offerings.find((o) => o.id === `jxb-${term.id}-002`);
    if (!target) throw new Error('the seed has offering 002');
    const pair = offerings
      .filter((o) => o.weeks.parity === 'odd' && o.roomId)
      .flatMap((odd) =>
        offerings
          .filter((even) => even.weeks.parity === 'even' && even.roomId === odd.roomId)
          .filter((even) => even.slots.some((s) => odd.slots.some((o) => o.weekday === s.weekday && o.start <= s.end && s.start <= o.end)))
          .map((even) => ({ odd, even })),
      )[0];
    if (!pair) throw new Error('the seed has an odd/even pair in one room and slot');
    const taken = offerings.find((o) => o.id === `jxb-${term.id}-013`);
    if (!taken?.roomId || !taken.slots[0]) throw new Error('the seed places offering 013 in a room');
    const takenRoom = rooms.find((r) => r.id === taken.roomId)!;
    const pairRoom = rooms.find((r) => r.id === pair.odd.roomId)!;
    const takenSlot = taken.slots[0];

    // A retry starts where the first try did: 002 unplaced again.
    await call('PUT', '/cloud-xj/api/pkgl/timetable', {
      token: staffToken,
      body: { term: term.id, drafts: [{ offeringId: target.id, roomId: null, weeks: { from: 1, to: 16, parity: 'all' }, slots: [], dates: [] }] },
    });

    const staffContext = await browser.newContext();
    const page = await staffContext.newPage();
    await openSignedIn(page, 'staff', { goto: `/pkgl/pkxxwh/ZcPkxxForm?id=${target.id}` });
    const grid = page.getByRole('region', { name: `${target.kcmc} 的排课网格` });
    await expect(grid).toBeVisible();
    await choose(page, '单双周', '', /^单周$/);

    // The pair's room: both sessions stand side by side, marked 单周 and 双周, neither a clash.
    await choose(page, '教室', pairRoom.number, new RegExp(`^${pairRoom.name}`));
    const oddEntry = grid.getByRole('button', { name: new RegExp(`${pair.odd.kcmc} · ${pairRoom.name} · .*单周`) });
    const evenEntry = grid.getByRole('button', { name: new RegExp(`${pair.even.kcmc} · ${pairRoom.name} · .*双周`) });
    await expect(oddEntry).toBeVisible();
    await expect(evenEntry).toBeVisible();
    await expect(oddEntry).not.toHaveAccessibleName(/冲突$/);
    await expect(evenEntry).not.toHaveAccessibleName(/冲突$/);

    // The taken room: a session drafted onto 013's slot is a room clash that names 013.
    await choose(page, '教室', takenRoom.number, new RegExp(`^${takenRoom.name}`));
    await expect(cell(page, takenSlot.weekday, takenSlot.start)).toHaveAccessibleName(/（占用）$/);
    // 013's session covers its cell: a press on it places the draft there (the grid's way to draft into a taken slot).
    await grid
      .getByRole('button', { name: new RegExp(`${taken.kcmc} · ${takenRoom.name} · `) })
      .first()
      .click();
    await expect(page.getByRole('list', { name: '草稿（1）' })).toBeVisible();
    const clash = page.locator('li.gs-tte-conflict').filter({ hasText: '教室冲突' }).filter({ hasText: taken.id });
    await expect(clash).toContainText(taken.kcmc);
    await expect(clash).toContainText(/冲突日期（共 \d+ 次）/);
    const drafted = grid.getByRole('button', { name: new RegExp(`${target.kcmc} · .* · 冲突$`) });
    await expect(drafted).toBeVisible();
    // Nothing is stored before 保存.
    const stored = await call<Offering>('GET', `/cloud-xj/api/pkgl/offerings/${target.id}`, { token: staffToken });
    expect(stored.slots).toEqual([]);

    // Moved to a cell shaded free for two periods (its teacher, the room and its students all free then).
    await drafted.click();
    const free = async () => {
      for (let weekday = 1; weekday <= 5; weekday += 1)
        for (let period = 1; period < 12; period += 1) {
          if (weekday === takenSlot.weekday && period + 1 >= takenSlot.start && period <= takenSlot.end) continue;
          const here = (await cell(page, weekday, period).getAttribute('aria-label')) ?? '';
          const next = (await cell(page, weekday, period + 1).getAttribute('aria-label')) ?? '';
          if (here.endsWith('（空闲）') && next.endsWith('（空闲）')) return { weekday, period };
        }
      return null;
    };
    const spot = await free();
    if (!spot) throw new Error('a free cell for two periods');
    await cell(page, spot.weekday, spot.period).click();
    await expect(page.getByRole('status').filter({ hasText: '没有冲突' })).toBeVisible();
    await expect(page.locator('li.gs-tte-conflict')).toHaveCount(0);
    await page.getByRole('button', { name: /保存（1）/ }).click();
    await expect(page.getByText('已保存 1 个教学班的排课')).toBeVisible();
    const saved = await call<Offering>('GET', `/cloud-xj/api/pkgl/offerings/${target.id}`, { token: staffToken });
    expect(saved.roomId).toBe(takenRoom.id);
    expect(saved.weeks.parity).toBe('odd');
    expect(saved.slots).toEqual([{ weekday: spot.weekday, start: spot.period, end: spot.period + 1 }]);
    await staffContext.close();

    // The student: in their timetable (every week), and in the calendar file on the right dates.
    const studentContext = await browser.newContext({ acceptDownloads: true });
    const student = await studentContext.newPage();
    await openSignedIn(student, 'student');
    await acceptDefaultPasswordReminder(student);
    await mainMenu(student).getByText('我的课表').click();
    await choose(student, '教学周', '全部', /^全部周$/);
    const mine = student.getByRole('region', { name: '我的周课表' });
    await expect(mine.getByText(target.kcmc).first()).toBeVisible();
    const [download] = await Promise.all([student.waitForEvent('download'), student.getByRole('button', { name: /导出日历/ }).click()]);
    const ics = readFileSync(await download.path(), 'utf8');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    const event = icsEvents(ics).find((e) => e.some((p) => p.name === 'SUMMARY' && p.value.includes(target.kcmc)));
    if (!event) throw new Error(`the calendar has ${target.kcmc}`);
    expect(event.find((p) => p.name === 'DTSTART')?.params).toBe('TZID=Asia/Shanghai');
    expect(event.find((p) => p.name === 'LOCATION')?.value).toBe(takenRoom.name);
    // Odd weeks 1..weeks.to, counted from the Monday of the week that holds the term's first day, less holidays.
    const week1 = mondayOf(term.startDate);
    const holidays = new Set(term.holidays.map((h) => h.date));
    const expected: string[] = [];
    for (let week = saved.weeks.from; week <= saved.weeks.to; week += 1) {
      if (week % 2 === 0) continue;
      const date = addDays(week1, (week - 1) * 7 + spot.weekday - 1);
      if (!holidays.has(date)) expected.push(date);
    }
    expect(occurrences(event)).toEqual(expected);
    // The first one starts at the first period's time.
    const startsAt = PERIODS.find((p) => p.period === spot.period)!.start.replace(':', '');
    expect(event.find((p) => p.name === 'DTSTART')?.value).toBe(`${expected[0]!.replace(/-/g, '')}T${startsAt}00`);
    await studentContext.close();
  });
});
