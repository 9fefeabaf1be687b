import { createServer } from 'node:net';
import { findFreePort, LOOPBACK_HOST } from './freePort';

function listenOn(port: number): Promise<() => Promise<void>> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, LOOPBACK_HOST, () =>
      resolve(() => new Promise<void>((done) => server.close(() => done()))),
    );
  });
}

describe('findFreePort', () => {
  it('returns a port in the TCP range that a server can then bind on 127.0.0.1', async () => {
    const port = await findFreePort();
    expect(port).toBeGreaterThan(0);
    expect(port).toBeLessThan(65536);
    const close = await listenOn(port);
    await close();
  });

  it('does not return a port that is held by a listening server', async () => {
    const held = await findFreePort();
    const close = await listenOn(held);
    try {
      const ports = await Promise.all([findFreePort(), findFreePort(), findFreePort()]);
      expect(ports).not.toContain(held);
    } finally {
      await close();
    }
  });
});
