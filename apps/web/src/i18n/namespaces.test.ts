import { describe, expect, it } from 'vitest';
import { translate } from './i18n.ts';

// Feature texts travel in their lazy chunks and register when their messages module is imported
// (define.ts). A module that shows such a key without importing that module would show the bare key
// whenever it renders before the feature's other modules have loaded.
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!./messages/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const messageModules = import.meta.glob<string>('./messages/*.ts', { query: '?raw', import: 'default', eager: true });

function keyPrefixes(source: string): Set<string> {
  return new Set([...source.matchAll(/^\s+["']([A-Za-z]+)\.[^"']+["']:/gm)].map((match) => match[1] ?? ''));
}

/** Lazily registered module name -> the key prefixes it owns (a prefix belongs to one module only). */
const lazyNamespaces = new Map(
  Object.entries(messageModules)
    .filter(([, source]) => source.includes('registerMessages('))
    .map(([file, source]) => [file.replace(/^\.\/messages\/|\.ts$/g, ''), keyPrefixes(source)] as const),
);

describe('lazy message namespaces (SPEC 9 languages)', () => {
  it('the shell and every feature register their own texts, and no key prefix is shared', () => {
    expect([...lazyNamespaces.keys()]).toEqual(expect.arrayContaining(['shell', 'students', 'dicts', 'notices', 'files', 'approvals']));
    const owners = new Map<string, string[]>();
    for (const [file, source] of Object.entries(messageModules)) {
      for (const prefix of keyPrefixes(source)) owners.set(prefix, [...(owners.get(prefix) ?? []), file]);
    }
    expect([...owners].filter(([, files]) => files.length > 1)).toEqual([]);
  });

  it('every module that uses a lazily loaded key imports the messages module that owns it', () => {
    const missing: string[] = [];
    for (const [file, source] of Object.entries(sources)) {
      for (const [name, prefixes] of lazyNamespaces) {
        if (prefixes.size === 0 || source.includes(`messages/${name}.ts'`)) continue;
        const used = [...prefixes].find((prefix) => new RegExp(`['"\`]${prefix}\\.[A-Za-z]`).test(source));
        if (used) missing.push(`${file} uses '${used}.*' without importing i18n/messages/${name}.ts`);
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
