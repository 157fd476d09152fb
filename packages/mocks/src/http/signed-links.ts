import { bytesToBase64 } from '@gs/sdk/crypto';

/**
 * Signed links (our model): an address an `<img>` can load, which carries no bearer token. The
 * link names the account and role it was issued to and when it expires, and is signed with a key
 * that only this server holds; the router accepts it instead of a token on the operations marked
 * `x-signed-access` in the spec, and every other check (access rule, file ownership) applies to the
 * account it names. It lives as long as a token.
 */
export interface LinkSigner {
  /** `path?sub=&role=&expires=&signature=` for the given account and role. */
  sign(path: string, userId: string, roleId: string, expiresAt: number): Promise<string>;
  /**
   * The account and role a link was issued to, if its signature is right for `path` (the
   * operation's path with its parameters, whatever prefix the API sits under) and it has not expired.
   */
  verify(path: string, query: URLSearchParams, now: number): Promise<{ userId: string; roleId: string } | undefined>;
}

const encoder = new TextEncoder();

function base64Url(bytes: Uint8Array): string {
  return bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function payload(path: string, userId: string, roleId: string, expires: string): Uint8Array<ArrayBuffer> {
  return encoder.encode(`GET ${path}\n${userId}\n${roleId}\n${expires}`);
}

/** WebCrypto HMAC works in Node and in the browser worker alike. */
export async function createLinkSigner(): Promise<LinkSigner> {
  const key = await crypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  return {
    async sign(path, userId, roleId, expiresAt) {
      const expires = String(Math.floor(expiresAt / 1000));
      const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, payload(path, userId, roleId, expires)));
      const query = new URLSearchParams({ sub: userId, role: roleId, expires, signature: base64Url(signature) });
      return `${path}?${query}`;
    },
    async verify(path, query, now) {
      const userId = query.get('sub');
      const roleId = query.get('role');
      const expires = query.get('expires');
      const signature = query.get('signature');
      if (!userId || !roleId || !expires || !signature || !/^\d{1,12}$/.test(expires) || !/^[\w-]{1,100}$/.test(signature)) return undefined;
      if (Number(expires) * 1000 <= now) return undefined;
      const padded = signature.replace(/-/g, '+').replace(/_/g, '/');
      let bytes: Uint8Array<ArrayBuffer>;
      try {
        bytes = Uint8Array.from(atob(padded + '='.repeat((4 - (padded.length % 4)) % 4)), (c) => c.charCodeAt(0));
      } catch {
        return undefined;
      }
      const ok = await crypto.subtle.verify('HMAC', key, bytes, payload(path, userId, roleId, expires));
      return ok ? { userId, roleId } : undefined;
    },
  };
}
