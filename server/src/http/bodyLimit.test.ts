import { Hono } from 'hono';
import { SERVER_MESSAGES } from '../messages';
import { limitRequestBody } from './bodyLimit';
import { handleError } from './errorHandler';
import { readJsonObject } from './requestInput';

function appWithLog() {
  const logged: unknown[] = [];
  const app = new Hono();
  app.onError((error, c) => handleError(error, c, (...line) => logged.push(line)));
  app.use('*', limitRequestBody());
  app.post('/echo', async (c) => c.json(await readJsonObject(c)));
  return { app, logged };
}

const post = (body: BodyInit) =>
  new Request('http://127.0.0.1/echo', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    duplex: 'half',
  } as RequestInit);

describe('limitRequestBody: what a body must be before any route reads it', () => {
  it('a JSON body with bytes that are not UTF-8 (a raw lone surrogate, ED A0 80) is a 400, not U+FFFD', async () => {
    const { app, logged } = appWithLog();
    const bytes = new Uint8Array([
      ...Buffer.from('{"a":"'),
      0xed,
      0xa0,
      0x80,
      ...Buffer.from('"}'),
    ]);
    const answer = await app.fetch(post(bytes));
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ message: SERVER_MESSAGES.bodyNotUtf8 });
    expect(logged).toEqual([]);
  });

  it('well-formed UTF-8 passes (an emoji, an accented name)', async () => {
    const { app } = appWithLog();
    const answer = await app.fetch(post('{"name":"Zoë 🦊"}'));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ name: 'Zoë 🦊' });
  });

  it('a body the client breaks off is a 400 and nothing is logged as the server’s error', async () => {
    const { app, logged } = appWithLog();
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":'));
        controller.error(new Error('aborted'));
      },
    });
    const answer = await app.fetch(post(broken));
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ message: SERVER_MESSAGES.bodyIncomplete });
    expect(logged).toEqual([]);
  });
});
