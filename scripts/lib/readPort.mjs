// The PORT environment variable of `npm run demo` and `npm run example:next`: `defaultPort`
// when unset, else a whole number from `lowest` to 65535 (0 asks the system for a free port).

export function readPort(defaultPort, lowest = 0) {
  const text = process.env.PORT;
  if (text === undefined || text === '') return defaultPort;
  const port = Number(text);
  if (!Number.isInteger(port) || port < lowest || port > 65535) {
    throw new RangeError(`PORT must be a port number (${lowest}-65535), not "${text}"`);
  }
  return port;
}
