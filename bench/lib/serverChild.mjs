// The BUILT Portico server (@portico/server's dist) as a child process of the bench, so the
// bench can read the server's own memory (/proc/<pid>/status) while it attacks it. Forked by
// lib/serverProcess.mjs. Over IPC:
//   <- { config }                     starts the server with that configuration
//   -> { ready: { url, pid, routes, rateLimit } }  routes: the app's [method, path] pairs
//                                     (app.routes); rateLimit: the limits it runs with
//   -> { log: line }                  each line the server logs (it logs only what fails)
//   <- 'stop'                         closes the server, then -> { stopped: true } and exits
import { inspect } from 'node:util';
import { createApp, startServer } from '@portico/server';

/** The app's routes as Hono lists them, middleware ('ALL') left out, each pair once. */
function routesOf(app) {
  const seen = new Set();
  return app.routes
    .filter((route) => route.method !== 'ALL')
    .map((route) => [route.method, route.path])
    .filter(([method, path]) => !seen.has(`${method} ${path}`) && seen.add(`${method} ${path}`));
}

const log = (message, error) =>
  process.send({ log: `${message}${error === undefined ? '' : ` ${inspect(error)}`}` });

let server;
process.on('message', async (message) => {
  try {
    if (message === 'stop') {
      await server?.close();
      process.send({ stopped: true }, () => process.exit(0));
      return;
    }
    server = await startServer({ config: message.config, log });
    // A second app on the same context, never served: only to list the routes the served
    // one has (startServer does not hand out its app).
    const routes = routesOf(createApp(server.context, () => undefined));
    const { rateLimit } = server.context.config;
    process.send({ ready: { url: server.url, pid: process.pid, routes, rateLimit } });
  } catch (error) {
    process.send({ failed: error instanceof Error ? error.message : String(error) });
  }
});
