import { createWalletClient, custom, encodeFunctionData, type Address } from 'viem';
import { foundry } from 'viem/chains';
import type { AnvilInstance } from './anvil';
import { ANVIL_ACCOUNTS } from './anvilAccounts';
import {
  publicClientOf,
  readTokenBalance,
  startWalletWithToken,
  tokenOwner,
} from './__fixtures__/walletWithToken';
import { erc20Abi } from './erc20/artifact';
import { createTestWallet, type TestWallet } from './testWallet';
import { CALLS_STATUS, type CallsStatus } from './walletCalls';

const owner = tokenOwner;
const payee = '0x000000000000000000000000000000000000feed' as Address;

let node: AnvilInstance;
let token: Address;
let wallet: TestWallet;

beforeAll(async () => {
  ({ node, token, wallet } = await startWalletWithToken());
});

afterAll(() => node?.stop());

const chain = () => publicClientOf(node);
const tokenBalance = (address: Address) => readTokenBalance(node, token, address);
const transferCall = (amount: bigint) => ({
  to: token,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [payee, amount] }),
});

async function settledStatus(target: TestWallet, id: string): Promise<CallsStatus> {
  for (let i = 0; i < 200; i++) {
    const status = (await target.request({
      method: 'wallet_getCallsStatus',
      params: [id],
    })) as CallsStatus;
    if (status.status !== CALLS_STATUS.pending) return status;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`batch ${id} still pending`);
}

const sendCalls = (request: Record<string, unknown>, target: TestWallet = wallet) =>
  target.request({
    method: 'wallet_sendCalls',
    params: [{ version: '2.0.0', chainId: '0x7a69', atomicRequired: false, ...request }],
  }) as Promise<{ id: string }>;

describe('test wallet: EIP-5792 capabilities', () => {
  it('wallet_getCapabilities answers per hex chain id, atomic supported by default', async () => {
    expect(
      await wallet.request({ method: 'wallet_getCapabilities', params: [owner.address] }),
    ).toEqual({ '0x7a69': { atomic: { status: 'supported' } } });
  });

  it('reports configured capabilities, and setCapabilities changes them', async () => {
    const configured = createTestWallet({
      chains: [{ chainId: 31337, rpcUrl: node.url }],
      capabilities: { 31337: { atomic: { status: 'unsupported' }, paymasterService: {} } },
    });
    await configured.request({ method: 'eth_requestAccounts' });
    const dapp = createWalletClient({ transport: custom(configured.provider) });
    const [account] = await dapp.getAddresses();
    expect(await dapp.getCapabilities({ account: account!, chainId: 31337 })).toEqual({
      atomic: { status: 'unsupported' },
      paymasterService: {},
    });
    configured.control.setCapabilities(31337, { atomic: { status: 'ready' } });
    expect(
      await configured.request({
        method: 'wallet_getCapabilities',
        params: [account, ['0x7a69', '0x1']],
      }),
    ).toEqual({ '0x7a69': { atomic: { status: 'ready' } } });
  });

  it('wallet_getCapabilities for an address that is not connected fails with 4100', async () => {
    await expect(
      wallet.request({ method: 'wallet_getCapabilities', params: [ANVIL_ACCOUNTS[3]!.address] }),
    ).rejects.toMatchObject({ code: 4100 });
  });
});

