/**
 * GET /onramp/unavailable: the page the fallback on-ramp's buy URL opens. It says plainly
 * that no payment provider is configured, and what was asked (the URL's parameters, escaped
 * as text). No script at all, and a strict Content-Security-Policy: nothing loads but the
 * page's one style block, allowed by its hash.
 */
import { createHash } from 'node:crypto';
import { SERVER_MESSAGES } from '../messages';
import { ONRAMP_PAGE_QUERY } from './fallbackOnramp';

/** Longest parameter value shown; the rest is cut. */
const MAX_SHOWN_CHARS = 200;

const PAGE_STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem;color:#1b1b1f;background:#f6f6f8}' +
  'main{max-width:36rem;margin:auto;background:#fff;border-radius:12px;padding:1.5rem 2rem}' +
  'h1{font-size:1.3rem}dt{font-weight:600}dd{margin:0 0 .5rem;overflow-wrap:anywhere}' +
  '@media (prefers-color-scheme:dark){body{color:#eee;background:#141416}main{background:#1f1f23}}';

const STYLE_HASH = createHash('sha256').update(PAGE_STYLE).digest('base64');

/** The page's Content-Security-Policy: no script, no requests, its one style by hash. */
export const ONRAMP_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${STYLE_HASH}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The headers the page is served with. */
export const ONRAMP_PAGE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': ONRAMP_PAGE_CSP,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
});

const HTML_ESCAPES: Readonly<Record<string, string>> = Object.freeze({
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
});

/** Text made safe to place in HTML content or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** The page, with the asked parameters (a name -> value lookup, such as the URL's query). */
export function renderOnrampUnavailablePage(asked: (name: string) => string | undefined): string {
  const labels = SERVER_MESSAGES.onrampUnavailableLabels;
  const rows = (Object.keys(ONRAMP_PAGE_QUERY) as (keyof typeof ONRAMP_PAGE_QUERY)[]).flatMap(
    (key) => {
      const value = asked(ONRAMP_PAGE_QUERY[key]);
      if (value === undefined || value === '') return [];
      const characters = [...value]; // by code point: a cut never splits a surrogate pair
      const shown =
        characters.length > MAX_SHOWN_CHARS
          ? `${characters.slice(0, MAX_SHOWN_CHARS).join('')}…`
          : value;
      return [`<dt>${escapeHtml(labels[key])}</dt><dd>${escapeHtml(shown)}</dd>`];
    },
  );
  const askedSection =
    rows.length > 0
      ? `<h2>${escapeHtml(SERVER_MESSAGES.onrampUnavailableAsked)}</h2><dl>${rows.join('')}</dl>`
      : '';
  const title = escapeHtml(SERVER_MESSAGES.onrampUnavailableTitle);
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<title>${title}</title><style>${PAGE_STYLE}</style></head>` +
    `<body><main><h1>${title}</h1><p>${escapeHtml(SERVER_MESSAGES.onrampUnavailableText)}</p>` +
    `${askedSection}</main></body></html>`
  );
}
