import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { envelopeBody, errorResponse, MockHttpError, okResponse } from '@gs/mocks/respond';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { redactTarget } from '../src/request-log.ts';
import { capturingLogger, serverPool } from './helpers.ts';

const pool = serverPool();
afterEach(() => pool.closeAll());

const pingHandlers = [
  http.get('*/ping', ({ request }) => {
    const url = new URL(request.url);
    return HttpResponse.json({ code: 200, message: 'pong', data: { q: url.searchParams.get('q') } });
  }),
  http.post('*/echo', async ({ request }) => {
    const body = (await request.json()) as unknown;
    return HttpResponse.json({ code: 200, message: 'ok', data: { body, contentType: request.headers.get('content-type') } }, { status: 201 });
  }),
  http.post('*/bytes', async ({ request }) => {
    const bytes = await request.arrayBuffer();
    return new HttpResponse(bytes, { headers: { 'Content-Type': 'application/octet-stream' } });
  }),
  http.post('*/kernel/storage', async ({ request }) => {
    const form = await request.formData();
    const file = form.get('file');
    if (!(file instanceof File)) return HttpResponse.json({ code: 400, message: 'no file', data: null }, { status: 400 });
    const bytes = new Uint8Array(await file.arrayBuffer());
    return HttpResponse.json({
      code: 200,
      message: 'ok',
      data: {
        realName: file.name,
        fileSize: file.size,
        type: file.type,
        modules: form.get('modules'),
        biz: form.get('biz'),
        sum: bytes.reduce((a, b) => a + b, 0),
      },
    });
  }),
  http.get('*/cookies', () => {
    const headers = new Headers();
    headers.append('Set-Cookie', 'a=1; Path=/');
    headers.append('Set-Cookie', 'b=2; Path=/; HttpOnly');
    return HttpResponse.json({ code: 200, message: 'ok', data: null }, { headers });
  }),
  http.get(
    '*/download',
    () =>
      new HttpResponse(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff]), {
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': `attachment; filename="students.zip"; filename*=UTF-8''${encodeURIComponent('学生.zip')}`,
        },
      }),
  ),
  http.get('*/boom', () => {
    throw new Error('store exploded');
  }),
  http.get('/relative', () => HttpResponse.json({ code: 200, message: 'relative', data: null })),
];

function allBytes(length: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i += 1) bytes[i] = (i * 31 + (i >> 8)) & 0xff;
  return bytes;
}

