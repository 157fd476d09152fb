/**
 * Checks of how pages fit the window, run over every page of an account's menu (issue 22 "Lists that
 * fit"): the pages come from the server's menu, as the app gets it, so a new page is checked too. The
 * measures are the browser's (boxes, scroll sizes, computed styles), never antd's class names.
 */
import type { Page, Request } from '@playwright/test';
import { type AccountName, accounts } from './accounts.ts';
import { call, login } from './api.ts';
import { expect } from './test.ts';
import { openSignedIn } from './ui.ts';

interface MenuNode {
  path: string;
  component?: string | null;
  meta?: { title?: string; hidden?: boolean; target?: string } | null;
  children?: MenuNode[] | null;
}

const external = /^(https?:|mailto:|tel:|\/\/)/;

/**
 * The pages the account's menu shows (`GET /auth/menus`, as the app loads it): its visible leaves, with
 * their absolute paths; hidden routes, external links and entries that open a window of their own
 * (`target: _blank`, the data screen) are not pages of the shell.
 */
export async function menuPages(name: AccountName): Promise<{ path: string; title: string }[]> {
  const token = await login(accounts[name]);
  const menus = await call<MenuNode[]>('GET', '/auth/menus', { token });
  const pages: { path: string; title: string }[] = [];
  const walk = (nodes: readonly MenuNode[], parent: string) => {
    for (const node of nodes) {
      if (node.meta?.hidden) continue;
      const path = node.path.startsWith('/') || external.test(node.path) ? node.path : `${parent.replace(/\/$/, '')}/${node.path}`;
      if (node.children && node.children.length > 0) walk(node.children, path);
      else if (!external.test(path) && node.meta?.target !== '_blank' && !pages.some((page) => page.path === path))
        pages.push({ path, title: node.meta?.title ?? path });
    }
  };
  walk(menus, '/');
  return pages;
}

/**
 * Opens the app signed in as `name` in `language`, past the student's default-password reminder (it
 * shows once per load, 2 s after it, whatever the page: SPEC 5), whose only button goes to /center.
 */
export async function openSignedInPast(page: Page, name: AccountName, language: 'zh' | 'en'): Promise<void> {
  await openSignedIn(page, name, { language });
  if (name !== 'student') return;
  const reminder = page.getByRole('dialog').filter({ hasText: language === 'en' ? 'Security reminder' : '安全提醒' });
  await reminder.getByRole('button').click();
  await expect(reminder).toHaveCount(0);
}

/** Counts the page's requests in flight, so that a check can wait until the page has what it asked for. */
export function trackRequests(page: Page): () => string[] {
  const pending = new Set<Request>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return () => [...pending].map((request) => `${request.method()} ${request.url()}`);
}

/**
 * Opens `path` in the running app as its router does on a history step (no reload: the shell, the
 * session and the student's password reminder stay as they were), then waits until the page has
 * settled: nothing in flight for half a second and nothing busy in the page.
 */
export async function openInApp(page: Page, path: string, pending: () => string[]): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
  await settle(page, pending);
}

/** Waits until no request is in flight for half a second and nothing in the page is busy (antd's Spin). */
export async function settle(page: Page, pending: () => string[]): Promise<void> {
  let quietSince = Date.now();
  await expect
    .poll(
      async () => {
        const busy = [
          ...pending(),
          ...(await page
            .locator('main [aria-busy="true"]')
            .evaluateAll((boxes) => boxes.filter((box) => box.checkVisibility()).map((box) => `busy: ${box.outerHTML.slice(0, 120)}`))),
        ];
        if (busy.length > 0) quietSince = Date.now();
        return busy.length > 0 ? busy : Date.now() - quietSince >= 500 ? [] : ['quiet for less than 500 ms'];
      },
      { intervals: [100], timeout: 60_000 },
    )
    .toEqual([]);
  // The kit's sizes follow what ResizeObserver reports after layout: a frame or two.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * What does not fit in the lists of the page in view (every group of column headers in `main`: a page
 * kit list region, or a table of its own), as lines of text; none when everything fits:
 * - a data cell under a fixed column (a sticky one) while the table cannot scroll sideways or its
 *   horizontal scrollbar is out of the window;
 * - a column wider than the room the fixed columns leave it, which no scrolling brings fully into view;
 * - a column title cut (its text wider than its box);
 * - the pagination of a list out of the window.
 */
