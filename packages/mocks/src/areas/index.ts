import type { HttpHandler } from 'msw';
import type { MockOptions } from '../config.ts';
import type { BlobStore } from '../core/blobs.ts';
import { Random } from '../core/random.ts';
import { type JournalEntry, Store, type StoreSnapshot } from '../core/store.ts';
import { type MockContext, createMockContext } from '../http/context.ts';
import { createRouter } from '../http/route.ts';
import { type AreaDefinition, buildCatalog } from './area.ts';
import { admissionsArea } from './admissions/area.ts';
import { applicationsArea } from './applications/area.ts';
import { approvalsArea } from './approvals/area.ts';
import { authArea } from './auth/area.ts';
import { configArea } from './config/area.ts';
import { coursesArea } from './courses/area.ts';
import { dictsArea } from './dicts/area.ts';
import { leaveArea } from './leave/area.ts';
import { MENU_GROUPS, PLANNED_MENUS } from './menu.ts';
import { plansArea } from './plans/area.ts';
import { offeringsArea } from './offerings/area.ts';
import { gradesArea } from './grades/area.ts';
import { auditsArea } from './audits/area.ts';
import { messagesArea } from './messages/area.ts';
import { noticesArea } from './notices/area.ts';
import { orgArea } from './org/area.ts';
import { scholarshipArea } from './scholarship/area.ts';
import { statusChangeArea } from './status-change/area.ts';
import { storageArea } from './storage/area.ts';
import { storageSlice } from './storage/store.ts';
import { studentsArea } from './students/area.ts';
import { supervisorSelectionArea } from './supervisor-selection/area.ts';
import { supervisorsArea } from './supervisors/area.ts';
import { timetableArea } from './timetable/area.ts';
import { screenArea } from './screen/area.ts';
import { questionnairesArea } from './questionnaires/area.ts';
import { degreeArea } from './degree/area.ts';

/**
 * The registry of areas, one line each, in seed order: an area may read the areas above it while
 * it seeds (notices cite stored files; the demo accounts point at seeded students). The areas draw
 * from one random sequence in this order, so a new area goes at the end: then the data of every
 * area before it stays exactly what it was (the spec's examples name seeded records).
 */
export const AREAS: readonly AreaDefinition[] = [
  dictsArea,
  studentsArea,
  storageArea,
  noticesArea,
  authArea,
  approvalsArea,
  orgArea,
  configArea,
  applicationsArea,
  statusChangeArea,
  scholarshipArea,
  admissionsArea,
  leaveArea,
  supervisorSelectionArea,
  supervisorsArea,
  messagesArea,
  coursesArea,
  plansArea,
  offeringsArea,
  gradesArea,
  auditsArea,
  timetableArea,
  screenArea,
  questionnairesArea,
  degreeArea,
];

export const catalog = buildCatalog(AREAS, MENU_GROUPS, PLANNED_MENUS);

/** A sequence of its own for an area seeded into saved state that predates it. */
function areaSeed(seed: number, name: string): number {
  let hash = 0x811c9dc5 ^ seed;
  for (let i = 0; i < name.length; i += 1) hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

function seedArea(store: Store, area: AreaDefinition, random: Random): void {
  area.seed?.(store, { random, grants: catalog.grants, applicationKinds: [...catalog.applicationKinds.values()] });
}

function registerSlices(store: Store): void {
  for (const area of AREAS) for (const slice of area.slices ?? []) store.slice(slice);
}

/** A fresh store seeded from `options.seed` with `options.students` students. */
export function seedStore(options: MockOptions, blobs?: BlobStore): Store {
  const store = new Store(options, options.seed, blobs);
  registerSlices(store);
  const random = new Random(options.seed);
  for (const area of AREAS) seedArea(store, area, random);
  store.goLive();
  return store;
}

/**
 * A store from saved state: the snapshot, then the journal written after it. An area whose
 * collections the saved state lacks (added since it was saved) is seeded, as one journaled write.
 */
export function restoreStore(options: MockOptions, snapshot: StoreSnapshot, journal: Iterable<JournalEntry>, blobs?: BlobStore): Store {
  const store = new Store(options, snapshot.seed, blobs);
  registerSlices(store);
  const loaded = store.loadSnapshot(snapshot);
  for (const entry of journal) store.replay(entry);
  store.goLive();
  for (const area of AREAS) {
    const owned = (area.slices ?? []).flatMap((slice) => store.collectionsOf(slice));
    if (owned.length > 0 && owned.every((name) => !loaded.has(name))) {
      store.write(() => seedArea(store, area, new Random(areaSeed(store.seed, area.name))));
    }
  }
  return store;
}

/**
 * The request context of a store: options, access table and menu from the areas; the Node side adds the
 * printable forms' fonts (`pdfFonts`), which the browser worker goes without.
 */
export function createContext(store: Store, now?: () => number, extras: Pick<MockContext, 'pdfFonts'> = {}): Promise<MockContext> {
  return createMockContext({ store, options: store.options, access: catalog.access, menu: catalog.menu, fileScopes: catalog.fileScopes, ...extras }, now);
}

/** Every operation of the spec, in one list served by the browser worker, vitest and the server. */
export function createHandlers(ctx: MockContext): HttpHandler[] {
  const route = createRouter(ctx);
  return AREAS.flatMap((area) => area.handlers(route, ctx, catalog));
}

/** Ids of the stored files the store points at (the server removes blobs nothing points at). */
export function storedFileIds(store: Store): Set<string> {
  return new Set(store.slice(storageSlice).files.keys());
}
