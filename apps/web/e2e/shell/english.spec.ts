/**
 * English throughout (issue 22 §13, SPEC 9 languages): every demo account opens every page of its
 * menu in English, and no word of ours shows in Chinese. What decides (support/own-words.ts): the
 * strings of every JSON answer of the API are recorded while the pages are viewed; a run of CJK text on
 * a page is data (a person's name, a college, a student's reason, a notice) only if it is part of such
 * a string, and any other run is the app's own and fails. Words the server owns (serverWordFields)
 * are not data either. At 1440 px no header cell is cut or breaks inside a word, no number wraps, and
 * no page shows its menu entry's component path; at 1440 and 1280 px every list fits (the checks of
 * lists-fit.spec.ts, which walks the menus in Chinese).
 *
 * One browser context per account, its pages in sequence, each opened the way a user's click opens it
 * (the router, no reload), then checked once its main content is in and the network is idle.
 */
import type { Page, Request } from '@playwright/test';
import { type AccountName, accounts, journeyCast, walkedAsAdmin } from '../support/accounts.ts';
import { applicationsPath, call, login } from '../support/api.ts';
import { ApiStrings, type Finding, type ServerWordField, judge, layoutFaults, shownCjkTexts } from '../support/own-words.ts';
import { expect, test } from '../support/test.ts';
import { openSignedIn } from '../support/ui.ts';
import { wideListProblems } from '../support/layout-checks.ts';

/**
 * Where the API answers words of the server's own, not data (issue 22 §13: the server sends them in
 * English when the client asks for `Accept-Language: en`). The names of colleges and majors (the
 * dictionaries xj_xy and xj_zy) are names, data like the names of people.
 */
