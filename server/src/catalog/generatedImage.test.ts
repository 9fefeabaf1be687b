import fc from 'fast-check';
import {
  escapeXml,
  hueOf,
  nameInitials,
  renderGeneratedImage,
  symbolInitials,
} from './generatedImage';

const anyText = fc.string({ unit: 'binary', maxLength: 60 });
const LETTERS_AND_DIGITS = /^[\p{L}\p{N}]*$/u;

function unescapeXml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => {
    return ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[name]!;
  });
}

describe('escapeXml', () => {
  it('leaves no markup character, and unescapes back to the text XML can hold', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const escaped = escapeXml(text);
        expect(escaped).not.toMatch(/[<>"']/);
        expect(escaped).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
        const holdable = text.replace(
          // eslint-disable-next-line no-control-regex -- the characters XML 1.0 cannot hold
          /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
          '',
        );
        expect(unescapeXml(escaped)).toBe(holdable);
      }),
      { numRuns: 500 },
    );
  });
});

describe('initials', () => {
  it('of a name: the first letters of its first two words, letters and digits only', () => {
    expect(nameInitials('Trust Wallet')).toBe('TW');
    expect(nameInitials('MetaMask')).toBe('MM');
    expect(nameInitials('OKX Wallet')).toBe('OW');
    expect(nameInitials('imToken')).toBe('IT');
    expect(nameInitials('1inch Wallet')).toBe('1W');
    expect(nameInitials('Polkadot.js')).toBe('PJ');
    expect(nameInitials('<b>"&</b>')).toBe('BB');
    expect(nameInitials('!!!')).toBe('');
  });

  it('of a symbol: its first run of letters and digits, up to 4, upper case', () => {
    expect(symbolInitials('usdc')).toBe('USDC');
    expect(symbolInitials('ETH')).toBe('ETH');
    expect(symbolInitials('eip155-1')).toBe('EIP1');
    expect(symbolInitials('..-_')).toBe('');
  });

  it('are letters and digits only, at most 2 for names and 4 for symbols, for any text', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const fromName = nameInitials(text);
        const fromSymbol = symbolInitials(text);
        expect(fromName).toMatch(LETTERS_AND_DIGITS);
        expect(fromSymbol).toMatch(LETTERS_AND_DIGITS);
        expect(Array.from(fromName).length).toBeLessThanOrEqual(2);
        expect(Array.from(fromSymbol).length).toBeLessThanOrEqual(4);
      }),
      { numRuns: 500 },
    );
  });
});

describe('renderGeneratedImage', () => {
  it('draws the same markup whatever the title and initials: they stay text', () => {
    const tagsOf = (svg: string) => svg.match(/<[^>]*>/g)?.map((tag) => tag.split(/[\s>]/)[0]);
    const plain = tagsOf(renderGeneratedImage({ seed: 'a', title: 'A', initials: 'A' }));
    fc.assert(
      fc.property(anyText, anyText, anyText, (seed, title, initials) => {
        const svg = renderGeneratedImage({ seed, title, initials });
        expect(tagsOf(svg)).toEqual(plain);
        expect(svg).not.toMatch(/<script|on\w+=|href/i);
      }),
      { numRuns: 300 },
    );
  });

  it('the colour depends on the seed only, and is the same every time', () => {
    const image = (title: string) =>
      renderGeneratedImage({ seed: 'metamask', title, initials: 'M' });
    const fillsOf = (svg: string) => svg.match(/fill="#[0-9a-f]{6}"/g);
    expect(fillsOf(image('MetaMask'))).toEqual(fillsOf(image('Other')));
    expect(hueOf('metamask')).toBe(hueOf('metamask'));
    fc.assert(
      fc.property(anyText, (seed) => {
        const hue = hueOf(seed);
        expect(Number.isInteger(hue) && hue >= 0 && hue < 360).toBe(true);
      }),
    );
  });
});
