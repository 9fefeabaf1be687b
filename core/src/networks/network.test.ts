import fc from 'fast-check';
import { ConfigurationError } from '../errors/errors';
import { MESSAGES } from '../errors/messages';
import { defineNetwork, MAX_NATIVE_CURRENCY_DECIMALS, type NetworkInput } from './network';

const validInput = (): NetworkInput => ({
  id: 31_337,
  chainNamespace: 'eip155',
  name: 'Local Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'], webSocket: ['ws://127.0.0.1:8545'] } },
  blockExplorers: { default: { name: 'Local', url: 'http://127.0.0.1:4000' } },
  testnet: true,
  assets: { imageId: 'local-anvil', imageUrl: '/icons/anvil.svg' },
});

/** Builds a bad input from the valid one; `unknown` so tests can pass what TypeScript forbids. */
function withChange(change: (input: Record<string, unknown>) => void): NetworkInput {
  const input = structuredClone(validInput()) as unknown as Record<string, unknown>;
  change(input);
  return input as unknown as NetworkInput;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

function isDeepFrozen(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  return Object.isFrozen(value) && Object.values(value).every(isDeepFrozen);
}

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('defineNetwork', () => {
  it('derives caipNetworkId from chainNamespace and id', () => {
    expect(defineNetwork(validInput()).caipNetworkId).toBe('eip155:31337');
    const cosmos = defineNetwork({ ...validInput(), chainNamespace: 'cosmos', id: 'cosmoshub-4' });
    expect(cosmos.caipNetworkId).toBe('cosmos:cosmoshub-4');
  });

  it('keeps the literal types of id, namespace and caipNetworkId', () => {
    const network = defineNetwork({ ...validInput(), id: 5, chainNamespace: 'eip155' });
    const id: 5 = network.id;
    const caipNetworkId: 'eip155:5' = network.caipNetworkId;
    expect([id, caipNetworkId]).toEqual([5, 'eip155:5']);
  });

  it('copies every Network field of a valid input', () => {
    const input = validInput();
    expect(defineNetwork(input)).toEqual({ ...input, caipNetworkId: 'eip155:31337' });
  });

  it('accepts a caipNetworkId that matches chainNamespace and id', () => {
    const network = defineNetwork({ ...validInput(), caipNetworkId: 'eip155:31337' });
    expect(network.caipNetworkId).toBe('eip155:31337');
  });

  it('leaves optional fields out when they are not given', () => {
    const { blockExplorers: _b, testnet: _t, assets: _a, ...required } = validInput();
    const network = defineNetwork({
      ...required,
      rpcUrls: { default: { http: ['https://rpc.example'] } },
    });
    expect(Object.keys(network).sort()).toEqual(
      ['caipNetworkId', 'chainNamespace', 'id', 'name', 'nativeCurrency', 'rpcUrls'].sort(),
    );
    expect(Object.keys(network.rpcUrls.default)).toEqual(['http']);
  });

  it('drops fields that are not part of Network (for example a viem chain’s contracts)', () => {
    const input = { ...validInput(), contracts: { multicall3: { address: '0x' } }, blockTime: 1 };
    expect(defineNetwork(input)).not.toHaveProperty('contracts');
    expect(defineNetwork(input)).not.toHaveProperty('blockTime');
  });

  it('accepts app-relative, https and data: image URLs', () => {
    for (const imageUrl of [
      '/icons/a.svg',
      'https://cdn.example/a.png',
      'data:image/png;base64,AA',
    ]) {
      expect(defineNetwork({ ...validInput(), assets: { imageUrl } }).assets?.imageUrl).toBe(
        imageUrl,
      );
    }
  });

  it('accepts decimals at both ends of 0..36', () => {
    for (const decimals of [0, MAX_NATIVE_CURRENCY_DECIMALS]) {
      const nativeCurrency = { name: 'Unit', symbol: 'U', decimals };
      expect(defineNetwork({ ...validInput(), nativeCurrency }).nativeCurrency.decimals).toBe(
        decimals,
      );
    }
  });

  it('returns a deep-frozen network', () => {
    const network = defineNetwork(validInput());
    expect(isDeepFrozen(network)).toBe(true);
    expect(() => {
      (network.rpcUrls.default.http as string[]).push('http://evil.example');
    }).toThrow(TypeError);
  });

  it('never mutates its input, and later changes to the input do not reach the network', () => {
    const input = validInput();
    const before = structuredClone(input);
    const network = defineNetwork(input);
    expect(input).toEqual(before);
    expect(Object.isFrozen(input)).toBe(false);
    expect(Object.isFrozen(input.rpcUrls.default.http)).toBe(false);

    (input.rpcUrls.default.http as string[]).push('http://127.0.0.1:9999');
    (input.nativeCurrency as { symbol: string }).symbol = 'CHANGED';
    expect(network.rpcUrls.default.http).toEqual(['http://127.0.0.1:8545']);
    expect(network.nativeCurrency.symbol).toBe('ETH');
  });

  it('accepts an input that is already deep-frozen', () => {
    expect(defineNetwork(deepFreeze(validInput())).caipNetworkId).toBe('eip155:31337');
  });
});

describe('defineNetwork rejects bad input with a ConfigurationError', () => {
  const badInputs: ReadonlyArray<readonly [string, NetworkInput]> = [
    ['null', null as unknown as NetworkInput],
    ['a string', 'eip155:1' as unknown as NetworkInput],
    ['an empty name', withChange((i) => (i.name = ''))],
    ['a blank name', withChange((i) => (i.name = '   '))],
    ['a missing name', withChange((i) => delete i.name)],
    ['an empty id', withChange((i) => ((i.chainNamespace = 'solana'), (i.id = '')))],
    ['a missing id', withChange((i) => delete i.id)],
    [
      'an id whose toString is not a function (found by the property below)',
      withChange((i) => ((i.name = ''), (i.id = { toString: '' }))),
    ],
    ['id 0', withChange((i) => (i.id = 0))],
    ['a negative id', withChange((i) => (i.id = -1))],
    ['a fractional id', withChange((i) => (i.id = 1.5))],
    ['a NaN id', withChange((i) => (i.id = Number.NaN))],
    ['an unsafe integer id', withChange((i) => (i.id = 2 ** 53))],
    ['an id with a colon', withChange((i) => ((i.chainNamespace = 'solana'), (i.id = 'a:b')))],
    [
      'an id over 32 characters',
      withChange((i) => ((i.chainNamespace = 'x-y'), (i.id = 'a'.repeat(33)))),
    ],
    ['an eip155 id given as a string', withChange((i) => (i.id = '1'))],
    ['an upper-case namespace', withChange((i) => (i.chainNamespace = 'EIP155'))],
    ['a namespace under 3 characters', withChange((i) => (i.chainNamespace = 'ab'))],
    ['a namespace over 8 characters', withChange((i) => (i.chainNamespace = 'ninechars'))],
    ['a namespace with a colon', withChange((i) => (i.chainNamespace = 'ei:p155'))],
    ['a caipNetworkId that does not match', withChange((i) => (i.caipNetworkId = 'eip155:1'))],
    ['a missing nativeCurrency', withChange((i) => delete i.nativeCurrency)],
    [
      'an empty currency symbol',
      withChange((i) => ((i.nativeCurrency as Record<string, unknown>).symbol = '')),
    ],
    [
      'an empty currency name',
      withChange((i) => ((i.nativeCurrency as Record<string, unknown>).name = '')),
    ],
    [
      'fractional decimals',
      withChange((i) => ((i.nativeCurrency as Record<string, unknown>).decimals = 1.5)),
    ],
    [
      'negative decimals',
      withChange((i) => ((i.nativeCurrency as Record<string, unknown>).decimals = -1)),
    ],
    [
      '37 decimals',
      withChange((i) => ((i.nativeCurrency as Record<string, unknown>).decimals = 37)),
    ],
    [
      'decimals as a string',
      withChange((i) => ((i.nativeCurrency as Record<string, unknown>).decimals = '18')),
    ],
    ['a missing rpcUrls', withChange((i) => delete i.rpcUrls)],
    ['an empty http list', withChange((i) => (i.rpcUrls = { default: { http: [] } }))],
    [
      'an http list that is a string',
      withChange((i) => (i.rpcUrls = { default: { http: 'https://rpc.example' } })),
    ],
    [
      'an http URL that does not parse',
      withChange((i) => (i.rpcUrls = { default: { http: ['not a url'] } })),
    ],
    [
      'a ws URL in the http list',
      withChange((i) => (i.rpcUrls = { default: { http: ['wss://rpc.example'] } })),
    ],
    [
      'an ftp URL in the http list',
      withChange((i) => (i.rpcUrls = { default: { http: ['ftp://rpc.example'] } })),
    ],
    ['a relative http URL', withChange((i) => (i.rpcUrls = { default: { http: ['/rpc'] } }))],
    ['a non-string http URL', withChange((i) => (i.rpcUrls = { default: { http: [8545] } }))],
    [
      'an https URL in the webSocket list',
      withChange(
        (i) =>
          (i.rpcUrls = {
            default: { http: ['https://rpc.example'], webSocket: ['https://rpc.example'] },
          }),
      ),
    ],
    [
      'a webSocket list that is not an array',
      withChange(
        (i) =>
          (i.rpcUrls = {
            default: { http: ['https://rpc.example'], webSocket: 'wss://rpc.example' },
          }),
      ),
    ],
    [
      'a javascript: explorer URL',
      withChange(
        (i) => (i.blockExplorers = { default: { name: 'X', url: 'javascript:alert(1)' } }),
      ),
    ],
    [
      'an explorer without a name',
      withChange((i) => (i.blockExplorers = { default: { name: '', url: 'https://x.example' } })),
    ],
    ['an explorer without default', withChange((i) => (i.blockExplorers = {}))],
    ['testnet as a string', withChange((i) => (i.testnet = 'yes'))],
    [
      'a javascript: image URL',
      withChange((i) => (i.assets = { imageUrl: 'javascript:alert(1)' })),
    ],
    ['an empty imageId', withChange((i) => (i.assets = { imageId: '' }))],
  ];

  it.each(badInputs)('rejects %s', (_case, input) => {
    const error = thrownBy(() => defineNetwork(input));
    expect(error).toBeInstanceOf(ConfigurationError);
    expect(error).toMatchObject({ code: 'INVALID_NETWORK' });
  });

  it('names the network and the rule in the message', () => {
    expect(thrownBy(() => defineNetwork(withChange((i) => (i.id = '1'))))).toMatchObject({
      message: MESSAGES.networkEip155IdNotNumber('Local Anvil', '1'),
    });
    const decimals = withChange(
      (i) => ((i.nativeCurrency as Record<string, unknown>).decimals = 37),
    );
    expect(thrownBy(() => defineNetwork(decimals))).toMatchObject({
      message: MESSAGES.networkDecimalsInvalid('Local Anvil', '37', 36),
    });
    const mismatch = withChange((i) => (i.caipNetworkId = 'eip155:1'));
    expect(thrownBy(() => defineNetwork(mismatch))).toMatchObject({
      message: MESSAGES.networkCaipIdMismatch('Local Anvil', 'eip155:1', 'eip155:31337'),
    });
  });
});

describe('defineNetwork properties', () => {
  const namespace = fc.stringMatching(/^[-a-z0-9]{3,8}$/).filter((ns) => ns !== 'eip155');
  const reference = fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/);
  const text = fc.string({ minLength: 1 }).filter((s) => s.trim() !== '');
  // https only: plain http is refused off loopback (networkTransports.test.ts).
  const httpUrl = fc.webUrl({ validSchemes: ['https'] });

  it('accepts every CAIP-2 namespace and reference and joins them with one colon', () => {
    fc.assert(
      fc.property(namespace, reference, text, httpUrl, (chainNamespace, id, name, url) => {
        const input: NetworkInput = {
          id,
          chainNamespace,
          name,
          nativeCurrency: { name, symbol: name, decimals: 9 },
          rpcUrls: { default: { http: [url] } },
        };
        const before = structuredClone(input);
        const network = defineNetwork(input);
        expect(network.caipNetworkId).toBe(`${chainNamespace}:${id}`);
        expect(network.caipNetworkId.split(':')).toEqual([chainNamespace, id]);
        expect(input).toEqual(before);
        expect(isDeepFrozen(network)).toBe(true);
      }),
    );
  });

  it('accepts every positive safe integer as an eip155 id', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (id) => {
        expect(defineNetwork({ ...validInput(), id }).caipNetworkId).toBe(`eip155:${id}`);
      }),
    );
  });

  it('throws only ConfigurationError, whatever a field holds', () => {
    const fields = [
      'id',
      'chainNamespace',
      'name',
      'nativeCurrency',
      'rpcUrls',
      'blockExplorers',
      'testnet',
      'assets',
      'caipNetworkId',
    ];
    fc.assert(
      fc.property(fc.constantFrom(...fields), fc.anything(), (field, value) => {
        const input = withChange((i) => (i[field] = value));
        try {
          defineNetwork(input);
        } catch (error) {
          expect(error).toBeInstanceOf(ConfigurationError);
        }
      }),
    );
  });

  it('throws only ConfigurationError for any input at all', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(() => defineNetwork(input as NetworkInput)).toThrow(ConfigurationError);
      }),
    );
  });
});