const serverWordFields: readonly ServerWordField[] = [
  { what: 'role names', at: /^\/auth\/info .*\broles\[\]\.name$/ },
  { what: 'dictionary labels', at: /^\/kernel\/dictDetail\/(get\?(?!.*\bdictName=xj_(xy|zy)\b)\S* data\[\]|map\S* data\.(?!xj_(xy|zy)\[)\w+\[\])\.label$/ },
  { what: 'kind names', at: /^\/cloud-xj\/api\/sq\/kinds\S* data\[\]\.name$| \S*\bkindName$/ },
  {
    what: "applications' titles, summaries, step labels and effects",
    at: /^\/cloud-xj\/api\/(sq\/applications|xj\/qjgl)\S* data(\.records\[\])?\.(title|summary|note|effect\.description|steps\[\]\.label|currentStep\.label|payload\.achievements\[\]\.levelName)$/,
  },
  { what: 'titles of statistics', at: /^\/cloud-xj\/api\/(xj\/xjxx|xw)\/get\S* data\.groups\[\]\.title$/ },
  { what: 'assessment criteria', at: /^\/cloud-xj\/api\/ds\/dskh\/criteria\S* data\[\]\.(name|description)$/ },
  { what: 'labels of the record verification', at: /^\/cloud-xj\/api\/xj\/xsbd\/getXshd\S* data\.items\[\]\.label$/ },
  { what: 'the place of registration', at: /^\/cloud-xj\/api\/xj\/xsbd\/getXs(\?\S*)? data\.bddd$/ },
  {
    what: 'scholarship rules and award levels',
    at: /^\/cloud-xj\/api\/xj\/xyjxj\/(rules\S* data\.|summary\S* data\.(tieBreak|colleges\[\]\.(quotas\[\]\.name|rows\[\]\.levelName))$)/,
  },
  { what: "the server's messages", at: / message$/ },
];

/** The menu's titles are neither data nor the server's: the app shows its own title of each route by the route's name (SPEC 2). */
const translatedByTheApp = /^\/auth\/menus\b/;

/**
 * THE SERVER'S WORDS STILL IN CHINESE: expected failures (by `what` of serverWordFields) while the server
 * does not answer them in English for `Accept-Language: en`. The server answers every one of them in
 * English now (issue 22 §13), so the list stays empty: a server word shown in Chinese fails like one of
 * ours. A new field of the server's words goes to serverWordFields in English from the start, not here.
 */
const serverWordsAwaitingEnglish: ReadonlySet<string> = new Set<string>([]);

interface MenuNode {
  path: string;
  name?: string;
  component?: string;
  children?: MenuNode[];
}

interface Visit {
  path: string;
  /** The page's component path in the menu (SPEC 2 "views folder"): internal, never shown. */
  component: string;
}

const external = /^(https?:|mailto:|tel:|\/\/)/;

/** The pages of an account's menu (SPEC 2, as the app's route table builds them), home and the personal center first. */
function menuPages(menus: MenuNode[]): Visit[] {
  const pages: Visit[] = [
    { path: '/', component: 'home/index' },
    { path: '/center', component: 'center/index' },
  ];
  const walk = (nodes: MenuNode[], parent: string) => {
    for (const node of nodes) {
      const path = node.path.startsWith('/') || external.test(node.path) ? node.path : `${parent.replace(/\/$/, '')}/${node.path}`;
      if (node.children?.length) walk(node.children, path);
      else if (!external.test(path) && !pages.some((page) => page.path === path)) {
        pages.push({ path, component: node.component ?? '' });
      }
    }
  };
  walk(menus, '/');
  return pages;
}

interface Paged<T> {
  records: T[];
}

/**
 * The query a hidden detail route needs to show a record, by its menu component: a seeded record the
 * account may read, found through the API with its own token.
 */
const seededQuery: Record<string, (token: string) => Promise<Record<string, string> | undefined>> = {
  'xj/xjxx/details': async (token) => {
    const [first] = (await call<Paged<{ subject: { xykh?: string } }>>('GET', applicationsPath, { token, query: { size: 1 } })).records;
    return first?.subject.xykh ? { xykh: first.subject.xykh } : undefined;
  },
  'xj/xjxx/edit': async (token) => {
    const [first] = (await call<Paged<{ id: string }>>('POST', '/cloud-xj/api/xj/xjxx/stuinfo/Search', { token, body: { current: 1, size: 1 } })).records;
    return first ? { id: first.id } : undefined;
  },
  'xj/xjyd/view': async (token) => {
    const [first] = (await call<Paged<{ id: string }>>('GET', applicationsPath, { token, query: { coreCode: 'xjyd', size: 1 } })).records;
    return first ? { id: first.id } : undefined;
  },
  'xj/qjgl/details': async (token) => {
    const [first] = (await call<Paged<{ id: string }>>('GET', '/cloud-xj/api/xj/qjgl', { token, query: { size: 1 } })).records;
    return first ? { id: first.id } : undefined;
  },
  'ds/dsxx/view': async (token) => {
    const [first] = (await call<Paged<{ gh: string }>>('GET', '/cloud-xj/api/ds/dsxx', { token, query: { size: 1 } })).records;
    return first ? { gh: first.gh } : undefined;
  },
  'ds/dsls/apply-view': async (token) => {
    const [first] = (await call<Paged<{ id: string }>>('GET', applicationsPath, { token, query: { kind: 'dsls', size: 1 } })).records;
    return first ? { id: first.id } : undefined;
  },
  'zs/sslq/details': async (token) => {
    const [first] = (await call<Paged<{ id: string }>>('GET', '/cloud-xj/api/zs/lq', { token, query: { level: 'ss', size: 1 } })).records;
    return first ? { id: first.id } : undefined;
  },
  'zs/bslq/details': async (token) => {
    const [first] = (await call<Paged<{ id: string }>>('GET', '/cloud-xj/api/zs/lq', { token, query: { level: 'bs', size: 1 } })).records;
    return first ? { id: first.id } : undefined;
  },
  'kernel/dbgg/view': () => firstNotice(),
  'kernel/dbgg/notice': () => firstNotice(),
};

/** A published notice (every signed-in user may read one), through the admin's list. */
async function firstNotice(): Promise<Record<string, string> | undefined> {
  const [first] = (await call<Paged<{ id: string }>>('GET', '/kernel/notice', { token: await login(accounts.admin), query: { size: 1 } })).records;
  return first ? { id: first.id } : undefined;
}

/** The pages to check: the menu's, hidden detail routes with a seeded record where one is found. */
async function pagesOf(name: AccountName): Promise<Visit[]> {
  const token = await login(accounts[name]);
  const pages = menuPages(await call<MenuNode[]>('GET', '/auth/menus', { token }));
  return Promise.all(
    pages.map(async ({ path, component }) => {
      const find = seededQuery[component];
      const query = find ? await find(token).catch(() => undefined) : undefined;
      return { path: query ? `${path}?${new URLSearchParams(query).toString()}` : path, component };
    }),
  );
}

/**
 * Requests of the page still on their way, and the time the last one started or ended (or the page was
 * last opened): the network is idle when none has been on its way for `quiet` ms since (Playwright's
 * own networkidle only follows a load).
 */
function networkWatch(page: Page) {
  const open = new Set<Request>();
  let lastChange = Date.now();
  const done = (request: Request) => {
    open.delete(request);
    lastChange = Date.now();
  };
  page.on('request', (request) => {
    open.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    /** A page is opened now: what it asks for comes after. */
    opened: () => {
      lastChange = Date.now();
    },
    /** What the page still waits for; empty when it has been idle for `quiet` ms. */
    pending: (quiet: number) => (open.size > 0 ? [...open].map((request) => request.url()) : Date.now() - lastChange < quiet ? ['(quiet period)'] : []),
  };
}

/** Opens `path` as the app's own links do (history and the router, no reload) and waits until it has settled. */
async function open(page: Page, path: string, network: ReturnType<typeof networkWatch>): Promise<void> {
  network.opened();
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settle(page, network);
}

async function settle(page: Page, network: ReturnType<typeof networkWatch>): Promise<void> {
  const main = page.getByRole('main');
  await expect(main).toBeVisible();
  // What the page still waits for: requests on their way, a busy region, the spinner of a page's chunk.
  await expect
    .poll(
      async () => [
        ...network.pending(300),
        ...((await page.locator('[aria-busy="true"]:visible').count()) > 0 ? ['a busy region'] : []),
        ...((await main
          .getByRole('status')
          .filter({ hasText: /^Loading/ })
          .count()) > 0
          ? ['the page spinner']
          : []),
      ],
      { intervals: [100] },
    )
    .toEqual([]);
}

interface Report {
  page: string;
  findings: Finding[];
  /** Layout faults, and internal names (a menu entry's component path) shown to the user. */
  faults: string[];
}

/** The report of one page: its CJK runs judged, its layout measured, and no component path of the menu in sight. */
async function check(page: Page, visit: Visit, strings: ApiStrings): Promise<Report> {
  const faults = await layoutFaults(page);
  if (visit.component.includes('/') && (await page.getByRole('main').getByText(visit.component).count()) > 0) {
    faults.push(`the menu's component path "${visit.component}" is shown`);
  }
  return { page: visit.path, findings: judge(await shownCjkTexts(page), strings), faults };
}

/**
 * What fails: Chinese words of ours, the server's words not on the allow-list, layout faults. The
 * server's words on the allow-list are listed apart, once per word.
 */
function verdicts(reports: readonly Report[]): { failures: string[]; awaiting: Map<string, Set<string>> } {
  const seen = new Set<string>();
  const failures: string[] = [];
  const awaiting = new Map<string, Set<string>>();
  for (const report of reports) {
    for (const { run, text, element, verdict } of report.findings) {
      if (verdict.kind === 'data') continue;
      if (verdict.kind === 'server' && serverWordsAwaitingEnglish.has(verdict.what)) {
        const words = awaiting.get(verdict.what) ?? new Set<string>();
        awaiting.set(verdict.what, words.add(`${run} (${verdict.where.replace(/^\w+ /, '')})`));
        continue;
      }
      // The shell's words (a tab, the header) show on every page; a page's own, on that page.
      const key = `${run}|${element}|${element.includes(' in main') ? report.page : ''}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const whose = verdict.kind === 'server' ? `the server's ${verdict.what} (${verdict.where})` : 'ours';
      failures.push(`${report.page}: "${run}" in "${text}", ${element}: ${whose}`);
    }
    for (const fault of report.faults) failures.push(`${report.page}: ${fault}`);
  }
  return { failures, awaiting };
}

// The journey cast (`journeyCast`) has the student's or the teacher's menu and pages; `walkedAsAdmin` admin's.
const accountNames = (Object.keys(accounts) as AccountName[]).filter((name) => !journeyCast.includes(name) && !walkedAsAdmin.includes(name));

test.describe('English throughout (issue 22 §13)', () => {
  for (const name of accountNames) {
    test(`${name}: no word of ours in Chinese on any page of the menu, no header cut, no number wrapped`, async ({ page }, testInfo) => {
      test.setTimeout(300_000);
      await page.setViewportSize({ width: 1440, height: 900 });
      const visits = await pagesOf(name);
      const strings = await ApiStrings.record(page, serverWordFields, translatedByTheApp);
      const network = networkWatch(page);
      await openSignedIn(page, name, { language: 'en' });

      const reports: Report[] = [];
      for (const [index, visit] of visits.entries()) {
        if (index > 0) await open(page, visit.path, network);
        else await settle(page, network);
        if (index === 0 && name === 'student') {
          // The default-password reminder (SPEC 5) comes 2 s after load: checked on home, then put away.
          const reminder = page.getByRole('dialog', { name: 'Security reminder' });
          await expect(reminder).toBeVisible();
          reports.push(await check(page, visit, strings));
          await reminder.getByRole('button', { name: 'Change it' }).click();
          await expect(reminder).toBeHidden();
          continue;
        }
        reports.push(await check(page, visit, strings));
        // The lists fit in English too (issue 22 §10), at this width and the narrower one.
        const report = reports.at(-1)!;
        report.faults.push(...(await wideListProblems(page)).map((problem) => `at 1440 px: ${problem}`));
        await page.setViewportSize({ width: 1280, height: 800 });
        await settle(page, network);
        // The kit sizes its lists from what ResizeObserver reports after layout: a frame or two.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        report.faults.push(...(await wideListProblems(page)).map((problem) => `at 1280 px: ${problem}`));
        await page.setViewportSize({ width: 1440, height: 900 });
      }

      const { failures, awaiting } = verdicts(reports);
      testInfo.annotations.push({ type: 'pages checked', description: `${reports.length}: ${reports.map((report) => report.page).join(', ')}` });
      for (const [what, words] of awaiting) {
        testInfo.annotations.push({ type: `the server's ${what}, still in Chinese`, description: [...words].join(', ') });
      }
      await testInfo.attach('english.json', { body: JSON.stringify(reports, null, 2), contentType: 'application/json' });
      expect(failures, `${name} in English: ${failures.length} Chinese words or layout faults of ours`).toEqual([]);
    });
  }
});
