import fc from 'fast-check';
import { InvalidCaipAddressError, InvalidCaipNetworkIdError } from '../errors/errors';
import {
  RUNS,
  anyCodePoint,
  anyString,
  anyValue,
  hex,
  itNeverThrows,
} from '../__fixtures__/validatorProperties';
import type { CaipAddress, CaipNetworkId, ChainNamespace } from './caip';
import {
  KNOWN_NAMESPACES,
  isCaipAddress,
  isCaipNetworkId,
  parseCaipAddress,
  parseCaipNetworkId,
  toCaipAddress,
  toCaipNetworkId,
} from './caip';

/** A string with some colons in it, to hit the separator logic more often than fc.string. */
const colonString = fc.string({
  unit: fc.oneof(fc.constant(':'), fc.string({ minLength: 1, maxLength: 1 })),
});
const anyStringOrColons = fc.oneof(anyString, colonString);
/** A non-empty CAIP part: anything but ':'. */
const part = fc
  .oneof(
    fc.string({ minLength: 1, maxLength: 20 }),
    fc.string({ unit: anyCodePoint, minLength: 1, maxLength: 20 }),
  )
  .filter((s) => !s.includes(':'));
const knownNamespace = fc.constantFrom(...KNOWN_NAMESPACES);
const unknownNamespace = part.filter((s) => !(KNOWN_NAMESPACES as readonly string[]).includes(s));
const base58 = (minLength: number, maxLength: number) =>
  fc.string({
    unit: fc.constantFrom(...'123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'),
    minLength,
    maxLength,
  });
/** [namespace, reference, address]: real-looking EVM and Solana ones, and arbitrary parts. */
const validAddressParts = fc.oneof(
  fc.tuple(
    fc.constant('eip155'),
    fc.nat().map(String),
    hex(40).map((h) => `0x${h}`),
  ),
  fc.tuple(fc.constant('solana'), base58(32, 32), base58(32, 44)),
  fc.tuple(knownNamespace, part, part),
);
/** Strings that start like a CAIP address, so the parts logic is what decides. */
const knownPrefixString = fc
  .tuple(knownNamespace, colonString)
  .map(([namespace, rest]) => `${namespace}:${rest}`);

/** Runs `run`; true when it returned, false when it threw `errorClass`; rethrows anything else. */
function returnsOrThrows(run: () => unknown, ...errorClasses: (new (...args: never[]) => Error)[]) {
  try {
    run();
    return true;
  } catch (error) {
    if (errorClasses.some((errorClass) => error instanceof errorClass)) return false;
    throw error;
  }
}

const MAINNET = 'eip155:1';
const EVM = 'eip155:1:0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';
const SOLANA =
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv';
const BITCOIN = 'bip122:000000000019d6689c085ae165831e93:128Lkh3S7CkDTBZ8W7BbpsN3YYizJMp8p6';
const POLKADOT =
  'polkadot:91b171bb158e2d3848fa23a9f1c25182:5hmuyxw9xdgbpptgypokw4thfyoe3ryenebr381z9iaegmfy';
const COSMOS = 'cosmos:cosmoshub-3:cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0';

