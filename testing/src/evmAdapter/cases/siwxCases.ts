import assert from 'node:assert/strict';
import type { SiwxMessageData } from '@portico/core';
import { type Address, type Hex } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import type { IntegrationCase } from '../integrationCase';

export const SIWX_CASES: readonly IntegrationCase[] = [
  {
    name: 'loadSiwxFormat writes EIP-4361 (viem parseSiweMessage reads it back, chain id as a number) and the wallet signature of it verifies on anvil (viem verifySiweMessage)',
    async run({ open, onChain }) {
      const page = open();
      const { address } = await page.connect();
      assert.ok(page.adapter.loadSiwxFormat, 'the adapter has a sign-in text');
      const format = await page.adapter.loadSiwxFormat();
      assert.equal(format.namespace, 'eip155');
      const data: SiwxMessageData = {
        // Lower case, as some wallets report it: the text carries the checksummed address.
        accountAddress: address.toLowerCase(),
        chainId: 'eip155:31337',
        domain: '127.0.0.1:5173',
        uri: 'http://127.0.0.1:5173',
        version: '1',
        nonce: 'n0nce0f16chars00',
        statement: 'Sign in to Portico.',
        issuedAt: '2026-11-27T02:00:00.000Z',
        expirationTime: '2099-11-28T02:00:00.000Z',
        resources: ['https://127.0.0.1:5173/terms'],
      };
      const message = format.format(data);
      const parsed = parseSiweMessage(message);
      assert.equal(parsed.address, address);
      assert.equal(parsed.chainId, 31337);
      assert.equal(parsed.nonce, data.nonce);
      assert.equal(parsed.statement, data.statement);
      assert.equal(parsed.issuedAt?.toISOString(), data.issuedAt);
      assert.deepEqual(parsed.resources, data.resources);
      assert.throws(() => format.format({ ...data, chainId: 'solana:mainnet' }), /eip155/);

      const signature = await page.portico.signMessage({ message, namespace: 'eip155' });
      const verify = (text: string) =>
        onChain(0).verifySiweMessage({
          message: text,
          signature: signature as Hex,
          address: address as Address,
          domain: data.domain,
          nonce: data.nonce,
        });
      assert.equal(await verify(message), true);
      assert.equal(await verify(message.replace('Sign in to Portico.', 'Sign in to X.')), false);
    },
  },
];
