import { describe, expect, it } from 'vitest';
import { documentTypeOf } from './document-type.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : part)));

// SPEC 7 "separate upload endpoints ... supervisor review forms": PDF or Word, by the bytes.
describe('documentTypeOf', () => {
  it('reads a PDF, a Word 97-2003 document and a Word document from their signatures', () => {
    expect(documentTypeOf(bytes('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toBe('application/pdf');
    expect(documentTypeOf(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]))).toBe('application/msword');
    expect(documentTypeOf(bytes([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0], '[Content_Types].xml', [0, 0], 'word/document.xml'))).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('refuses text, markup, another zip and an empty file, whatever they are called', () => {
    expect(documentTypeOf(bytes('<html><script>alert(1)</script>'))).toBeUndefined();
    expect(documentTypeOf(bytes('PDF-1.4 but not at the start'))).toBeUndefined();
    expect(documentTypeOf(bytes([0x50, 0x4b, 0x03, 0x04, 20, 0], 'xl/workbook.xml'))).toBeUndefined();
    expect(documentTypeOf(new Uint8Array())).toBeUndefined();
  });
});
