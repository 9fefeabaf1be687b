import { ConfigurationError } from '@portico/core';
import {
  bitcoin,
  bitcoinSignet,
  bitcoinTestnet,
  defineNetwork,
  mainnet,
} from '@portico/core/networks';
import { addressFormatOf } from './addressFormats';
import { bitcoinRegtest } from './bitcoinRegtest';

const customSignet = defineNetwork({
  id: '00000123456789abcdef0123456789ab',
  chainNamespace: 'bip122',
  name: 'Custom Signet',
  nativeCurrency: { name: 'Bitcoin', symbol: 'sBTC', decimals: 8 },
  rpcUrls: { default: { http: ['https://signet.example/api'] } },
});

describe('addressFormatOf', () => {
  it('mainnet → mainnet, testnet3 and signet → testnet, regtest → regtest', () => {
    expect(addressFormatOf(bitcoin)).toBe('mainnet');
    expect(addressFormatOf(bitcoinTestnet)).toBe('testnet');
    expect(addressFormatOf(bitcoinSignet)).toBe('testnet');
    expect(addressFormatOf(bitcoinRegtest('http://127.0.0.1:3002'))).toBe('regtest');
  });

  it('another bip122 network: the addressFormats option, else a ConfigurationError that says what to set', () => {
    expect(addressFormatOf(customSignet, { [customSignet.caipNetworkId]: 'testnet' })).toBe(
      'testnet',
    );
    expect(() => addressFormatOf(customSignet)).toThrow(ConfigurationError);
    expect(() => addressFormatOf(customSignet)).toThrow(/addressFormats/);
    expect(() => addressFormatOf(customSignet, {})).toThrow(
      expect.objectContaining({ code: 'BITCOIN_UNKNOWN_NETWORK' }),
    );
  });

  it('refuses a format that is not one of the three, an inherited key, and a network of another namespace', () => {
    const bad = { [customSignet.caipNetworkId]: 'litecoin' } as never;
    expect(() => addressFormatOf(customSignet, bad)).toThrow(ConfigurationError);
    const inherited = Object.create({ [customSignet.caipNetworkId]: 'mainnet' }) as never;
    expect(() => addressFormatOf(customSignet, inherited)).toThrow(ConfigurationError);
    expect(() => addressFormatOf(mainnet, { [mainnet.caipNetworkId]: 'mainnet' } as never)).toThrow(
      ConfigurationError,
    );
  });
});
