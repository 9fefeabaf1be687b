// A hostile upload for the bench: POST a body of `totalBytes` as Transfer-Encoding: chunked
// (no Content-Length), made on the fly from one reused 64 KiB chunk (never allocated whole),
// until the server answers; `sample()` runs before each chunk (the bench reads the server's
// memory there). Stops by itself: at the answer, at the connection's end, or when the whole
// body is sent.
//
// HTTP/1.1 is written by hand on a plain socket, and the answer is read from the socket's
// bytes. Node's HTTP client drops an answer that comes while it is still writing: a server
// that refuses a body mid-stream answers and closes, the client's next write fails (EPIPE or
// ECONNRESET) and the request errors before the answer is parsed. On the socket, the bytes
// already received are kept. An answer can still be lost when the reset comes first
// (`answered: false`).
import { Buffer } from 'node:buffer';
import { connect } from 'node:net';
import { setImmediate } from 'node:timers';
import { URL } from 'node:url';

const CHUNK = Buffer.alloc(64 * 1024, 0x61);
const CHUNK_HEAD = Buffer.from(`${CHUNK.length.toString(16)}\r\n`);
const CRLF = Buffer.from('\r\n');

/** { status, headers, text } of an HTTP/1.1 answer's bytes, or undefined if incomplete. */
function parseAnswer(bytes) {
  const raw = bytes.toString('latin1');
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const [statusLine, ...lines] = raw.slice(0, end).split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [
      line.slice(0, line.indexOf(':')).trim().toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  const length = Number(headers['content-length'] ?? NaN);
  const body = bytes.subarray(Buffer.byteLength(raw.slice(0, end + 4), 'latin1'));
  if (Number.isFinite(length) && body.length < length) return undefined;
  return {
    status: Number(statusLine.split(' ')[1]),
    headers,
    text: body.toString('utf8'),
  };
}

/**
 * Resolves with { answered, status, text, connection, bytesWritten, bodyBytesQueued, error }:
 * bytesWritten is what the socket had taken when the answer came (request head and chunk
 * framing included); bodyBytesQueued the body bytes handed to the socket by then.
 */
export function uploadChunked({ baseUrl, path, totalBytes, sample = () => undefined }) {
  const url = new URL(path, baseUrl);
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    const received = [];
    let queued = 0;
    let answer;
    let bytesWritten = 0;
    let error;
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      socket.destroy();
      resolve({
        answered: answer !== undefined,
        status: answer?.status ?? 0,
        text: answer?.text ?? '',
        connection: answer?.headers.connection,
        bytesWritten: answer ? bytesWritten : socket.bytesWritten,
        bodyBytesQueued: queued,
        error,
      });
    };
    socket.on('data', (data) => {
      received.push(data);
      if (answer) return;
      answer = parseAnswer(Buffer.concat(received));
      if (answer) {
        bytesWritten = socket.bytesWritten;
        finish();
      }
    });
    socket.on('error', (socketError) => (error = socketError.code ?? socketError.message));
    socket.on('close', finish);
    // One chunk per turn of the event loop, so what the server sent is read before the next
    // write (a write the server refuses would otherwise destroy the socket first).
    const pump = () => {
      if (answer || socket.destroyed) return;
      if (queued >= totalBytes) return void socket.end('0\r\n\r\n');
      sample();
      queued += CHUNK.length;
      socket.write(CHUNK_HEAD);
      socket.write(CHUNK);
      if (socket.write(CRLF)) setImmediate(pump);
      else socket.once('drain', pump);
    };
    socket.on('connect', () => {
      socket.write(
        `POST ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\n` +
          'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
      );
      pump();
    });
  });
}
