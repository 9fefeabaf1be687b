import { loadServerConfig, resolveServerConfig, type SolanaChainConfig } from './config';
import { ConfigError } from './errors';

const solana = (overrides: Partial<SolanaChainConfig> = {}): SolanaChainConfig => ({
  caipNetworkId: 'solana:localnet',
  name: 'Local',
  rpcUrl: 'http://127.0.0.1:8899',
  tokens: [
    {
      mint: 'nowAfiByViBTf7X9wiVVaoC7PM8R5r7DzQ8Exch3kGP',
      symbol: 'PDS',
      name: 'PDS',
      decimals: 6,
    },
  ],
  ...overrides,
});

describe('resolveServerConfig: Solana chains', () => {
  it('has none by default and keeps the configured ones', () => {
    expect(resolveServerConfig().solanaChains).toEqual([]);
    const mainnet = solana({ caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' });
    expect(resolveServerConfig({ solanaChains: [solana(), mainnet] }).solanaChains).toEqual([
      solana(),
      mainnet,
    ]);
  });

  it('refuses an id outside the solana namespace, a repeated id and a mint that is not base58', () => {
    const refused = (input: Parameters<typeof resolveServerConfig>[0]) => {
      try {
        resolveServerConfig(input);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error('accepted');
    };
    expect(refused({ solanaChains: [solana({ caipNetworkId: 'eip155:1' })] })).toBe(
      'A Solana chain must have a solana CAIP-2 id like solana:localnet, not eip155:1',
    );
    expect(refused({ solanaChains: [solana(), solana()] })).toBe(
      'The chain solana:localnet is configured twice',
    );
    const badMint = { mint: '0x1234', symbol: 'X', name: 'X', decimals: 0 };
    expect(refused({ solanaChains: [solana({ tokens: [badMint] })] })).toBe(
      'A token of solana:localnet must have a base58 mint address, not 0x1234',
    );
  });
});

describe('quotas: rate limits, analytics cap, RPC proxy caps', () => {
  it('has generous defaults', () => {
    const config = resolveServerConfig();
    expect(config.rateLimit).toEqual({
      windowSeconds: 60,
      perIp: 3_000,
      perProject: 30_000,
      maxKeys: 50_000,
    });
    expect(config.analytics).toEqual({ enabled: true, maxEvents: 100_000, maxEventBytes: 8192 });
    expect(config.rpcProxy).toEqual({ maxLogsBlockRange: 10_000, maxResponseBytes: 4_194_304 });
  });

  it('reads the environment over the file and the defaults', () => {
    const config = loadServerConfig(undefined, {
      PORTICO_RATE_LIMIT_WINDOW_SECONDS: '10',
      PORTICO_RATE_LIMIT_PER_IP: '0',
      PORTICO_RATE_LIMIT_PER_PROJECT: '500',
      PORTICO_ANALYTICS_MAX_EVENTS: '1000',
    });
    expect(config.rateLimit).toMatchObject({ windowSeconds: 10, perIp: 0, perProject: 500 });
    expect(config.analytics).toMatchObject({ enabled: true, maxEvents: 1000 });
    expect(loadServerConfig(undefined, { PORTICO_RATE_LIMIT_PER_IP: '' }).rateLimit.perIp).toBe(
      3000,
    );
  });

  it('refuses a value that is not a whole number in range', () => {
    expect(() => loadServerConfig(undefined, { PORTICO_RATE_LIMIT_PER_IP: '-1' })).toThrow(
      'PORTICO_RATE_LIMIT_PER_IP must be a whole number from 0 up, not -1',
    );
    expect(() => loadServerConfig(undefined, { PORTICO_ANALYTICS_MAX_EVENTS: '1e3' })).toThrow(
      ConfigError,
    );
    expect(() => resolveServerConfig({ rateLimit: { windowSeconds: 0 } })).toThrow(
      'rateLimit.windowSeconds must be a whole number from 1 up, not 0',
    );
    expect(() => resolveServerConfig({ rpcProxy: { maxResponseBytes: 1.5 } })).toThrow(
      'rpcProxy.maxResponseBytes must be a whole number from 1 up, not 1.5',
    );
  });
});
