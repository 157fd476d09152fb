/** Judges one answer against the spec: HTTP status, envelope, `data` schema, blob media type and headers. */
import type { CallAnswer } from './http.ts';
import { type ContractSpec, type SpecOperation, firstError } from './spec.ts';

export type Verdict = { ok: true } | { ok: false; path: string; reason: string };

const PASS: Verdict = { ok: true };

/** The first bytes of the blob types the spec names, so an export that is really an error page fails. */
const MAGIC: Record<string, { bytes: number[]; name: string }> = {
  'application/pdf': { bytes: [0x25, 0x50, 0x44, 0x46], name: '%PDF' },
  'application/zip': { bytes: [0x50, 0x4b], name: 'PK' },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { bytes: [0x50, 0x4b], name: 'PK (zip)' },
  'image/png': { bytes: [0x89, 0x50, 0x4e, 0x47], name: '\\x89PNG' },
};

function envelopeMessage(answer: CallAnswer): string {
  const body = answer.json;
  if (typeof body === 'object' && body !== null && 'message' in body) return String((body as { message: unknown }).message);
  return new TextDecoder().decode(answer.bytes.slice(0, 200));
}

function isSuccessCode(spec: ContractSpec, code: unknown): boolean {
  return spec.successCodes.some((success) => success === code);
}

/**
 * A declared media type matches the answer's: exactly, by a range such as `image/*`, or any type at all
 * for the full range, which the spec declares where a stored file goes out under its own type.
 */
export function mediaTypeMatches(declared: readonly string[], actual: string): boolean {
  if (actual === '') return false;
  return declared.some((d) => d === actual || d === '*/*' || (d.endsWith('/*') && actual.startsWith(d.slice(0, -1))));
}

/** RFC 6266: a disposition type and a file name (`filename=` or `filename*=`). */
function checkDisposition(op: SpecOperation, header: string | null): Verdict {
  if (!op.ok.disposition) return PASS;
  if (!header) return { ok: false, path: 'header Content-Disposition', reason: 'is missing (the spec declares it)' };
  const type = header.split(';')[0]!.trim().toLowerCase();
  if (op.ok.disposition !== 'declared' && type !== op.ok.disposition) {
    return { ok: false, path: 'header Content-Disposition', reason: `is '${type}', the spec declares ${op.ok.disposition}` };
  }
  if (!/filename\*?=/i.test(header)) return { ok: false, path: 'header Content-Disposition', reason: 'has no filename' };
  return PASS;
}

export function verifyAnswer(spec: ContractSpec, op: SpecOperation, answer: CallAnswer): Verdict {
  if (answer.status !== 200) {
    const listed = op.statuses.includes(String(answer.status)) ? '' : ' (not a status the spec lists)';
    return { ok: false, path: '$', reason: `HTTP ${answer.status}${listed}, expected 200: ${envelopeMessage(answer)}` };
  }
  const declared = op.ok.mediaTypes;
  const isJsonOp = declared.includes('application/json');
  if (isJsonOp) {
    if (answer.mediaType !== 'application/json') {
      return { ok: false, path: 'header Content-Type', reason: `is '${answer.mediaType || 'missing'}', expected application/json` };
    }
    if (answer.jsonError) return { ok: false, path: '$', reason: `is not JSON (${answer.jsonError})` };
    const body = answer.json as { code?: unknown; message?: unknown } | null;
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return { ok: false, path: '$', reason: 'is not an envelope object {code, message, data}' };
    if (!('code' in body)) return { ok: false, path: '$.code', reason: 'is missing (envelope)' };
    if (!isSuccessCode(spec, body.code)) {
      return {
        ok: false,
        path: '$.code',
        reason: `${JSON.stringify(body.code)} is not a success code (${spec.successCodes.map((c) => JSON.stringify(c)).join(', ')}): ${String(body.message ?? '')}`,
      };
    }
    const validate = spec.validatorAt(op.ok.schemaPointers['application/json']!);
    if (!validate(body)) return { ok: false, ...firstError(validate.errors) };
    return PASS;
  }

  // A blob: the media type, the declared headers, and bytes that look like the type.
  if (answer.mediaType === 'application/json') {
    const body = answer.json as { code?: unknown } | undefined;
    const code = body && typeof body === 'object' && 'code' in body ? ` (envelope code ${JSON.stringify(body.code)})` : '';
    return { ok: false, path: 'header Content-Type', reason: `is application/json${code}, expected ${declared.join(' or ')}: ${envelopeMessage(answer)}` };
  }
  if (!mediaTypeMatches(declared, answer.mediaType)) {
    return { ok: false, path: 'header Content-Type', reason: `is '${answer.mediaType || 'missing'}', expected ${declared.join(' or ')}` };
  }
  const disposition = checkDisposition(op, answer.headers.get('content-disposition'));
  if (!disposition.ok) return disposition;
  if (answer.bytes.byteLength === 0) return { ok: false, path: 'body', reason: 'is empty' };
  const magic = MAGIC[answer.mediaType];
  if (magic && !magic.bytes.every((b, i) => answer.bytes[i] === b)) {
    return { ok: false, path: 'body', reason: `does not start with ${magic.name} as ${answer.mediaType} does` };
  }
  return PASS;
}
