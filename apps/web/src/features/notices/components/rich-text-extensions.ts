import { Extension, Node } from '@tiptap/react';

/**
 * Notices written elsewhere carry tables and aligned paragraphs (the seeded ones do), which the
 * starter kit has no nodes for: editing would silently drop them. These keep them. The official
 * table and text-align packages stop at 3.32 and pin @tiptap/core to it exactly, which would put a
 * second core next to 3.34 (see package.json), so the few nodes needed are declared here.
 */
const cellAttributes = {
  colspan: { default: null },
  rowspan: { default: null },
};

const Table = Node.create({
  name: 'table',
  group: 'block',
  content: 'tableRow+',
  isolating: true,
  addAttributes: () => ({ border: { default: null }, cellpadding: { default: null } }),
  // thead and tbody are not nodes: their rows are read into the table, written back into one tbody.
  parseHTML: () => [{ tag: 'table' }],
  renderHTML: ({ HTMLAttributes }) => ['table', HTMLAttributes, ['tbody', 0]],
});

const TableRow = Node.create({
  name: 'tableRow',
  content: '(tableCell | tableHeader)+',
  parseHTML: () => [{ tag: 'tr' }],
  renderHTML: ({ HTMLAttributes }) => ['tr', HTMLAttributes, 0],
});

const TableCell = Node.create({
  name: 'tableCell',
  content: 'block+',
  isolating: true,
  addAttributes: () => cellAttributes,
  parseHTML: () => [{ tag: 'td' }],
  renderHTML: ({ HTMLAttributes }) => ['td', HTMLAttributes, 0],
});

const TableHeader = Node.create({
  name: 'tableHeader',
  content: 'block+',
  isolating: true,
  addAttributes: () => cellAttributes,
  parseHTML: () => [{ tag: 'th' }],
  renderHTML: ({ HTMLAttributes }) => ['th', HTMLAttributes, 0],
});

const ALIGNMENTS = new Set(['left', 'center', 'right', 'justify']);

/** `style="text-align: ..."` on paragraphs and headings. */
const TextAlign = Extension.create({
  name: 'textAlign',
  addGlobalAttributes: () => [
    {
      types: ['paragraph', 'heading'],
      attributes: {
        textAlign: {
          default: null,
          parseHTML: (element) => (ALIGNMENTS.has(element.style.textAlign) ? element.style.textAlign : null),
          renderHTML: (attributes) => (typeof attributes.textAlign === 'string' ? { style: `text-align: ${attributes.textAlign}` } : {}),
        },
      },
    },
  ],
});

export const preservingExtensions = [Table, TableRow, TableCell, TableHeader, TextAlign];
