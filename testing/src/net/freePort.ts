import { createServer } from 'node:net';

export const LOOPBACK_HOST = '127.0.0.1';

/**
 * Asks the OS for a TCP port that is free on 127.0.0.1 right now (listen on port 0, read the
 * port, close). Another process can take it before you bind it: callers that spawn a server
 * on it should retry on "address in use".
 */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, LOOPBACK_HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close((closeError) => {
        if (closeError) reject(closeError);
        else if (port === 0) reject(new Error('the OS gave no port on 127.0.0.1'));
        else resolve(port);
      });
    });
  });
}
