import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { ONRAMP_PAGE_CSP, escapeHtml, renderOnrampUnavailablePage } from './onrampUnavailablePage';

const query = (values: Record<string, string>) => (name: string) => values[name];

describe('the on-ramp unavailable page', () => {
  it('says plainly that no payment provider is configured, and has no script', () => {
    const page = renderOnrampUnavailablePage(query({}));
    expect(page).toContain('<h1>No payment provider is configured</h1>');
    expect(page).toContain('Nothing was bought and no payment was taken.');
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toContain('What was asked');
  });

  it('shows what was asked, escaped as text', () => {
    const page = renderOnrampUnavailablePage(
      query({ addresses: '<img src=x onerror=alert(1)>', fiatAmount: '50', network: 'a"b' }),
    );
    expect(page).toContain(
      '<dt>Receiving addresses</dt><dd>&lt;img src=x onerror=alert(1)&gt;</dd>',
    );
    expect(page).toContain('<dt>Fiat amount</dt><dd>50</dd>');
    expect(page).toContain('<dd>a&quot;b</dd>');
    expect(page).not.toContain('<img');
  });

  it('cuts a long value at 200 characters', () => {
    const page = renderOnrampUnavailablePage(query({ partnerUserId: 'x'.repeat(500) }));
    expect(page).toContain(`<dd>${'x'.repeat(200)}…</dd>`);
  });

  it("allows no script, no request, and only the page's own style block by its hash", () => {
    const style = /<style>(.*)<\/style>/s.exec(renderOnrampUnavailablePage(query({})))?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(ONRAMP_PAGE_CSP).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
  });

  it('property: escaped text holds no markup character and reads back as the text', () => {
    const unescape = (html: string) =>
      html
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, '&');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const escaped = escapeHtml(text);
        expect(escaped).not.toMatch(/[<>"']/);
        expect(unescape(escaped)).toBe(text);
      }),
    );
  });

  it('property: no asked value can open a tag in the page', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('addresses', 'network', 'partnerUserId', 'cryptoAmount', 'fiatAmount'),
          fc.string(),
        ),
        (values) => {
          const page = renderOnrampUnavailablePage(query(values));
          const tags = page.match(/<[a-z!/][^>]*>/gi) ?? [];
          for (const tag of tags) {
            expect(tag).toMatch(
              /^<\/?(!doctype html|html|head|meta|title|style|body|main|h1|h2|p|dl|dt|dd)\b/i,
            );
          }
        },
      ),
    );
  });
});
