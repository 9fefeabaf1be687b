import { resolveServerConfig, type ServerConfigInput, type UniswapV2Config } from './config';
import { ConfigError } from './errors';

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const chains: ServerConfigInput['chains'] = [
  {
    caipNetworkId: 'eip155:31337',
    name: 'Portico Local',
    rpcUrl: 'http://127.0.0.1:8545',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    tokens: [{ address: TOKEN, symbol: 'PDT', name: 'Portico Demo Token', decimals: 18 }],
  },
];
const exchange: UniswapV2Config = {
  caipNetworkId: 'eip155:31337',
  router: '0x0000000000000000000000000000000000000001',
  factory: '0x0000000000000000000000000000000000000002',
  weth: '0x0000000000000000000000000000000000000003',
  tokens: [TOKEN.toLowerCase() as `0x${string}`],
};
const withExchange = (overrides: Partial<Record<keyof UniswapV2Config, unknown>>) => () =>
  resolveServerConfig({ chains, uniswapV2: [{ ...exchange, ...overrides } as UniswapV2Config] });

describe('config.uniswapV2 is checked at start', () => {
  it('defaults to none, and takes an exchange on a configured chain with its own tokens', () => {
    expect(resolveServerConfig({ chains }).uniswapV2).toEqual([]);
    expect(resolveServerConfig({ chains, uniswapV2: [exchange] }).uniswapV2).toEqual([exchange]);
  });

  it('refuses a chain the server does not serve', () => {
    expect(withExchange({ caipNetworkId: 'eip155:1' })).toThrow(
      new ConfigError('uniswapV2: eip155:1 is not one of the configured eip155 chains'),
    );
  });

  it('refuses two exchanges on one chain', () => {
    expect(() => resolveServerConfig({ chains, uniswapV2: [exchange, exchange] })).toThrow(
      'uniswapV2: eip155:31337 has more than one exchange',
    );
  });

  it('refuses a router, factory or WETH that is not a 0x address', () => {
    expect(withExchange({ router: 'router' })).toThrow(
      'uniswapV2 eip155:31337: router must be a 0x address, not router',
    );
    expect(withExchange({ factory: undefined })).toThrow('factory must be a 0x address');
    expect(withExchange({ weth: '0x1234' })).toThrow('weth must be a 0x address');
  });

  it("refuses a token that is not one of the chain's configured tokens (names and decimals)", () => {
    const other = '0x000000000000000000000000000000000000dEaD';
    expect(withExchange({ tokens: [other] })).toThrow(
      `uniswapV2 eip155:31337: the token ${other} is not one of the chain's configured tokens`,
    );
    expect(withExchange({ tokens: 'all' })).toThrow(ConfigError);
  });
});