describe('round trips through the MSW handlers', () => {
  it('answers a GET with the handler JSON and keeps the query string', async () => {
    const server = await pool.start(pingHandlers);
    const response = await fetch(`${server.url}/ping?q=%E4%B8%AD%E6%96%87`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: 200, message: 'pong', data: { q: '中文' } });
  });

  it('passes a POST JSON body and the handler status through', async () => {
    const server = await pool.start(pingHandlers);
    const response = await fetch(`${server.url}/echo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json;charset=UTF-8' },
      body: JSON.stringify({ name: '张三', ids: [1, 2] }),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      code: 200,
      message: 'ok',
      data: { body: { name: '张三', ids: [1, 2] }, contentType: 'application/json;charset=UTF-8' },
    });
  });

  it('matches handlers registered with a relative path', async () => {
    const server = await pool.start(pingHandlers);
    const response = await fetch(`${server.url}/relative`);
    expect((await response.json()) as unknown).toMatchObject({ message: 'relative' });
  });

  it('keeps binary bodies intact both ways', async () => {
    const server = await pool.start(pingHandlers);
    const sent = allBytes(300 * 1024);
    const response = await fetch(`${server.url}/bytes`, { method: 'POST', body: sent });
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    const received = new Uint8Array(await response.arrayBuffer());
    expect(received.byteLength).toBe(sent.byteLength);
    expect(Buffer.compare(Buffer.from(received), Buffer.from(sent))).toBe(0);
  });

  it('passes a multipart upload through (SPEC 7 Files: modules, biz and the file)', async () => {
    const server = await pool.start(pingHandlers);
    const bytes = allBytes(50 * 1024);
    const form = new FormData();
    form.append('modules', 'notice');
    form.append('biz', 'attachment');
    form.append('file', new File([bytes], '开题报告.pdf', { type: 'application/pdf' }));
    const response = await fetch(`${server.url}/kernel/storage`, { method: 'POST', body: form, headers: { Authorization: 'Bearer t' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      code: 200,
      message: 'ok',
      data: {
        realName: '开题报告.pdf',
        fileSize: bytes.byteLength,
        type: 'application/pdf',
        modules: 'notice',
        biz: 'attachment',
        sum: bytes.reduce((a, b) => a + b, 0),
      },
    });
  });

  it('sends every Set-Cookie header separately', async () => {
    const server = await pool.start(pingHandlers);
    const response = await fetch(`${server.url}/cookies`);
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/; HttpOnly']);
  });

  it('sends file downloads with their Content-Disposition and bytes', async () => {
    const server = await pool.start(pingHandlers);
    const response = await fetch(`${server.url}/download`, { headers: { Origin: 'http://localhost:10000' } });
    expect(response.headers.get('content-disposition')).toContain("filename*=UTF-8''%E5%AD%A6%E7%94%9F.zip");
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff]);
  });
});

describe('envelopes the mocks already hold as text', () => {
  const envelopes = [
    http.get('*/names', () => okResponse({ names: ['张三', 'Zoë'] }, '查询成功')),
    http.get('*/refused', () => errorResponse(new MockHttpError(403, '无权访问'))),
    http.get('*/plain', () => HttpResponse.json({ plain: true })),
  ];

  it('sends the text the handlers built, with its UTF-8 length and status', async () => {
    const server = await pool.start(envelopes, { preparedBody: envelopeBody });
    const names = await fetch(`${server.url}/names`, { headers: { Origin: 'http://localhost:10000' } });
    const text = await names.text();
    expect(text).toBe('{"code":200,"message":"查询成功","data":{"names":["张三","Zoë"]}}');
    expect(names.headers.get('content-type')).toBe('application/json');
    expect(names.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(names.headers.get('access-control-allow-origin')).toBe('http://localhost:10000');

    const refused = await fetch(`${server.url}/refused`);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ code: 403, message: '无权访问', data: null });

    // Any other Response is read as before.
    expect(await (await fetch(`${server.url}/plain`)).json()).toEqual({ plain: true });
  });

  it('answers HEAD with the length and no body', async () => {
    const server = await pool.start([http.head('*/names', () => okResponse({ names: ['张三'] }))], { preparedBody: envelopeBody });
    const head = await fetch(`${server.url}/names`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
    expect(await head.text()).toBe('');
  });
});

describe('answers nobody wrote a handler for', () => {
  it('answers 404 in the backend envelope naming method and path', async () => {
    const server = await pool.start(pingHandlers);
    const response = await fetch(`${server.url}/some/path?token=secret&x=1`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.text()).toBe('{"code":404,"message":"No mock for GET /some/path","data":null}');

    const deleted = await fetch(`${server.url}/kernel/storage/9`, { method: 'DELETE' });
    expect(await deleted.json()).toEqual({ code: 404, message: 'No mock for DELETE /kernel/storage/9', data: null });
  });

  it('turns a throwing handler into a 500 envelope and keeps serving', async () => {
    const log = capturingLogger();
    const server = await pool.start(pingHandlers, { logger: log.logger });
    const response = await fetch(`${server.url}/boom`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ code: 500, message: 'store exploded', data: null });
    expect(log.error.join('\n')).toMatch(/store exploded[\s\S]*at /);

    const next = await fetch(`${server.url}/ping`);
    expect(next.status).toBe(200);
  });

  it('answers 400 to a request whose URL cannot be built', async () => {
    const server = await pool.start(pingHandlers);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(server.port, '127.0.0.1', () => {
        socket.write('GET /ping HTTP/1.1\r\nHost: bad host/../x\r\nConnection: close\r\n\r\n');
      });
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(raw).toContain('"code":400');

    expect((await fetch(`${server.url}/ping`)).status).toBe(200);
  });

  it('answers 400, not 500, to a path that is not valid percent-encoding (found by the bad-input test)', async () => {
    const byId = http.get('*/kernel/storage/download/:id', ({ params }) => HttpResponse.json({ code: 200, message: 'ok', data: params.id }));
    const log = capturingLogger();
    const server = await pool.start([byId], { logger: log.logger });
    for (const segment of ['%zz', '%', '%E0%A4%A', '%C0%AF']) {
      const response = await fetch(`${server.url}/kernel/storage/download/${segment}`);
      expect(response.status, segment).toBe(400);
      expect(await response.json()).toMatchObject({ code: 400, message: expect.stringContaining('Malformed request URL') });
    }
    expect(await (await fetch(`${server.url}/kernel/storage/download/${encodeURIComponent('学生 1')}`)).json()).toMatchObject({ data: '学生 1' });
    expect(log.error).toEqual([]);
  });
});

describe('methods Fetch cannot carry', () => {
  it('answers 400 to TRACE instead of failing', async () => {
    const server = await pool.start(pingHandlers);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(`${server.url}/ping`, { method: 'TRACE' }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 400, data: null });
  });
});

describe('CORS for the web dev server', () => {
  const origin = 'http://localhost:10000';

  it('answers a preflight with 204 and echoes the origin', async () => {
    const server = await pool.start(pingHandlers);
    const response = await fetch(`${server.url}/kernel/api/config/notice`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'DELETE', 'Access-Control-Request-Headers': 'authorization,content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-methods')).toContain('DELETE');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
    expect(response.headers.get('access-control-expose-headers')).toContain('Content-Disposition');
  });

  it('lists Authorization and Content-Type when the preflight names no headers', async () => {
    const server = await pool.start(pingHandlers);
    const response = await fetch(`${server.url}/ping`, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' } });
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Authorization.*Content-Type/);
  });

  it('adds the CORS headers to answers, errors included', async () => {
    const server = await pool.start(pingHandlers, { logger: capturingLogger().logger });
    for (const path of ['/ping', '/download', '/missing', '/boom']) {
      const response = await fetch(`${server.url}${path}`, { headers: { Origin: origin } });
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
      expect(response.headers.get('access-control-expose-headers')).toContain('Content-Disposition');
      expect(response.headers.get('vary')).toContain('Origin');
      await response.arrayBuffer();
    }
  });
});

describe('request size limit', () => {
  it('refuses a body over the limit declared by Content-Length with 413', async () => {
    const server = await pool.start(pingHandlers, { maxBodyBytes: 1024 });
    const response = await fetch(`${server.url}/bytes`, { method: 'POST', body: allBytes(64 * 1024) });
    expect(response.status).toBe(413);
    const body = (await response.json()) as { code: number; message: string; data: null };
    expect(body.code).toBe(413);
    expect(body.data).toBeNull();
    expect(body.message).toMatch(/limit/);
    expect((await fetch(`${server.url}/ping`)).status).toBe(200);
  });

  it('refuses a chunked body once it passes the limit, without waiting for the end', async () => {
    const server = await pool.start(pingHandlers, { maxBodyBytes: 4096 });
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${server.url}/bytes`, { method: 'POST', headers: { 'Content-Type': 'application/octet-stream' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', (error) => {
        // Writes after the server closed the connection may fail; the answer already arrived.
        if (!req.destroyed) reject(error);
      });
      // Never ends: the server must answer on its own once 4 kB have passed.
      req.write(allBytes(3000));
      req.write(allBytes(3000));
    });
    expect(status).toBe(413);
    expect((await fetch(`${server.url}/ping`)).status).toBe(200);
  });

  it('accepts a body just under the limit', async () => {
    const server = await pool.start(pingHandlers, { maxBodyBytes: 64 * 1024 });
    const response = await fetch(`${server.url}/bytes`, { method: 'POST', body: allBytes(64 * 1024) });
    expect(response.status).toBe(200);
    expect((await response.arrayBuffer()).byteLength).toBe(64 * 1024);
  });
});

