import assert from 'node:assert/strict';
import { MESSAGES } from '@portico/core';
import { verifyMessage, verifyTypedData, type Address, type Hex } from 'viem';
import type { IntegrationCase } from '../integrationCase';

const MESSAGE = 'Sign in to Portico on 127.0.0.1: nonce 8f3a';

const AMOUNT = 123_456_789_123_456_789_000_000_000n;

/** EIP-712 typed data as an app passes it (the standard's JSON object, uint256 as text). */
function mailTypedData(chainId: number, verifyingContract: Address, from: string) {
  return {
    domain: { name: 'Portico Mail', version: '1', chainId, verifyingContract },
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
      Mail: [
        { name: 'from', type: 'address' },
        { name: 'contents', type: 'string' },
        { name: 'amount', type: 'uint256' },
      ],
    },
    primaryType: 'Mail',
    message: { from, contents: 'Hello from Portico', amount: AMOUNT.toString() },
  } as const;
}

export const SIGNING_CASES: readonly IntegrationCase[] = [
  {
    name: 'signs a message (personal_sign) with a signature that verifies for the connected address (viem verifyMessage)',
    async run({ open }) {
      const page = open();
      const { address } = await page.connect();
      const signature = await page.adapter.signMessage({
        connector: await page.connector(),
        address,
        message: MESSAGE,
      });
      assert.ok(page.requests.includes('personal_sign'));
      const verify = (message: string) =>
        verifyMessage({ address: address as Address, message, signature: signature as Hex });
      assert.equal(await verify(MESSAGE), true);
      assert.equal(await verify(`${MESSAGE}!`), false);
    },
  },
  {
    name: 'signs EIP-712 typed data (eth_signTypedData_v4) with a signature that verifies for the connected address (viem verifyTypedData)',
    async run({ open, chains }) {
      const page = open();
      const { address } = await page.connect();
      assert.ok(page.adapter.signTypedData, 'the adapter signs typed data');
      const typedData = mailTypedData(31337, chains.token, address);
      const signature = await page.adapter.signTypedData({
        connector: await page.connector(),
        address,
        typedData,
      });
      assert.ok(page.requests.includes('eth_signTypedData_v4'));
      // What was signed, with the amount as the exact bigint it must have stayed (viem
      // derives EIP712Domain from the domain's fields, in the order the app listed them).
      const verify = (contents: string) =>
        verifyTypedData({
          domain: typedData.domain,
          types: { Mail: typedData.types.Mail },
          primaryType: 'Mail',
          message: { from: address as Address, contents, amount: AMOUNT },
          address: address as Address,
          signature: signature as Hex,
        });
      assert.equal(await verify(typedData.message.contents), true);
      assert.equal(await verify('Hello from someone else'), false);
    },
  },
  {
    name: `gives '${MESSAGES.signatureDeclined}' when the user rejects a message signature (4001)`,
    async run({ open }) {
      const page = open();
      const { address } = await page.connect();
      page.wallet.control.rejectNext('personal_sign');
      const connector = await page.connector();
      await assert.rejects(page.adapter.signMessage({ connector, address, message: MESSAGE }), {
        message: MESSAGES.signatureDeclined,
      });
    },
  },
  {
    name: `gives '${MESSAGES.signatureDeclined}' when the user rejects a typed-data signature (4001)`,
    async run({ open, chains }) {
      const page = open();
      const { address } = await page.connect();
      assert.ok(page.adapter.signTypedData, 'the adapter signs typed data');
      page.wallet.control.rejectNext('eth_signTypedData_v4');
      const typedData = mailTypedData(31337, chains.token, address);
      const connector = await page.connector();
      await assert.rejects(page.adapter.signTypedData({ connector, address, typedData }), {
        message: MESSAGES.signatureDeclined,
      });
    },
  },
];