describe('test wallet: EIP-5792 wallet_sendCalls', () => {
  it('executes the calls in order as real transactions and reports 200 with receipts', async () => {
    const before = await tokenBalance(payee);
    const { id } = await sendCalls({ calls: [transferCall(10n), transferCall(20n)] });
    expect(id).toMatch(/^0x[0-9a-f]{64}$/);
    const status = await settledStatus(wallet, id);
    expect(status).toMatchObject({
      version: '2.0.0',
      id,
      chainId: '0x7a69',
      status: 200,
      atomic: false,
    });
    expect(status.receipts).toHaveLength(2);
    expect(status.receipts!.every((r) => r.status === '0x1' && r.logs.length === 1)).toBe(true);
    expect(await tokenBalance(payee)).toBe(before + 30n);
  });

  it("works end to end with viem's sendCalls and waitForCallsStatus", async () => {
    const dapp = createWalletClient({ transport: custom(wallet.provider) });
    const before = await chain().getBalance({ address: payee });
    const { id } = await dapp.sendCalls({
      account: owner.address,
      chain: foundry, // id 31337; its default RPC URL is unused behind custom()
      calls: [{ to: payee, value: 7n }, transferCall(1n)],
    });
    const result = await dapp.waitForCallsStatus({ id, pollingInterval: 20 });
    expect(result.status).toBe('success');
    expect(result.receipts).toHaveLength(2);
    expect(await chain().getBalance({ address: payee })).toBe(before + 7n);
  });

  it('with atomicRequired, a failing call rewinds the whole batch (status 400, nothing on chain)', async () => {
    const before = await tokenBalance(payee);
    const { id } = await sendCalls({
      atomicRequired: true,
      calls: [transferCall(5n), transferCall(10n ** 30n)],
    });
    const status = await settledStatus(wallet, id);
    expect(status.status).toBe(CALLS_STATUS.offchainFailure);
    expect(status.receipts).toBeUndefined();
    expect(await tokenBalance(payee)).toBe(before);
  });

  it('without atomicRequired, a failing call leaves earlier calls in place (status 600)', async () => {
    const before = await tokenBalance(payee);
    const { id } = await sendCalls({ calls: [transferCall(5n), transferCall(10n ** 30n)] });
    const status = await settledStatus(wallet, id);
    expect(status.status).toBe(CALLS_STATUS.partiallyReverted);
    expect(status.receipts).toHaveLength(1);
    expect(await tokenBalance(payee)).toBe(before + 5n);
  });

  it('keeps a caller-given id, and refuses it a second time with 5720', async () => {
    const { id } = await sendCalls({ id: 'portico-batch-1', calls: [transferCall(1n)] });
    expect(id).toBe('portico-batch-1');
    await settledStatus(wallet, id);
    await expect(
      sendCalls({ id: 'portico-batch-1', calls: [transferCall(1n)] }),
    ).rejects.toMatchObject({ code: 5720 });
  });

  it('answers 5730 for an unknown batch id', async () => {
    await expect(
      wallet.request({ method: 'wallet_getCallsStatus', params: ['0x1234'] }),
    ).rejects.toMatchObject({ code: 5730 });
  });

  it('refuses a chain other than the current one with 5710', async () => {
    await expect(sendCalls({ chainId: '0x1', calls: [transferCall(1n)] })).rejects.toMatchObject({
      code: 5710,
    });
  });

  it('refuses atomicRequired with 5760 where atomic is unsupported', async () => {
    const plain = createTestWallet({
      privateKey: owner.privateKey,
      chains: [{ chainId: 31337, rpcUrl: node.url }],
      capabilities: { 31337: { atomic: { status: 'unsupported' } } },
    });
    await plain.request({ method: 'eth_requestAccounts' });
    await expect(
      sendCalls({ atomicRequired: true, calls: [transferCall(1n)] }, plain),
    ).rejects.toMatchObject({ code: 5760 });
  });

  it('refuses an unsupported non-optional capability (5700) but ignores an optional one', async () => {
    await expect(
      sendCalls({ calls: [transferCall(1n)], capabilities: { paymasterService: { url: 'x' } } }),
    ).rejects.toMatchObject({ code: 5700 });
    const { id } = await sendCalls({
      calls: [transferCall(1n)],
      capabilities: { paymasterService: { url: 'x', optional: true } },
    });
    expect((await settledStatus(wallet, id)).status).toBe(200);
  });

  it('a rejected batch (4001) sends nothing', async () => {
    const nonce = await chain().getTransactionCount({ address: owner.address });
    wallet.control.rejectNext('wallet_sendCalls');
    await expect(sendCalls({ calls: [transferCall(1n)] })).rejects.toMatchObject({ code: 4001 });
    expect(await chain().getTransactionCount({ address: owner.address })).toBe(nonce);
  });
});
