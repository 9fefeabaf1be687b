import type { SiwxMessageData } from '../contracts/siwx';
import {
  SiwxMessageError,
  formatSolanaSignInMessage,
  parseSolanaSignInMessage,
  solanaChainIdFromText,
  solanaChainIdText,
} from './solanaMessage';

const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const ADDRESS = 'GEXe8pN8JDmJ4wsyoDVm5yCs3YeUt3tYvHtoLCBTnPVb';

const minimal: SiwxMessageData = {
  domain: 'app.example.com',
  accountAddress: ADDRESS,
  chainId: MAINNET,
  uri: 'https://app.example.com',
  version: '1',
  nonce: 'abcDEF123456',
  issuedAt: '2026-11-27T02:00:00.000Z',
};

const full: SiwxMessageData = {
  ...minimal,
  statement: 'Sign in to Example.',
  expirationTime: '2026-11-28T02:00:00.000Z',
  notBefore: '2026-11-27T01:59:00.000Z',
  requestId: 'req-42',
  resources: ['https://app.example.com/terms', 'ipfs://bafybeigdyr'],
};

describe('Sign-In With Solana text', () => {
  it('writes the Wallet Standard text with every field, in its order', () => {
    expect(formatSolanaSignInMessage(full)).toBe(
      [
        `app.example.com wants you to sign in with your Solana account:`,
        ADDRESS,
        '',
        'Sign in to Example.',
        '',
        'URI: https://app.example.com',
        'Version: 1',
        'Chain ID: mainnet',
        'Nonce: abcDEF123456',
        'Issued At: 2026-11-27T02:00:00.000Z',
        'Expiration Time: 2026-11-28T02:00:00.000Z',
        'Not Before: 2026-11-27T01:59:00.000Z',
        'Request ID: req-42',
        'Resources:',
        '- https://app.example.com/terms',
        '- ipfs://bafybeigdyr',
      ].join('\n'),
    );
  });

  it('leaves out the statement and optional fields that are not set', () => {
    expect(formatSolanaSignInMessage(minimal)).toBe(
      [
        `app.example.com wants you to sign in with your Solana account:`,
        ADDRESS,
        '',
        'URI: https://app.example.com',
        'Version: 1',
        'Chain ID: mainnet',
        'Nonce: abcDEF123456',
        'Issued At: 2026-11-27T02:00:00.000Z',
      ].join('\n'),
    );
  });

  it.each([
    ['every field', full],
    ['no optional field', minimal],
    ['a statement only', { ...minimal, statement: 'Hello: URI: not a field' }],
    ['resources only', { ...minimal, resources: ['https://a.example/x'] }],
    ['an empty resource list', { ...minimal, resources: [] }],
    ['devnet', { ...minimal, chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' }],
    ['testnet', { ...minimal, chainId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z' }],
    ['an unknown chain reference', { ...minimal, chainId: 'solana:localnet-8899' }],
  ])('reads back what it writes: %s', (_name, data: SiwxMessageData) => {
    expect(parseSolanaSignInMessage(formatSolanaSignInMessage(data))).toEqual(data);
  });

  it('keeps an unknown chain reference as the text names it', () => {
    const text = formatSolanaSignInMessage({ ...minimal, chainId: 'solana:localnet-8899' });
    expect(text).toContain('\nChain ID: localnet-8899\n');
    expect(solanaChainIdFromText('localnet-8899')).toBe('solana:localnet-8899');
    expect(solanaChainIdText('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toBe('devnet');
    expect(solanaChainIdFromText('testnet')).toBe('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z');
  });

  it('refuses a statement with a line break', () => {
    for (const statement of ['two\nlines', 'two\r\nlines', 'a\n\nURI: https://evil.example']) {
      expect(() => formatSolanaSignInMessage({ ...minimal, statement })).toThrow(
        new SiwxMessageError('statement must not contain a line break'),
      );
    }
  });

  it('refuses fields that would break the text and chains of another namespace', () => {
    expect(() => formatSolanaSignInMessage({ ...minimal, chainId: 'eip155:1' })).toThrow(
      SiwxMessageError,
    );
    expect(() => formatSolanaSignInMessage({ ...minimal, nonce: 'short' })).toThrow(
      'nonce must be at least 8 alphanumeric characters',
    );
    expect(() => formatSolanaSignInMessage({ ...minimal, uri: 'https://a\nNonce: x' })).toThrow(
      SiwxMessageError,
    );
    expect(() =>
      formatSolanaSignInMessage({ ...minimal, resources: ['https://a.example/\n- x'] }),
    ).toThrow(SiwxMessageError);
  });

  it('refuses texts that are not the canonical form', () => {
    const text = formatSolanaSignInMessage(full);
    const refused = [
      '',
      'hello',
      text.replace('Version: 1', 'Version: 2'),
      text.replace('Nonce: abcDEF123456\n', ''),
      text.replace('URI: https://app.example.com\n', ''),
      text.replace('Issued At', 'Issued at'),
      // Fields out of order.
      text.replace('Version: 1\nChain ID: mainnet', 'Chain ID: mainnet\nVersion: 1'),
      // A repeated field.
      text.replace('Nonce: abcDEF123456', 'Nonce: abcDEF123456\nNonce: abcDEF123457'),
      // An unknown line, a trailing line break, Windows line ends, an extra blank line.
      `${text}\nExtra: 1`,
      `${text}\n`,
      text.replace(/\n/g, '\r\n'),
      text.replace('\n\nURI', '\n\n\nURI'),
      text.replace('Chain ID: mainnet', 'Chain ID: not a reference!'),
    ];
    for (const message of refused) {
      expect(() => parseSolanaSignInMessage(message)).toThrow(SiwxMessageError);
    }
  });
});
