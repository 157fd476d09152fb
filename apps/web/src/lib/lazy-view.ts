import type { ComponentType } from 'react';
import { settings } from '../config/settings.ts';

export type ViewModule = Promise<{ default: ComponentType }>;

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(readonly code: string) {
    super(`Chunk load error (${code})`);
  }
}

/** SPEC 8: a chunk that has not arrived after 120 s is reported as a chunk load error. */
export function withChunkTimeout(load: () => ViewModule, timeoutMs: number = settings.chunkLoadTimeoutMs): () => ViewModule {
  return () =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError('CHUNK_LOAD_TIMEOUT')), timeoutMs);
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          const css = error instanceof Error && /css/i.test(error.message);
          reject(new ChunkLoadError(css ? 'CSS_CHUNK_LOAD_FAILED' : 'CHUNK_LOAD_FAILED'));
        },
      );
    });
}