export async function wideListProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const main = document.querySelector('main');
    if (!main) return ['no main landmark'];
    // On screen: a kept-alive page in another tab is laid out but skipped (content-visibility), not shown.
    const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true });
    const sticky = (element: Element) => getComputedStyle(element).position === 'sticky';
    const text = (element: Element) => (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const headers = [...main.querySelectorAll('th, [role="columnheader"]')].filter(shown);
    // A text is cut when its laid-out line reaches past a box that clips it (an ellipsis included: the
    // line keeps its whole width, the ellipsis is painted over it). Boxes that only overflow are not cuts.
    const cut = (root: Element) =>
      [root, ...root.querySelectorAll('*')].some((box) =>
        [...box.childNodes].some((node) => {
          if (node.nodeType !== Node.TEXT_NODE || (node.textContent ?? '').trim() === '') return false;
          const range = document.createRange();
          range.selectNodeContents(node);
          const line = range.getBoundingClientRect();
          // The boxes from the text's up to the header cell's (beyond it, a header scrolled sideways hides
          // a title that a scroll brings back).
          for (let clip: Element | null = box; clip; clip = clip === root ? null : clip.parentElement) {
            if (getComputedStyle(clip).overflowX === 'visible') continue;
            const edges = clip.getBoundingClientRect();
            if (line.left < edges.left - 1 || line.right > edges.right + 1) return true;
          }
          return false;
        }),
      );
    // A group: the region of a page kit list, else the closest element holding both headers and cells.
    const groups = new Set<Element>();
    for (const header of headers) {
      const region = header.closest('[role="region"]');
      if (region) {
        groups.add(region);
        continue;
      }
      let group: Element | null = header.closest('table');
      while (group && group !== main && !group.querySelector('td, [role="cell"]')) group = group.parentElement;
      if (group) groups.add(group);
    }
    for (const group of groups) {
      // A list under other content (a dashboard above its search form) is checked as the user sees it
      // once scrolled to it: its search form at the top.
      let search: Element | null = null;
      for (let around = group.parentElement; around && around !== main.parentElement && !search; around = around.parentElement) {
        search = around.querySelector('[role="search"]');
      }
      const top = main.getBoundingClientRect().top;
      if (search && search.getBoundingClientRect().top > top + 120) search.scrollIntoView({ block: 'start' });
      const name = group.getAttribute('aria-label') ?? group.querySelector('table[aria-label]')?.getAttribute('aria-label') ?? text(group);
      const titles = [...group.querySelectorAll('th, [role="columnheader"]')].filter(shown);
      for (const title of titles) {
        if (cut(title)) problems.push(`${name}: title "${text(title)}" is cut`);
      }
      const fixed = titles.filter(sticky);
      // The cells of rows: with a box (antd's empty table keeps a row of them 0 px high to measure its
      // columns), under one column (its empty state is one cell across all of them).
      const cells = [...group.querySelectorAll('td, [role="cell"]')].filter((cell) => {
        const box = cell.getBoundingClientRect();
        return shown(cell) && !sticky(cell) && box.width > 0 && box.height > 0 && !(cell instanceof HTMLTableCellElement && cell.colSpan > 1);
      });
      // A tag is drawn whole inside its cell: one that reaches past the cell's edge is under its neighbour.
      const spilled = cells.flatMap((cell) =>
        [...cell.querySelectorAll('.ant-tag')].filter((tag) => tag.getBoundingClientRect().right > cell.getBoundingClientRect().right + 1),
      );
      if (spilled[0]) problems.push(`${name}: ${spilled.length} tags reach out of their cells (first "${text(spilled[0])}")`);
      const first = cells[0];
      // The element that scrolls the cells sideways, if any does.
      let scroller: Element | null = first?.parentElement ?? null;
      while (scroller && scroller !== group) {
        const overflow = getComputedStyle(scroller).overflowX;
        if ((overflow === 'auto' || overflow === 'scroll') && scroller.scrollWidth > scroller.clientWidth + 1) break;
        scroller = scroller.parentElement;
      }
      const scrolls = scroller !== null && scroller !== group;
      const bar = scrolls && scroller ? scroller.getBoundingClientRect() : null;
      const barInView = bar !== null && bar.bottom <= window.innerHeight + 1 && bar.bottom > 0;
      if (fixed.length > 0) {
        const ranges = fixed.map((cell) => cell.getBoundingClientRect());
        const under = cells.filter((cell) => {
          const box = cell.getBoundingClientRect();
          return ranges.some((range) => Math.min(box.right, range.right) - Math.max(box.left, range.left) > 1);
        });
        if (under.length > 0 && !barInView) {
          problems.push(
            `${name}: ${under.length} cells under a fixed column (first "${text(under[0] as Element)}"), ${scrolls ? 'the scrollbar is out of the window' : 'and the table does not scroll'}`,
          );
        }
        if (scrolls) {
          const starts = fixed.filter((cell) => getComputedStyle(cell).insetInlineStart !== 'auto').map((cell) => cell.getBoundingClientRect().right);
          const ends = fixed.filter((cell) => getComputedStyle(cell).insetInlineEnd !== 'auto').map((cell) => cell.getBoundingClientRect().left);
          const box = (scroller as Element).getBoundingClientRect();
          const room = Math.min(box.right, ...ends) - Math.max(box.left, ...starts);
          for (const title of titles.filter((cell) => !sticky(cell))) {
            const width = title.getBoundingClientRect().width;
            if (width > room + 1)
              problems.push(`${name}: column "${text(title)}" (${Math.round(width)} px) never fits between the fixed columns (${Math.round(room)} px)`);
          }
        }
      }
      for (const pages of group.querySelectorAll('ul[aria-label], nav[aria-label]')) {
        if (!shown(pages)) continue;
        const box = pages.getBoundingClientRect();
        if (box.bottom > window.innerHeight + 1)
          problems.push(`${name}: the pagination ends at ${Math.round(box.bottom)} px, below the window (${window.innerHeight} px)`);
      }
    }
    return problems;
  });
}

