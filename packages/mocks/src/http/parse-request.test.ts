import { describe, expect, it } from 'vitest';
import { parseRequest } from './parse-request.ts';
import type { OperationInfo } from './spec-index.ts';

/** An operation whose form body has a field of every type a form must read (issue 22 §15). */
const FORM = {
  type: 'object',
  additionalProperties: false,
  properties: {
    year: { type: 'integer', minimum: 2000 },
    ratio: { type: 'number' },
    notify: { type: 'boolean' },
    ids: { type: 'array', items: { type: 'integer' } },
    tags: { type: 'array', items: { type: 'string' } },
    limit: { oneOf: [{ type: 'integer' }, { type: 'null' }] },
    name: { type: 'string' },
  },
};

function op(mediaType: string): OperationInfo {
  return {
    operationId: `formFields-${mediaType}`,
    method: 'post',
    path: '/form',
    isPublic: true,
    permission: undefined,
    signedAccess: false,
    parameters: [],
    requestBody: { required: true, content: { [mediaType]: FORM } },
    successMediaTypes: ['application/json'],
  };
}

const options = { maxUploadBytes: 5 * 1024 * 1024, decrypt: undefined };

function multipart(fields: [string, string][]): Request {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return new Request('http://backend.test/form', { method: 'POST', body: form });
}

function urlEncoded(fields: [string, string][]): Request {
  return new Request('http://backend.test/form', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

const fields: [string, string][] = [
  ['year', '2027'],
  ['ratio', '0.5'],
  ['notify', 'true'],
  ['ids', '3'],
  ['ids', '4'],
  ['tags', 'a,b'],
  ['tags', '7'],
  ['limit', '10'],
  ['name', '2026'],
];

describe('form fields are read as the types of their schema (issue 22 §15)', () => {
  for (const [mediaType, build] of [
    ['multipart/form-data', multipart],
    ['application/x-www-form-urlencoded', urlEncoded],
  ] as const) {
    it(`${mediaType}: integer, number, boolean, arrays by their items, a oneOf member; text stays text`, async () => {
      const { body } = await parseRequest(op(mediaType), build(fields), {}, options);
      expect(body).toEqual({ year: 2027, ratio: 0.5, notify: true, ids: [3, 4], tags: ['a,b', '7'], limit: 10, name: '2026' });
    });

    it(`${mediaType}: text that is no such literal is refused by the schema check, and so is a scalar field given twice`, async () => {
      await expect(parseRequest(op(mediaType), build([['year', 'soon']]), {}, options)).rejects.toMatchObject({
        status: 400,
        message: /body\/year must be integer/,
      });
      await expect(parseRequest(op(mediaType), build([['notify', 'yes']]), {}, options)).rejects.toMatchObject({
        status: 400,
        message: /body\/notify must be boolean/,
      });
      await expect(parseRequest(op(mediaType), build([['ids', 'x']]), {}, options)).rejects.toMatchObject({
        status: 400,
        message: /body\/ids\/0 must be integer/,
      });
      await expect(
        parseRequest(
          op(mediaType),
          build([
            ['year', '2027'],
            ['year', '2028'],
          ]),
          {},
          options,
        ),
      ).rejects.toMatchObject({ status: 400, message: /given 2 times/ });
    });
  }
});
