import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { createContext } from '@gs/mocks/areas';

// Signed links (`x-signed-access`) with node:crypto's HMAC: WebCrypto's, which the mocks use so the
// browser worker can sign too, costs a thread-pool round trip per call in Node, and GET auth/info
// signs the avatar link on every call. The links keep the mocks' shape and rules (sub, role,
// expires, signature; a key only this process holds; valid until the expiry they carry).

type LinkSigner = Awaited<ReturnType<typeof createContext>>['signer'];

export function createNodeLinkSigner(): LinkSigner {
  const key = randomBytes(32);
  const mac = (path: string, userId: string, roleId: string, expires: string): Buffer =>
    createHmac('sha256', key).update(`GET ${path}\n${userId}\n${roleId}\n${expires}`).digest();

  return {
    sign(path, userId, roleId, expiresAt) {
      const expires = String(Math.floor(expiresAt / 1000));
      const query = new URLSearchParams({ sub: userId, role: roleId, expires, signature: mac(path, userId, roleId, expires).toString('base64url') });
      return Promise.resolve(`${path}?${query}`);
    },
    verify(path, query, now) {
      const userId = query.get('sub');
      const roleId = query.get('role');
      const expires = query.get('expires');
      const signature = query.get('signature');
      if (!userId || !roleId || !expires || !signature || !/^\d{1,12}$/.test(expires) || !/^[\w-]{1,100}$/.test(signature)) return Promise.resolve(undefined);
      if (Number(expires) * 1000 <= now) return Promise.resolve(undefined);
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(path, userId, roleId, expires);
      const ok = given.byteLength === expected.byteLength && timingSafeEqual(given, expected);
      return Promise.resolve(ok ? { userId, roleId } : undefined);
    },
  };
}
