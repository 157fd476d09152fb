/** Local storage and cookies that never throw: a disabled storage or a hand-edited value loses nothing else. */

export function readJson<T>(key: string, fallback: T, isValid: (value: unknown) => value is T): T {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return fallback;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the value lives for this page only.
  }
}

export function removeKey(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing stored
  }
}

interface CookieOptions {
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  maxAgeSeconds?: number;
}

export function setCookie(name: string, value: string, { path = '/', sameSite = 'Lax', maxAgeSeconds }: CookieOptions = {}): void {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `path=${path}`, `SameSite=${sameSite}`];
  if (maxAgeSeconds !== undefined) parts.push(`max-age=${maxAgeSeconds}`);
  if (typeof location !== 'undefined' && location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    // A cookie the server set without percent-encoding: return it as it is.
    return text;
  }
}

export function getCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decode(item.slice(prefix.length));
  }
  return undefined;
}

export function removeCookie(name: string, path = '/'): void {
  document.cookie = `${encodeURIComponent(name)}=; path=${path}; max-age=0`;
}
