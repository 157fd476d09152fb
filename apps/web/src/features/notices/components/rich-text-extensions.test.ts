import { Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { preservingExtensions } from './rich-text-extensions.ts';

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

function roundTrip(html: string, withPreserving = true): string {
  editor = new Editor({ extensions: [StarterKit, ...(withPreserving ? preservingExtensions : [])], content: html });
  return editor.getHTML();
}

describe('what the notice editor keeps of an existing notice', () => {
  const table =
    '<table border="1" cellpadding="4"><thead><tr><th>学院</th><th>日期</th></tr></thead><tbody><tr><td colspan="2">计算机科学与技术学院</td></tr></tbody></table>';

  it('keeps tables, their header cells and spans', () => {
    expect(roundTrip(table)).toBe(
      '<table border="1" cellpadding="4"><tbody><tr><th><p>学院</p></th><th><p>日期</p></th></tr><tr><td colspan="2"><p>计算机科学与技术学院</p></td></tr></tbody></table>',
    );
  });

  it('keeps the alignment of paragraphs and headings', () => {
    expect(roundTrip('<p style="text-align: right">研究生院</p><h3 style="text-align: center">一、安排</h3><p style="text-align: evil">x</p>')).toBe(
      '<p style="text-align: right;">研究生院</p><h3 style="text-align: center;">一、安排</h3><p>x</p>',
    );
  });

  it('would lose both with the starter kit alone (why the extensions exist)', () => {
    const html = roundTrip(`<p style="text-align: right">右</p>${table}`, false);
    expect(html).not.toContain('<table');
    expect(html).not.toContain('text-align');
  });
});
