/**
 * Test fixture: the whole app as createApp builds it (every route group behind the edge
 * middleware), on a real context (PGlite from the migrated template, the bundled catalogue,
 * no chains unless the config names some). Errors the server logs are kept, as printed.
 */
import type { Hono } from 'hono';
import { inspect } from 'node:util';
import { createApp } from '../../app';
import type { ServerConfigInput } from '../../config';
import { createServerContext } from '../../server';
import { testDatabase } from '../../__fixtures__/testDatabase';

export interface EdgeTestApp {
  readonly app: Hono;
  /** What the server logged (500s), each line as console.error would print it. */
  readonly logged: string[];
  close(): Promise<void>;
}

export async function openEdgeTestApp(config: ServerConfigInput = {}): Promise<EdgeTestApp> {
  const logged: string[] = [];
  const log = (message: string, error?: unknown) =>
    logged.push(`${message} ${error === undefined ? '' : inspect(error)}`);
  const opened = await createServerContext({
    config: { database: await testDatabase(), indexer: { enabled: false }, ...config },
    log,
  });
  return { app: createApp(opened.context, log), logged, close: () => opened.close() };
}
