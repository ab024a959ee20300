// Requests refused before any route runs (by Node's HTTP parser or by the router) answer like every other error:
// `{ message }` JSON with the same security headers as a normal answer.
import { connect } from 'node:net';
import { createTestApp, type TestApp } from '../support/server/harness';

/** Sends `raw` on a new connection and resolves with everything the server wrote before it closed. */
function exchange(port: number, raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may reset the connection after answering while the rest of the request is still being sent.
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') resolve(received);
      else reject(error);
    });
    socket.on('close', () => resolve(received));
    socket.write(raw);
  });
}

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}
function parse(raw: string): RawAnswer {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

describe('errors answered before a route runs', () => {
  let t: TestApp;
  let port: number;
  /** The security headers of an ordinary answer. */
  let security: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
    const normal = await t.app.inject({ method: 'GET', url: '/api/health' });
    security = {};
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'x-frame-options',
    ]) {
      security[name] = String(normal.headers[name]);
    }
    expect(security['content-security-policy']).toContain("default-src 'self'");
  });
  afterAll(() => t.close());

  const expectLikeEveryError = (answer: RawAnswer, status: number, message: string) => {
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ message });
    expect(answer.headers).toEqual(expect.objectContaining(security));
  };

  it('answers a malformed request line with 400 { message } and the security headers', async () => {
    const raw = await exchange(port, 'BREW /pot HTTP/1.1\r\nHost: shop.test\r\n\r\n');
    expectLikeEveryError(parse(raw), 400, 'The request is not valid');
  });

  it('answers a malformed header with 400 { message } and the security headers', async () => {
    const raw = await exchange(port, 'GET /api/health HTTP/1.1\r\nHost: shop.test\r\nNo colon here\r\n\r\n');
    expectLikeEveryError(parse(raw), 400, 'The request is not valid');
  });

  it('answers a 20 KB header with 431 { message } and the security headers', async () => {
    const raw = await exchange(
      port,
      `GET /api/health HTTP/1.1\r\nHost: shop.test\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expectLikeEveryError(parse(raw), 431, 'The request headers are too large');
  });

  it('answers a path that does not decode with 400 { message } and the security headers', async () => {
    for (const url of ['/api/product/%E0%A4%A', '/%']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'The request is not valid' });
      expect(res.headers).toEqual(expect.objectContaining(security));
    }
  });

  it('answers a path parameter over the maximum length with 414 { message } in the language asked for', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/product/${'a'.repeat(300)}`,
      headers: { 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: 'العنوان طويل جدًا' });
    expect(res.headers).toEqual(expect.objectContaining(security));
  });
});

describe('a request whose body never arrives', () => {
  let t: TestApp;
  let port: number;
  /** A tiny timeout so the test is quick; the default is 30 s (REQUEST_TIMEOUT_MS). */
  const TIMEOUT_MS = 500;
  beforeAll(async () => {
    t = await createTestApp({ config: { requestTimeoutMs: TIMEOUT_MS } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  it('is answered 408 { message } and its connection closed once the request timeout has passed', async () => {
    const started = Date.now();
    let giveUp: NodeJS.Timeout | undefined;
    // Headers promising 1000 bytes of body, then nothing: without a timeout the server waits for ever.
    const raw = await Promise.race([
      exchange(
        port,
        'POST /api/auth/login HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
      ),
      new Promise<string>((resolve) => {
        giveUp = setTimeout(() => resolve('still open after 10 s'), 10_000);
      }),
    ]);
    clearTimeout(giveUp);
    const closedAfter = Date.now() - started;
    const answer = parse(raw);
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({ message: 'The request took too long to arrive' });
    // Not before the timeout; after it, within the server's check interval plus a wide margin for a busy machine.
    expect(closedAfter).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(closedAfter).toBeLessThan(5000);
  });
});
