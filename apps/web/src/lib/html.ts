import DOMPurify from 'dompurify';

/**
 * SPEC 3: notice content travels as entity-encoded HTML (`&lt;p&gt;...`). Decoding goes through an inert
 * document (DOMParser runs no script and loads nothing), so the decoded text is only ever a string.
 */
export function decodeEntities(encoded: string): string {
  if (!encoded.includes('&')) return encoded;
  return new DOMParser().parseFromString(`<!doctype html><body>${encoded}`, 'text/html').body.textContent ?? '';
}

/** The other way, for saving: every character HTML gives a meaning to becomes an entity. */
export function encodeEntities(html: string): string {
  return html.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Inline styles that only format text; anything else (position, size, url()) could overlay or track. */
const SAFE_STYLES: Record<string, RegExp> = {
  'text-align': /^(left|center|right|justify)$/,
  'font-weight': /^(normal|bold|[1-9]00)$/,
  'font-style': /^(normal|italic)$/,
  'text-decoration': /^(none|underline|line-through)$/,
  color: /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)$/i,
};

function safeStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => declaration.split(':').map((part) => part.trim()))
    .filter(([name, value]) => name !== undefined && value !== undefined && SAFE_STYLES[name.toLowerCase()]?.test(value))
    .map(([name, value]) => `${name?.toLowerCase()}: ${value}`)
    .join('; ');
}

let hooked = false;

/**
 * Server HTML made safe to render: DOMPurify drops scripts, event handlers, `javascript:` URLs, frames
 * and forms; inline styles keep only text formatting (nothing that could overlay the page); links open
 * in a new window without an opener.
 */
export function sanitizeHtml(html: string): string {
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      const style = node.getAttribute('style');
      if (style !== null) {
        const kept = safeStyle(style);
        if (kept) node.setAttribute('style', kept);
        else node.removeAttribute('style');
      }
      if (node.tagName === 'A' && node.getAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame', 'object', 'embed'],
  });
}

/** A notice's content as the page may render it. */
export function noticeHtml(encoded: string): string {
  return sanitizeHtml(decodeEntities(encoded));
}
