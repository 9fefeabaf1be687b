import type { BrowserContext } from 'playwright-core';

/** The hosts a test page may reach: this machine's loopback names. */
export const LOOPBACK_HOSTS: readonly string[] = ['127.0.0.1', 'localhost'];

/** True for URLs on 127.0.0.1 or localhost (any port, http(s) or ws(s)). */
export function isLoopbackUrl(url: string): boolean {
  try {
    return LOOPBACK_HOSTS.includes(new URL(url).hostname);
  } catch {
    return false;
  }
}

/** Schemes that never reach a network (inline data, the page's own objects). */
const LOCAL_SCHEMES = new Set(['data:', 'blob:', 'about:', 'chrome-extension:']);

function leavesTheMachine(url: string): boolean {
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    return true;
  }
  return !LOCAL_SCHEMES.has(protocol) && !isLoopbackUrl(url);
}

/**
 * Aborts every request of `context` (pages, workers, WebSockets) whose host is not loopback,
 * and RECORDS it: tests assert the returned list is empty ("no request off the machine").
 * The list is live: it grows as the pages run.
 */
export async function guardOffMachineRequests(context: BrowserContext): Promise<string[]> {
  const blocked: string[] = [];
  await context.route(
    (url) => leavesTheMachine(url.href),
    async (route) => {
      blocked.push(`${route.request().method()} ${route.request().url()}`);
      await route.abort('blockedbyclient');
    },
  );
  await context.routeWebSocket(
    (url) => leavesTheMachine(url.href),
    (socket) => {
      blocked.push(`WebSocket ${socket.url()}`);
      void socket.close({ code: 1008, reason: 'off-machine connection blocked by the test' });
    },
  );
  return blocked;
}
