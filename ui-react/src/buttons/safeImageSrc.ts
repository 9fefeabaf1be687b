const LOOPBACK_HOSTS: readonly string[] = ['127.0.0.1', 'localhost', '[::1]'];

/**
 * The image source to render for an untrusted icon (a wallet's, a network's), or undefined
 * when it must be shown as text instead. Allowed: `data:image/...` URIs, `https:` URLs,
 * `http:` URLs on the loopback host (local development), and same-origin paths (`/icons/a.png`).
 * Everything else (javascript:, other data: types, protocol-relative `//host` URLs, blob:,
 * relative paths that a base tag could redirect) is refused.
 *
 * The answer depends on the string alone (never on `window`), so the server and the browser
 * agree and hydration sees the same markup.
 */
export function safeImageSrc(candidate: unknown): string | undefined {
  if (typeof candidate !== 'string' || candidate !== candidate.trim() || candidate === '') {
    return undefined;
  }
  if (/^data:image\/[a-z0-9.+-]+[;,]/i.test(candidate)) return candidate;
  if (candidate.startsWith('/')) return isSameOriginPath(candidate) ? candidate : undefined;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return undefined;
  }
  if (url.protocol === 'https:' && url.hostname !== '') return candidate;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname)) return candidate;
  return undefined;
}

/** A path from the page's own origin: one leading slash, no `//host` or `/\host` trick. */
function isSameOriginPath(path: string): boolean {
  if (path[1] === '/' || path[1] === '\\') return false;
  // Control characters and back slashes are stripped or bent by URL parsers: refuse them.
  for (const character of path) {
    const code = character.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || character === '\\') return false;
  }
  return true;
}
