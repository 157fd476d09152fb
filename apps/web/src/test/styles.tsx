import { StyleProvider } from '@ant-design/cssinjs';
import type { ReactNode } from 'react';

/**
 * Where antd writes its styles in a test: an element outside the document. jsdom lays nothing out, so the
 * rules would only cost: each getComputedStyle matches the element against every rule of the document's
 * sheets, and a query by role and name asks it of every node under each candidate (is it hidden?). With
 * antd's thousands of rules in the head that was most of a page test's time (the thesis review page's
 * tests: 58 s with them, 8 s without). What the tests see hidden stays so: antd hides closed dialogs,
 * drawers and popups by inline style or by taking them out, not by a rule.
 */
const styleSink = document.createElement('div');

/** Wraps a test's render so that antd's styles stay out of the document (see `styleSink`). */
export function TestStyles({ children }: { children?: ReactNode }) {
  return <StyleProvider container={styleSink}>{children}</StyleProvider>;
}
