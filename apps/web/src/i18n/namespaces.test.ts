import { describe, expect, it } from 'vitest';
import { translate } from './i18n.ts';

// Texts travel in lazy chunks and register when their messages module is imported (define.ts): the
// layouts' and the shared components' in i18n/messages/, each area's in features/<area>/messages.ts.
// A module that shows such a key without importing the module that owns it would show the bare key
// whenever it renders before the owner has been loaded by someone else.
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!./messages/**', '!../features/*/messages.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const messageModules = import.meta.glob<string>(['./messages/*.ts', '../features/*/messages.ts'], { query: '?raw', import: 'default', eager: true });

/** `dir/relative` with `.` and `..` resolved (the test runs in the browser-like environment: no node:path). */
function join(dir: string, relative: string): string {
  const parts: string[] = [];
  for (const part of `${dir}/${relative}`.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** Paths as the source folder sees them: 'features/notices/messages.ts', 'i18n/messages/app.ts'. */
const fromSrc = (file: string) => join('i18n', file);

function keysOf(source: string): string[] {
  return [...new Set([...source.matchAll(/^\s+["']([A-Za-z]+\.[^"']+)["']:/gm)].map((match) => match[1] ?? ''))];
}

/** key -> the messages module that defines it, for the modules that register lazily. */
const owners = new Map<string, string>();
const duplicates: string[] = [];
for (const [file, source] of Object.entries(messageModules)) {
  for (const key of keysOf(source)) {
    if (owners.has(key)) duplicates.push(`${key}: ${owners.get(key)} and ${fromSrc(file)}`);
    owners.set(key, fromSrc(file));
  }
}
const eager = new Set(['i18n/messages/app.ts', 'i18n/messages/lib.ts']);

/** The messages modules a source imports, resolved from its own folder. */
function importedModules(file: string, source: string): Set<string> {
  const dir = fromSrc(file).replace(/\/[^/]+$/, '');
  return new Set([...source.matchAll(/from '([^']+)'|import '([^']+)'/g)].map((match) => join(dir, match[1] ?? match[2] ?? '')));
}

/** The keys a source names: whole keys in quotes, or a template's prefix such as `students.stats.counter.${key}`. */
function usedOwners(source: string): Map<string, string> {
  const used = new Map<string, string>();
  for (const match of source.matchAll(/(['"`])([A-Za-z]+\.[A-Za-z0-9.-]*)/g)) {
    const text = match[2] ?? '';
    const owner = owners.get(text);
    if (owner) used.set(owner, text);
    else if (match[1] === '`' || text.endsWith('.')) {
      for (const [key, keyOwner] of owners) if (key.startsWith(text)) used.set(keyOwner, text);
    }
  }
  return used;
}

describe('message namespaces (SPEC 9 languages)', () => {
  it('every area and every shared part owns its texts, and no key is defined twice', () => {
    const modules = Object.keys(messageModules).map(fromSrc);
    expect(modules).toEqual(
      expect.arrayContaining([
        'i18n/messages/layouts.ts',
        'i18n/messages/file-items.ts',
        'i18n/messages/approval-dialog.ts',
        'i18n/messages/notice-dialog.ts',
        ...['auth', 'home', 'demo', 'notices', 'files', 'dicts', 'approvals', 'students'].map((area) => `features/${area}/messages.ts`),
      ]),
    );
    expect(duplicates).toEqual([]);
  });

  it('every module that uses a lazily loaded key imports the messages module that owns it', () => {
    const missing: string[] = [];
    for (const [file, source] of Object.entries(sources)) {
      const imported = importedModules(file, source);
      for (const [owner, key] of usedOwners(source)) {
        if (!eager.has(owner) && !imported.has(owner)) missing.push(`${fromSrc(file)} uses '${key}' without importing ${owner}`);
      }
    }
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  it('the texts of sign-in are there before anything else loads', () => {
    expect(translate('en', 'app.title')).toBe('Postgraduate Academic Affairs System');
    expect(translate('zh', 'app.title')).toBe('研究生教育管理系统');
  });
});
