import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { nodePdfFonts } from './cjk-font.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const options = ts.convertCompilerOptionsFromJson(JSON.parse(readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8')).compilerOptions, root).options;

/** Every module the entry reaches by static, dynamic and type imports, and the packages it imports from outside. */
function reach(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [realpathSync(entry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) packages.add(fileName);
      else if (!resolved.resolvedFileName.endsWith('.d.ts')) queue.push(realpathSync(resolved.resolvedFileName));
    }
  }
  return { files, packages };
}

describe('the Chinese font of the printable forms (issue 22 §4)', () => {
  it('stays out of the browser worker: its entry reaches neither the font, nor fontkit, nor the loader', () => {
    const browser = reach(path.join(here, 'browser.ts'));
    expect(browser.files.size).toBeGreaterThan(50);
    expect([...browser.files].some((file) => file.endsWith('files/pdf.ts'))).toBe(true);
    expect([...browser.files].filter((file) => file.endsWith('cjk-font.ts'))).toEqual([]);
    expect([...browser.packages].filter((name) => /fontkit|@embedpdf|^node:/.test(name))).toEqual([]);
    // The Node entry has it.
    expect([...reach(path.join(here, 'node.ts')).files].some((file) => file.endsWith('src/cjk-font.ts'))).toBe(true);
  });

  it('loads the font once on the Node side, a CJK OpenType font of the OFL package, with a fontkit pdf-lib can use', async () => {
    const fonts = nodePdfFonts();
    const [first, second] = await Promise.all([fonts.load(), fonts.load()]);
    expect(second).toBe(first);
    expect(new TextDecoder('latin1').decode(first.regular.subarray(0, 4))).toBe('OTTO');
    expect(first.regular.byteLength).toBeGreaterThan(1_000_000);
    expect(typeof first.fontkit.create).toBe('function');
    const license = readFileSync(path.join(root, 'packages/mocks/node_modules/@embedpdf/fonts-sc/LICENSE'), 'utf8');
    expect(license).toContain('SIL Open Font License, Version 1.1');
  });
});
