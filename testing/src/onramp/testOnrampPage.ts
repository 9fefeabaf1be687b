/**
 * The test on-ramp's two HTML pages: the buy page (who receives what, on which network, and a
 * "Pay" button) and the result page after paying. Both say plainly that this is a test
 * provider and no real money moves. No script; a strict Content-Security-Policy allows only
 * the pages' one style block (by its hash) and the form posting back to the same origin.
 */
import { createHash } from 'node:crypto';

export const TEST_ONRAMP_TEXTS = Object.freeze({
  title: 'Portico test on-ramp',
  banner: 'Test provider — no real money',
  explain:
    'This page is part of Portico’s local demo. “Pay” sends the local test chain’s native token ' +
    'from a funded development account; nothing is charged.',
  receiver: 'Receiver',
  amount: 'Amount',
  network: 'Network',
  pay: 'Pay',
  paid: 'Paid',
  transaction: 'Transaction',
  failed: 'Payment failed',
});

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem;color:#1b1b1f;background:#f6f6f8}' +
  'main{max-width:36rem;margin:auto;background:#fff;border-radius:12px;padding:1.5rem 2rem}' +
  'h1{font-size:1.3rem}dt{font-weight:600}dd{margin:0 0 .5rem;overflow-wrap:anywhere}' +
  '.test{background:#ffe08a;color:#1b1b1f;padding:.5rem 1rem;border-radius:8px;font-weight:700}' +
  'button{font:inherit;padding:.5rem 1.5rem;border-radius:8px}' +
  '@media (prefers-color-scheme:dark){body{color:#eee;background:#141416}main{background:#1f1f23}}';

const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

export const TEST_ONRAMP_PAGE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': [
    "default-src 'none'",
    `style-src 'sha256-${STYLE_HASH}'`,
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
});

const ESCAPES: Readonly<Record<string, string>> = Object.freeze({
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
});

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

function page(body: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<title>${escapeHtml(TEST_ONRAMP_TEXTS.title)}</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${escapeHtml(TEST_ONRAMP_TEXTS.title)}</h1>` +
    `<p class="test" role="note">${escapeHtml(TEST_ONRAMP_TEXTS.banner)}</p>` +
    `<p>${escapeHtml(TEST_ONRAMP_TEXTS.explain)}</p>${body}</main></body></html>`
  );
}

export interface BuyPageFields {
  readonly address: string;
  /** Decimal text, in the network's native token. */
  readonly amount: string;
  readonly network: string;
  readonly symbol: string;
}

function fieldList({ address, amount, network, symbol }: BuyPageFields): string {
  const row = (label: string, value: string) =>
    `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`;
  return (
    '<dl>' +
    row(TEST_ONRAMP_TEXTS.receiver, address) +
    row(TEST_ONRAMP_TEXTS.amount, `${amount} ${symbol}`) +
    row(TEST_ONRAMP_TEXTS.network, network) +
    '</dl>'
  );
}

/** The buy page: the request, and a form that posts it back to /pay. */
export function renderBuyPage(fields: BuyPageFields): string {
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return page(
    fieldList(fields) +
      '<form method="post" action="pay">' +
      hidden('address', fields.address) +
      hidden('amount', fields.amount) +
      hidden('network', fields.network) +
      `<button type="submit">${escapeHtml(TEST_ONRAMP_TEXTS.pay)}</button></form>`,
  );
}

/** After paying: what was sent and its transaction hash. */
export function renderPaidPage(fields: BuyPageFields, hash: string): string {
  return page(
    `<h2>${escapeHtml(TEST_ONRAMP_TEXTS.paid)}</h2>` +
      fieldList(fields) +
      `<p>${escapeHtml(TEST_ONRAMP_TEXTS.transaction)}: <code data-testid="transaction">${escapeHtml(hash)}</code></p>`,
  );
}

/** A refused request: the reason, as text. */
export function renderFailedPage(reason: string): string {
  return page(
    `<h2>${escapeHtml(TEST_ONRAMP_TEXTS.failed)}</h2><p role="alert">${escapeHtml(reason)}</p>`,
  );
}
