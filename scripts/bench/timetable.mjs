// The timetable at size (issue 23 §2): a mock server whose current term has 2,000 offerings and about
// 20,000 enrolments. Two figures: the server's conflict check under 10 connections (each request drafts
// one offering into another slot and room, which the server checks on real dates against the teacher,
// the room and every enrolled student), and the week grid's first render in the browser (the whole term
// by room), timed by the grid's own marks from the answer in hand to the painted frame.
//
// `pnpm bench` starts the server with `timetableServerArgs` and calls both measures.

import autocannon from 'autocannon';
import { call } from './servers.mjs';

/**
 * The current term's size: 2,000 offerings over 10,000 students, about 21,000 enrolments (with fewer students
 * the seed cannot spread that many enrolments without clashes and leaves offerings unplaced).
 */
export const timetableOfferings = 2_000;
export const timetableServerArgs = ['--students', '10000', '--offerings', String(timetableOfferings)];

const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The current term, its placed offerings (all pages) and the rooms, as the graduate school sees them. */
async function termAtSize(mockUrl) {
  const { token } = await call(mockUrl, undefined, 'POST', '/auth/login', { username: 'admin', password: '123456' });
  const terms = await call(mockUrl, token, 'GET', '/kernel/terms');
  const term = terms.find((t) => t.current);
  const offerings = [];
  for (let current = 1; ; current += 1) {
    const page = await call(mockUrl, token, 'GET', `/cloud-xj/api/pkgl/offerings?term=${term.id}&size=500&current=${current}`);
    offerings.push(...page.records);
    if (current >= page.pages) break;
  }
  const rooms = await call(mockUrl, token, 'GET', '/kernel/rooms?size=500&current=1').catch(() => null);
  return { token, term, offerings, rooms: rooms?.records ?? [] };
}

/**
 * The conflict check (`POST /pkgl/timetable/check`) under 10 connections for `seconds`, after 2 s unrecorded:
 * each request moves one placed offering to another weekday, periods and room, with its weeks and parity.
 */
export async function measureConflictCheck(mockUrl, { seconds = 8, log = () => {} } = {}) {
  const { token, term, offerings, rooms } = await termAtSize(mockUrl);
  const placed = offerings.filter((o) => o.slots.length > 0 && o.roomId);
  const enrolments = offerings.reduce((sum, o) => sum + o.enrolled, 0);
  log(`the conflict check: ${offerings.length} offerings, ${enrolments} enrolments, ${placed.length} placed ...`);
  const roomIds = rooms.length > 0 ? rooms.map((r) => r.id) : [...new Set(placed.map((o) => o.roomId))];
  // A fixed set of drafts, sent in turn: the same work in every run.
  const bodies = Array.from({ length: 500 }, (_, i) => {
    const offering = placed[(i * 7919) % placed.length];
    const start = [1, 3, 5, 7, 9][i % 5];
    return JSON.stringify({
      term: term.id,
      drafts: [
        {
          offeringId: offering.id,
          roomId: roomIds[(i * 31) % roomIds.length],
          weeks: offering.weeks,
          slots: [{ weekday: (i % 5) + 1, start, end: start + 1 }],
          dates: [],
        },
      ],
    });
  });
  let next = 0;
  const request = {
    url: `${mockUrl}/cloud-xj/api/pkgl/timetable/check`,
    method: 'POST',
    connections: 10,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    requests: [{ setupRequest: (req) => ({ ...req, body: bodies[next++ % bodies.length] }) }],
  };
  await autocannon({ ...request, duration: 2 });
  const result = await autocannon({ ...request, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`conflict check: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    offerings: offerings.length,
    enrolments,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/**
 * The week grid of the whole term by room, opened `runs` times as the graduate school: from the answer in
 * hand (`gs:timetable-grid-data`) to the painted frame (`gs:timetable-grid-painted`), and from the press
 * that opens it to that frame.
 */
export async function measureTimetableGrid(browser, baseUrl, { signIn, runs = 3, log = () => {} } = {}) {
  log('the week grid of the term by room ...');
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, 'admin', baseUrl);
  const renders = [];
  const opens = [];
  let rows = 0;
  for (let run = 0; run < runs; run += 1) {
    await page.goto(`${baseUrl}/pkgl/pkxxwh`);
    const tab = page.getByRole('tab', { name: '课表' });
    await tab.waitFor();
    await page.evaluate(() => performance.clearMarks());
    const pressed = await page.evaluate(() => performance.now());
    await tab.click();
    await page.waitForFunction(() => performance.getEntriesByName('gs:timetable-grid-painted').length > 0, null, { timeout: 60_000 });
    const marks = await page.evaluate(() => ({
      data: performance.getEntriesByName('gs:timetable-grid-data')[0]?.startTime ?? Number.NaN,
      painted: performance.getEntriesByName('gs:timetable-grid-painted')[0].startTime,
    }));
    renders.push(marks.painted - marks.data);
    opens.push(marks.painted - pressed);
    rows = await page.locator('[data-overview-row]').count();
  }
  await context.close();
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  return { runs, rows, renderMedian: round(median(renders)), renderMax: round(Math.max(...renders)), openMedian: round(median(opens)) };
}

/** The report's section. */
export function timetableTable(check, grid) {
  return [
    `## Timetable (issue 23 §2: a term of ${check.offerings.toLocaleString('en-US')} offerings and ${check.enrolments.toLocaleString('en-US')} enrolments)`,
    '',
    '| measure | figure | goal |',
    '|---|---:|---:|',
    `| week grid of the term by room, answer to painted frame, median of ${grid.runs} | ${grid.renderMedian} ms | <= 500 ms |`,
    `| the same, max | ${grid.renderMax} ms | |`,
    `| week grid, press of the tab to painted frame (the server's answer included), median | ${grid.openMedian} ms | |`,
    `| conflict check (POST /pkgl/timetable/check), 10 connections, p50 | ${check.p50} ms | |`,
    `| conflict check, p99 | ${check.p99} ms | <= 50 ms |`,
    `| conflict check, requests per second | ${check.rps} | |`,
  ];
}