describe('logging and latency', () => {
  it('logs one line per request without tokens', async () => {
    const log = capturingLogger();
    const server = await pool.start(pingHandlers, { logger: log.logger, quiet: false });
    await (await fetch(`${server.url}/ping?q=1&token=sekrit-token`, { headers: { Authorization: 'Bearer sekrit-bearer' } })).text();
    await (await fetch(`${server.url}/nothing`)).text();
    await server.close();
    expect(log.info).toHaveLength(2);
    expect(log.info[0]).toMatch(/^GET \/ping\?q=1 200 \d+ms$/);
    expect(log.info[1]).toMatch(/^GET \/nothing 404 \d+ms$/);
    expect(log.info.join('\n')).not.toContain('sekrit');
  });

  it('logs nothing per request when quiet', async () => {
    const log = capturingLogger();
    const server = await pool.start(pingHandlers, { logger: log.logger, quiet: true });
    await (await fetch(`${server.url}/ping`)).text();
    await server.close();
    expect(log.info).toEqual([]);
  });

  it('waits the configured latency before answering', async () => {
    const server = await pool.start(pingHandlers, { latencyMs: 150 });
    const started = performance.now();
    await (await fetch(`${server.url}/ping`)).text();
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('strips token query parameters and keeps the rest as sent', () => {
    expect(redactTarget('/a?token=x')).toBe('/a');
    expect(redactTarget('/a?b=%20&TOKEN=x&c=2')).toBe('/a?b=%20&c=2');
    expect(redactTarget('/a?access_token=x&d')).toBe('/a?d');
    expect(redactTarget('/a')).toBe('/a');
  });
});

describe('lifecycle', () => {
  it('picks a free port for port 0 and stops answering after close', async () => {
    const server = await pool.start(pingHandlers, { port: 0 });
    expect(server.port).toBeGreaterThan(0);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    expect((await fetch(`${server.url}/ping`)).status).toBe(200);
    await server.close();
    await expect(fetch(`${server.url}/ping`)).rejects.toThrow();
  });
});
