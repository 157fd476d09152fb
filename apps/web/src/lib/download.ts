import { type DownloadOptions, type DownloadResult, download } from '@gs/sdk/files';
import { api } from './api.ts';

export interface DownloadProgress {
  loaded: number;
  /** From Content-Length; unknown for chunked answers. */
  total: number | undefined;
}

/** The answer with a body that reports every chunk it passes on, so the UI can show progress. */
export function trackProgress(response: Response, onProgress: (progress: DownloadProgress) => void): Response {
  if (!response.body) return response;
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : undefined;
  let loaded = 0;
  const body = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        loaded += chunk.byteLength;
        onProgress({ loaded, total });
        controller.enqueue(chunk);
      },
    }),
  );
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/**
 * `api.download` with progress: the SDK's own download (URL, repeated query params, body, the server's
 * file name from Content-Disposition) over the same client pipeline (token, refresh, SPEC 8 errors),
 * whose answer is read through `trackProgress`.
 */
export function downloadWithProgress(path: string, options: DownloadOptions, onProgress: (progress: DownloadProgress) => void): Promise<DownloadResult> {
  return download(
    { baseUrl: api.baseUrl, getLocale: api.getLocale, fetch: async (request) => trackProgress(await api.fetch(request), onProgress) },
    path,
    options,
  );
}

/** Percent done, or undefined while the size is unknown. */
export function progressPercent(progress: DownloadProgress | undefined): number | undefined {
  if (!progress?.total) return undefined;
  return Math.min(100, Math.round((progress.loaded / progress.total) * 100));
}
