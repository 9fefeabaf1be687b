// Starts the built server in a child process (lib/serverChild.mjs) and talks to it over IPC.
// `stop()` closes the server and resolves with the lines it logged; a child that exits early
// rejects what is pending.
import { fork } from 'node:child_process';
import { clearTimeout, setTimeout } from 'node:timers';
import { fileURLToPath, URL } from 'node:url';

const CHILD = fileURLToPath(new URL('serverChild.mjs', import.meta.url));
/** A server that has not closed by then is killed (a guard, not a wait). */
const STOP_GUARD_MS = 15_000;

/** Resolves with { url, pid, routes, logged, stop() } once the server listens. */
export function startServerProcess(config) {
  const child = fork(CHILD, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  const logged = [];
  let onStopped;
  const stopped = new Promise((resolve) => (onStopped = resolve));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      process.removeListener('exit', kill);
      reject(new Error(`the server process exited with ${code ?? signal}`));
      onStopped();
    });
    child.on('message', (message) => {
      if (message.log !== undefined) logged.push(message.log);
      if (message.failed !== undefined) {
        kill();
        reject(new Error(`the server did not start: ${message.failed}`));
      }
      if (message.stopped) onStopped();
      if (message.ready) {
        resolve({
          ...message.ready,
          logged,
          async stop() {
            if (child.exitCode === null && child.signalCode === null) child.send('stop');
            const guard = setTimeout(kill, STOP_GUARD_MS);
            await stopped;
            clearTimeout(guard);
            return logged;
          },
        });
      }
    });
    child.send({ config });
  });
}