/**
 * What does not fit on a phone, as lines of text; none when everything fits:
 * - the page wider than the window;
 * - a text cut: wider than its own box, or partly hidden by a box that clips it (or by the window's
 *   sides) with no scrolling to bring it in; the shell's tab bar is left out (antd's tabs scroll their
 *   tabs and list the hidden ones in a menu);
 * - in a page kit list (a region with a table), any text outside the window: a list shows its rows as
 *   cards on a phone, so nothing of a row needs a sideways scroll;
 * - a label of a record's field (a definition's description) broken inside a word.
 */
export async function phoneProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const scrolling = document.scrollingElement;
    if (scrolling && scrolling.scrollWidth > width + 1) problems.push(`the page is ${scrolling.scrollWidth} px wide in a ${width} px window`);
    const text = (element: Element) => (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const holdsText = (box: Element) => [...box.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');
    const boxes = [...document.body.querySelectorAll('*')].filter(
      (box): box is HTMLElement =>
        box instanceof HTMLElement &&
        box.checkVisibility({ visibilityProperty: true }) &&
        holdsText(box) &&
        !box.closest('[role="tablist"], [role="tooltip"], script, style, noscript'),
    );
    for (const box of boxes) {
      const edges = box.getBoundingClientRect();
      if (edges.width === 0 || edges.height === 0) continue;
      const list = box.closest('[role="region"]')?.querySelector('table, [role="table"], [role="list"]') ? box.closest('[role="region"]') : null;
      if (box.scrollWidth > box.clientWidth + 1 && box.clientWidth > 0) {
        problems.push(`"${text(box)}" is cut: ${box.scrollWidth} px in ${box.clientWidth} px`);
        continue;
      }
      // What of the box is seen: its clipping ancestors and the window's sides cut it down.
      let left = edges.left;
      let right = edges.right;
      let top = edges.top;
      let bottom = edges.bottom;
      let reachable = false;
      for (let parent = box.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        const clipsX = style.overflowX !== 'visible';
        const clipsY = style.overflowY !== 'visible';
        if (!clipsX && !clipsY) continue;
        const scrollsX = (style.overflowX === 'auto' || style.overflowX === 'scroll') && parent.scrollWidth > parent.clientWidth + 1;
        const scrollsY = (style.overflowY === 'auto' || style.overflowY === 'scroll') && parent.scrollHeight > parent.clientHeight + 1;
        if ((scrollsX || scrollsY) && !list) {
          reachable = true;
          break;
        }
        const outer = parent.getBoundingClientRect();
        if (clipsX) {
          left = Math.max(left, outer.left);
          right = Math.min(right, outer.right);
        }
        if (clipsY) {
          top = Math.max(top, outer.top);
          bottom = Math.min(bottom, outer.bottom);
        }
      }
      if (reachable) continue;
      left = Math.max(left, 0);
      right = Math.min(right, width);
      top = Math.max(top, 0);
      const seenX = right - left;
      const seenY = bottom - top;
      // A box clipped away whole is hidden on purpose (a folded panel); one clipped in part is cut.
      if (seenX <= 0 || seenY <= 0) {
        if (list || edges.right > width + 1 || edges.left < -1)
          problems.push(`"${text(box)}" is out of the window (${Math.round(edges.left)}..${Math.round(edges.right)} px)`);
        continue;
      }
      if (seenX < edges.width - 1 || seenY < edges.height - 1) {
        problems.push(
          `"${text(box)}" is cut: ${Math.round(seenX)} x ${Math.round(seenY)} px of ${Math.round(edges.width)} x ${Math.round(edges.height)} px seen`,
        );
      }
    }
    for (const definition of document.querySelectorAll('[role="definition"][aria-describedby]')) {
      for (const id of (definition.getAttribute('aria-describedby') ?? '').split(/\s+/)) {
        const label = id ? document.getElementById(id) : null;
        if (!label || !label.checkVisibility()) continue;
        const words = (label.textContent ?? '').trim();
        const range = document.createRange();
        range.selectNodeContents(label);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        if (lines > 1 && !/\s/.test(words)) problems.push(`the label "${words}" breaks inside a word (${lines} lines)`);
      }
    }
    return [...new Set(problems)];
  });
}
