/**
 * @portico/siwx-server (the real one) behind node:http on 127.0.0.1, signing in on the local
 * anvil chains for the page at PAGE: what serverSessions({ url }) talks to in the tests.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { allowOrigins, createSiwxNodeHandler, createSiwxServer } from '@portico/siwx-server';
import type { LocalEvmChains } from '@portico/testing/evm-adapter';
import { PAGE } from './siwxOnAnvil';

export async function startSiwxServer(chains: LocalEvmChains) {
  const siwx = createSiwxServer({
    ...allowOrigins([PAGE.uri]),
    chains: chains.nodes.map((node) => ({
      chainId: `eip155:${node.chainId}`,
      rpcUrl: node.url,
    })),
  });
  const handle = createSiwxNodeHandler(siwx);
  const routes: string[] = [];
  const server = createServer((request, response) => {
    routes.push(`${request.method} ${request.url?.split('?')[0]}`);
    void handle(request, response).then((handled) => {
      if (!handled) response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    siwx,
    url: `http://127.0.0.1:${port}`,
    /** Every request, as 'METHOD /path'. */
    routes,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
