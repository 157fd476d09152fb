import { useMemo } from 'react';
import { noticeHtml, sanitizeHtml } from '../lib/html.ts';

/**
 * The only place the app renders HTML from the server: always through DOMPurify (lib/html.ts).
 * `encoded` content (SPEC 3 notices) is decoded first.
 */
export function SafeHtml({ html, encoded = false, className }: { html: string; encoded?: boolean; className?: string }) {
  const clean = useMemo(() => (encoded ? noticeHtml(html) : sanitizeHtml(html)), [html, encoded]);
  return <div className={className ?? 'gs-rich-text'} dangerouslySetInnerHTML={{ __html: clean }} />;
}
