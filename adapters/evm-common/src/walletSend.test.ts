import { ChainNotSupportedError, MESSAGES, SendFailedError } from '@portico/core';
import { defineNetwork } from '@portico/core/networks';
import {
  createTestWallet,
  startAnvil,
  type AnvilInstance,
  type TestWallet,
} from '@portico/testing';
import { createPublicClient, http, type Address } from 'viem';
import { localNetwork } from './__fixtures__/localChain';
import { evmChainId, sendFromWallet } from './walletSend';

let node: AnvilInstance | undefined;
let wallet: TestWallet;
let from: string;
const to = '0x000000000000000000000000000000000000bEEF';

beforeAll(async () => {
  node = await startAnvil({ chainId: 31337 });
});
afterAll(async () => {
  await node?.stop();
});
beforeEach(async () => {
  wallet = createTestWallet({ chains: [{ chainId: 31337, rpcUrl: node!.url }] });
  [from] = (await wallet.request({ method: 'eth_requestAccounts' })) as [string];
});

const balanceOf = (address: string) =>
  createPublicClient({ transport: http(node!.url, { retryCount: 0 }) }).getBalance({
    address: address as Address,
  });

describe('sendFromWallet', () => {
  it('sends through the wallet and returns the transaction hash; the value lands exactly', async () => {
    const before = await balanceOf(to);
    const hash = await sendFromWallet(wallet.provider, localNetwork(node!), {
      from,
      to,
      value: 123_456_789_123_456_789n,
    });
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect((await balanceOf(to)) - before).toBe(123_456_789_123_456_789n);
  });

  it('sends with the gas limit given, and lets the wallet estimate without one', async () => {
    const client = createPublicClient({ transport: http(node!.url, { retryCount: 0 }) });
    const limitOf = async (hash: string) =>
      (await client.getTransaction({ hash: hash as `0x${string}` })).gas;
    const given = await sendFromWallet(wallet.provider, localNetwork(node!), {
      from,
      to,
      value: 1n,
      gas: 54_321n,
    });
    expect(await limitOf(given)).toBe(54_321n);
    const estimated = await sendFromWallet(wallet.provider, localNetwork(node!), {
      from,
      to,
      value: 1n,
    });
    expect(await limitOf(estimated)).not.toBe(54_321n);
  });

  it(`gives '${MESSAGES.somethingWentWrong}' when the wallet is on another chain than the network`, async () => {
    const elsewhere = defineNetwork({
      ...localNetwork(node!),
      id: 31338,
      caipNetworkId: undefined,
    });
    await expect(
      sendFromWallet(wallet.provider, elsewhere, { from, to, value: 1n }),
    ).rejects.toThrow(MESSAGES.somethingWentWrong);
  });

  it(`gives '${MESSAGES.somethingWentWrong}' for an answer that is not a transaction hash (answer replaced: the test wallet always answers a hash)`, async () => {
    const odd = { request: async () => 'sent!' };
    await expect(sendFromWallet(odd, localNetwork(node!), { from, to })).rejects.toBeInstanceOf(
      SendFailedError,
    );
  });
});

describe('evmChainId', () => {
  it('gives the numeric id of an eip155 network and refuses any other', () => {
    expect(evmChainId(localNetwork(node!))).toBe(31337);
    const solanaLike = { ...localNetwork(node!), id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' };
    expect(() => evmChainId(solanaLike)).toThrow(ChainNotSupportedError);
  });
});