describe('CAIP network ids', () => {
  it('a network id is exactly two non-empty parts separated by a colon', () => {
    expect(isCaipNetworkId(MAINNET)).toBe(true);
    expect(isCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(true);
    expect(isCaipNetworkId('cosmos:cosmoshub-4')).toBe(true);
    expect(parseCaipNetworkId(MAINNET)).toEqual({ namespace: 'eip155', reference: '1' });
  });

  it.each([
    ['no colon', 'eip155'],
    ['an empty namespace', ':1'],
    ['an empty reference', 'eip155:'],
    ['only a colon', ':'],
    ['three parts', EVM],
    ['nothing at all', ''],
  ])(
    'a network id with %s is refused, and parsing it throws InvalidCaipNetworkIdError',
    (_r, value) => {
      expect(isCaipNetworkId(value)).toBe(false);
      expect(() => parseCaipNetworkId(value)).toThrow(InvalidCaipNetworkIdError);
    },
  );

  it.each([
    ['null', null],
    ['a chain id number', 1],
    ['a boxed string', new String(MAINNET)],
  ])('%s is not a network id', (_kind, value) => {
    expect(isCaipNetworkId(value)).toBe(false);
    expect(() => parseCaipNetworkId(value)).toThrow(InvalidCaipNetworkIdError);
  });

  it('toCaipNetworkId joins a namespace and a reference', () => {
    expect(toCaipNetworkId('eip155', '137')).toBe('eip155:137');
    expect(toCaipNetworkId('cosmos', 'cosmoshub-4')).toBe('cosmos:cosmoshub-4');
  });

  it.each([
    ['an empty namespace', '', '1'],
    ['an empty reference', 'eip155', ''],
    ['a colon in the namespace', 'eip:155', '1'],
    ['a colon in the reference', 'eip155', '1:2'],
  ])('toCaipNetworkId with %s throws InvalidCaipNetworkIdError', (_r, namespace, reference) => {
    expect(() => toCaipNetworkId(namespace, reference)).toThrow(InvalidCaipNetworkIdError);
  });

  describe('properties', () => {
    itNeverThrows(isCaipNetworkId, { subject: 'isCaipNetworkId' });

    it('parseCaipNetworkId throws only InvalidCaipNetworkIdError, exactly when isCaipNetworkId is false', () => {
      fc.assert(
        fc.property(fc.oneof(anyValue, anyStringOrColons), (value) => {
          const parsed = returnsOrThrows(
            () => parseCaipNetworkId(value),
            InvalidCaipNetworkIdError,
          );
          return parsed === isCaipNetworkId(value);
        }),
        RUNS,
      );
    });

    it('every two non-empty colon-free parts joined by a colon are a network id', () => {
      fc.assert(
        fc.property(part, part, (namespace, reference) => {
          const id = `${namespace}:${reference}`;
          return isCaipNetworkId(id) && returnsOrThrows(() => parseCaipNetworkId(id));
        }),
        RUNS,
      );
    });

    it('a network id with an empty part, or with one or three parts, is refused', () => {
      fc.assert(
        fc.property(
          fc.oneof(
            part.map((reference) => `:${reference}`),
            part.map((namespace) => `${namespace}:`),
            part,
            fc.tuple(part, part, part).map((parts) => parts.join(':')),
          ),
          (nearMiss) =>
            !isCaipNetworkId(nearMiss) &&
            !returnsOrThrows(() => parseCaipNetworkId(nearMiss), InvalidCaipNetworkIdError),
        ),
        RUNS,
      );
    });

    it('toCaipNetworkId and parseCaipNetworkId are inverses', () => {
      fc.assert(
        fc.property(part, part, (namespace, reference) => {
          const id = toCaipNetworkId(namespace, reference);
          const parsed = parseCaipNetworkId(id);
          return (
            parsed.namespace === namespace &&
            parsed.reference === reference &&
            toCaipNetworkId(parsed.namespace, parsed.reference) === id
          );
        }),
        RUNS,
      );
    });

    it('toCaipNetworkId throws only InvalidCaipNetworkIdError, for any arguments', () => {
      fc.assert(
        fc.property(fc.oneof(anyValue, part), fc.oneof(anyValue, part), (namespace, reference) => {
          const built = returnsOrThrows(
            () => toCaipNetworkId(namespace as string, reference as string),
            InvalidCaipNetworkIdError,
          );
          const bothStrings = typeof namespace === 'string' && typeof reference === 'string';
          return built === (bothStrings && isCaipNetworkId(`${namespace}:${reference}`));
        }),
        RUNS,
      );
    });
  });
});

describe('CAIP addresses', () => {
  it('a CAIP address is three non-empty parts, the first a known namespace', () => {
    expect(KNOWN_NAMESPACES).toEqual(['eip155', 'solana', 'bip122', 'polkadot']);
    for (const address of [EVM, SOLANA, BITCOIN, POLKADOT]) {
      expect(isCaipAddress(address)).toBe(true);
    }
  });

  it('parseCaipAddress returns the namespace, reference, address and network id', () => {
    expect(parseCaipAddress(EVM)).toEqual({
      namespace: 'eip155',
      reference: '1',
      address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
      caipNetworkId: 'eip155:1',
    });
  });

  it.each([
    ['an empty namespace', ':1:0xab'],
    ['an empty reference', 'eip155::0xab'],
    ['an empty address', 'eip155:1:'],
    ['only colons', '::'],
    ['two parts', MAINNET],
    ['four parts', `${EVM}:extra`],
    ['an unknown namespace', COSMOS],
    ['a namespace in the wrong case', 'EIP155:1:0xab'],
    ['a namespace with a space', ' eip155:1:0xab'],
    ['nothing at all', ''],
  ])("an address with %s is refused, and parsing it throws 'Invalid CAIP Address'", (_r, value) => {
    expect(isCaipAddress(value)).toBe(false);
    expect(() => parseCaipAddress(value)).toThrow(InvalidCaipAddressError);
    expect(() => parseCaipAddress(value)).toThrow('Invalid CAIP Address');
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a boxed string', new String(EVM)],
    ['a parsed address', { namespace: 'eip155', reference: '1', address: '0xab' }],
  ])('%s is not a CAIP address', (_kind, value) => {
    expect(isCaipAddress(value)).toBe(false);
    expect(() => parseCaipAddress(value)).toThrow(InvalidCaipAddressError);
  });

  it('a namespace registered by a third-party adapter is accepted when passed', () => {
    const namespaces = [...KNOWN_NAMESPACES, 'cosmos'];
    expect(isCaipAddress(COSMOS, namespaces)).toBe(true);
    expect(isCaipAddress(EVM, namespaces)).toBe(true);
    expect(parseCaipAddress(COSMOS, namespaces)).toMatchObject({
      namespace: 'cosmos',
      caipNetworkId: 'cosmos:cosmoshub-3',
    });
  });

  it('the namespaces passed replace the known ones rather than adding to them', () => {
    expect(isCaipAddress(EVM, ['cosmos'])).toBe(false);
    expect(isCaipAddress(EVM, [])).toBe(false);
  });

  it('toCaipAddress appends an address to a network id', () => {
    expect(toCaipAddress(MAINNET, '0xab')).toBe('eip155:1:0xab');
    expect(toCaipAddress('cosmos:cosmoshub-3', 'cosmos1t2')).toBe('cosmos:cosmoshub-3:cosmos1t2');
  });

  it.each([
    ['a network id without a reference', 'eip155', '0xab'],
    ['a network id with an empty namespace', ':1', '0xab'],
    ['a CAIP address in place of the network id', EVM, '0xab'],
  ])('toCaipAddress with %s throws InvalidCaipNetworkIdError', (_r, networkId, address) => {
    expect(() => toCaipAddress(networkId as CaipNetworkId, address)).toThrow(
      InvalidCaipNetworkIdError,
    );
  });

  it.each([
    ['an empty address', ''],
    ['a colon in the address', 'a:b'],
  ])('toCaipAddress with %s throws InvalidCaipAddressError', (_r, address) => {
    expect(() => toCaipAddress(MAINNET, address)).toThrow(InvalidCaipAddressError);
  });

  it('the types narrow and still accept third-party namespaces', () => {
    const value: unknown = EVM;
    const extra: ChainNamespace = 'cosmos';
    if (!isCaipAddress(value)) throw new Error('expected a CAIP address');
    const narrowed: CaipAddress = value;
    expect(narrowed).toBe(EVM);
    expect(toCaipNetworkId(extra, 'cosmoshub-3')).toBe('cosmos:cosmoshub-3');
  });

  describe('properties', () => {
    itNeverThrows(isCaipAddress, { subject: 'isCaipAddress' });

    it('parseCaipAddress throws only InvalidCaipAddressError, exactly when isCaipAddress is false', () => {
      fc.assert(
        fc.property(
          fc.oneof(anyValue, anyStringOrColons, knownPrefixString),
          fc.option(fc.array(fc.oneof(knownNamespace, part), { maxLength: 3 }), { nil: undefined }),
          (value, namespaces) => {
            const parsed = returnsOrThrows(
              () => parseCaipAddress(value, namespaces),
              InvalidCaipAddressError,
            );
            return parsed === isCaipAddress(value, namespaces);
          },
        ),
        RUNS,
      );
    });

    it('every three non-empty colon-free parts in a known namespace are a CAIP address', () => {
      fc.assert(
        fc.property(validAddressParts, ([namespace, reference, address]) => {
          const parsed = parseCaipAddress(`${namespace}:${reference}:${address}`);
          return (
            parsed.namespace === namespace &&
            parsed.reference === reference &&
            parsed.address === address &&
            parsed.caipNetworkId === `${namespace}:${reference}`
          );
        }),
        RUNS,
      );
    });

    it('an address with an empty part, or with two or four parts, is refused', () => {
      fc.assert(
        fc.property(
          fc.oneof(
            validAddressParts.map(([, reference, address]) => `:${reference}:${address}`),
            validAddressParts.map(([namespace, , address]) => `${namespace}::${address}`),
            validAddressParts.map(([namespace, reference]) => `${namespace}:${reference}:`),
            validAddressParts.map(([namespace, reference]) => `${namespace}:${reference}`),
            fc.tuple(validAddressParts, part).map(([parts, extra]) => [...parts, extra].join(':')),
          ),
          (nearMiss) =>
            !isCaipAddress(nearMiss) &&
            !returnsOrThrows(() => parseCaipAddress(nearMiss), InvalidCaipAddressError),
        ),
        RUNS,
      );
    });

    it('an address in an unknown namespace is refused, unless that namespace is passed', () => {
      fc.assert(
        fc.property(unknownNamespace, part, part, (namespace, reference, address) => {
          const value = `${namespace}:${reference}:${address}`;
          return (
            !isCaipAddress(value) &&
            isCaipAddress(value, [...KNOWN_NAMESPACES, namespace]) &&
            parseCaipAddress(value, [namespace]).namespace === namespace
          );
        }),
        RUNS,
      );
    });

    it('toCaipAddress and parseCaipAddress are inverses', () => {
      fc.assert(
        fc.property(
          fc.oneof(knownNamespace, unknownNamespace),
          part,
          part,
          (namespace, reference, address) => {
            const namespaces = [...KNOWN_NAMESPACES, namespace];
            const caipNetworkId = toCaipNetworkId(namespace, reference);
            const caipAddress = toCaipAddress(caipNetworkId, address);
            const parsed = parseCaipAddress(caipAddress, namespaces);
            return (
              parsed.namespace === namespace &&
              parsed.reference === reference &&
              parsed.address === address &&
              parsed.caipNetworkId === caipNetworkId &&
              toCaipAddress(parsed.caipNetworkId, parsed.address) === caipAddress
            );
          },
        ),
        RUNS,
      );
    });

    it('toCaipAddress throws only the typed CAIP errors, for any arguments', () => {
      fc.assert(
        fc.property(
          fc.oneof(anyValue, anyStringOrColons, fc.constant(MAINNET)),
          fc.oneof(anyValue, part),
          (networkId, address) => {
            const built = returnsOrThrows(
              () => toCaipAddress(networkId as CaipNetworkId, address as string),
              InvalidCaipNetworkIdError,
              InvalidCaipAddressError,
            );
            return (
              built ===
              (isCaipNetworkId(networkId) &&
                typeof address === 'string' &&
                address !== '' &&
                !address.includes(':'))
            );
          },
        ),
        RUNS,
      );
    });
  });
});
