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

let hooked = false;

/**
 * Server HTML made safe to render: DOMPurify drops scripts, event handlers, `javascript:` URLs, frames,
 * forms and styles that could overlay the page; links open in a new window without an opener.
 */
export function sanitizeHtml(html: string): string {
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}

/** A notice's content as the page may render it. */
export function noticeHtml(encoded: string): string {
  return sanitizeHtml(decodeEntities(encoded));
}
