import fc from 'fast-check';
import { InvalidRequestError } from '../errors';
import { createChainRegistry } from './chainRegistry';
import { readChain, readChainsOrAll, readEip155ChainIdFormat } from './chainQuery';

// No request reaches a node here: the registry only builds clients.
const config = (caipNetworkId: string) => ({
  caipNetworkId,
  name: caipNetworkId,
  rpcUrl: 'http://127.0.0.1:9',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  tokens: [],
});
const registry = createChainRegistry([config('eip155:1'), config('eip155:31337')]);

describe('readChain', () => {
  it('finds a configured chain by its exact CAIP-2 id', () => {
    expect(readChain(registry, 'eip155:31337').config.caipNetworkId).toBe('eip155:31337');
  });

  it('refuses with 400 any other text, naming it', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        if (text === 'eip155:1' || text === 'eip155:31337') return;
        expect(() => readChain(registry, text)).toThrow(InvalidRequestError);
      }),
    );
    expect(() => readChain(registry, 'EIP155:1')).toThrow('Unknown chain: EIP155:1');
    expect(() => readChain(registry, undefined)).toThrow('The query parameter chainId is required');
  });

  it('reads every chain when none is named', () => {
    expect(readChainsOrAll(registry, undefined)).toHaveLength(2);
    expect(readChainsOrAll(registry, '')).toHaveLength(2);
    expect(readChainsOrAll(registry, 'eip155:1')).toHaveLength(1);
  });
});

describe('readEip155ChainIdFormat', () => {
  it('accepts any eip155 CAIP-2 id, configured or not, and refuses other text with 400', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const valid = text === '' || /^eip155:[1-9][0-9]{0,31}$/.test(text);
        if (valid) expect(readEip155ChainIdFormat(text)).toBe(text || undefined);
        else expect(() => readEip155ChainIdFormat(text)).toThrow(InvalidRequestError);
      }),
    );
    expect(readEip155ChainIdFormat('eip155:8453')).toBe('eip155:8453');
    expect(() => readEip155ChainIdFormat('eip155:01')).toThrow(InvalidRequestError);
  });
});
