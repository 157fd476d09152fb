import { describe, expect, it } from 'vitest';
import { envelopeBody, errorResponse, MockHttpError, okResponse } from './respond.ts';

describe('envelope answers (SPEC 8)', () => {
  it('carry the envelope as JSON, whatever the script of the text', async () => {
    const texts = ['plain', '张三的通知', 'café ½', 'emoji 🎓 and 𝒳', 'lone \ud800 surrogate and \udc00 too', ''];
    for (const text of texts) {
      const response = okResponse({ text, list: [text, { nested: text }] }, `${text} 操作成功`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(await response.json()).toEqual({ code: 200, message: `${text} 操作成功`, data: { text, list: [text, { nested: text }] } });
    }
  });

  it('keep their JSON text for the Node server to write as it is', async () => {
    const response = errorResponse(new MockHttpError(403));
    expect(response.status).toBe(403);
    expect(envelopeBody(response)).toBe(await response.text());
    expect(JSON.parse(envelopeBody(response)!)).toEqual({ code: 403, message: '无权访问该资源', data: null });
    expect(envelopeBody(new Response('{}'))).toBeUndefined();
  });
});
