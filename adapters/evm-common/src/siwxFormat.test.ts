import type { SiwxMessageData } from '@portico/core';
import { parseSiweMessage } from 'viem/siwe';
import { eip155ChainNumber, formatSiweMessage } from './siwxFormat';

const data: SiwxMessageData = {
  accountAddress: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
  chainId: 'eip155:137',
  domain: 'app.example.com',
  uri: 'https://app.example.com/login',
  version: '1',
  nonce: 'abcDEF123456',
  issuedAt: '2026-11-27T02:00:00.000Z',
};

describe('the eip155 sign-in text', () => {
  it('is EIP-4361 with the CAIP-2 reference as its chain id and the checksummed address', () => {
    const message = formatSiweMessage(data);
    expect(message).toContain('\nChain ID: 137\n');
    expect(parseSiweMessage(message)).toEqual({
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      chainId: 137,
      domain: data.domain,
      uri: data.uri,
      version: '1',
      nonce: data.nonce,
      issuedAt: new Date(data.issuedAt),
    });
  });

  it('keeps the optional fields', () => {
    const parsed = parseSiweMessage(
      formatSiweMessage({
        ...data,
        statement: 'Sign in.',
        expirationTime: '2026-11-28T02:00:00.000Z',
        notBefore: '2026-11-27T01:00:00.000Z',
        requestId: 'r-1',
        resources: ['https://app.example.com/a', 'ipfs://bafy'],
      }),
    );
    expect(parsed).toMatchObject({
      statement: 'Sign in.',
      expirationTime: new Date('2026-11-28T02:00:00.000Z'),
      notBefore: new Date('2026-11-27T01:00:00.000Z'),
      requestId: 'r-1',
      resources: ['https://app.example.com/a', 'ipfs://bafy'],
    });
  });

  it('refuses chain ids that are not eip155, a statement with a line break, a bad time', () => {
    for (const chainId of [
      '1',
      'eip155:',
      'eip155:01',
      'solana:1',
      'eip155:1:2',
      'eip155:99999999999999999',
    ]) {
      expect(() => eip155ChainNumber(chainId)).toThrow('Not an eip155 chain id');
    }
    expect(() => formatSiweMessage({ ...data, statement: 'a\nb' })).toThrow();
    expect(() => formatSiweMessage({ ...data, issuedAt: 'yesterday' })).toThrow('issuedAt');
  });
});
