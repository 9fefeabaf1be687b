/**
 * The built demo app (Vite's dist folder): files by path with their content type, and
 * index.html for any other page path (the app has no routes of its own, but a reload on a
 * deep link must still load it). A missing asset is a 404, never index.html.
 */
import { readFile, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const CONTENT_TYPES: Readonly<Record<string, string>> = Object.freeze({
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
});

/** Vite puts hashed file names under assets/: they never change, so they may be cached. */
const IMMUTABLE_PREFIX = '/assets/';

export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The file under `root` that `urlPath` names, or undefined when the path leaves `root` or is
 * not valid percent-encoding.
 */
export function resolveStaticPath(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const base = normalize(root + sep);
  const file = normalize(join(base, decoded));
  return file.startsWith(base) ? file : undefined;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

async function send(
  response: ServerResponse,
  file: string,
  cacheControl: string,
  headOnly: boolean,
): Promise<void> {
  const body = await readFile(file);
  response.writeHead(200, {
    'content-type': contentTypeOf(file),
    'content-length': body.length,
    'cache-control': cacheControl,
  });
  response.end(headOnly ? undefined : body);
}

/** Answers a GET or HEAD for `urlPath` from `root`. */
export async function serveStaticFile(
  root: string,
  urlPath: string,
  response: ServerResponse,
  headOnly: boolean,
): Promise<void> {
  const file = resolveStaticPath(root, urlPath === '/' ? '/index.html' : urlPath);
  if (file && (await isFile(file))) {
    const immutable = urlPath.startsWith(IMMUTABLE_PREFIX) && !file.endsWith('.html');
    await send(
      response,
      file,
      immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      headOnly,
    );
    return;
  }
  if (file && extname(file) === '') {
    await send(response, join(root, 'index.html'), 'no-cache', headOnly);
    return;
  }
  response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
  response.end(headOnly ? undefined : 'Not found');
}
