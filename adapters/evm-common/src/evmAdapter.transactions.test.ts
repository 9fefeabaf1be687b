import {
  formatUnits,
  InvalidAmountError,
  isTransactionHash,
  MESSAGES,
  parseUnits,
  SendFailedError,
  UserRejectedError,
} from '@portico/core';
import {
  ANVIL_ACCOUNTS,
  deployErc20,
  erc20Abi,
  startAnvilPair,
  type AnvilInstance,
} from '@portico/testing';
import {
  createPublicClient,
  http,
  verifyMessage,
  verifyTypedData,
  type Address,
  type Hex,
} from 'viem';
import { openAdapter, type AdapterHarness } from './__fixtures__/adapterHarness';

let nodes: [AnvilInstance, AnvilInstance] | undefined;
let token: Address;
let page: AdapterHarness;
let address: string;

beforeAll(async () => {
  nodes = await startAnvilPair([31337, 31338]);
  token = await deployErc20(nodes[0].url, {
    privateKey: ANVIL_ACCOUNTS[0]!.privateKey,
    initialSupply: 10n ** 30n,
  });
});
afterAll(async () => {
  await Promise.all(nodes?.map((node) => node.stop()) ?? []);
});
beforeEach(async () => {
  page = openAdapter({
    nodes: nodes!,
    options: () => ({ tokens: { 'eip155:31337': [{ address: token }] } }),
  });
  address = await page.connect();
});
afterEach(() => page.close());

/** A fresh address that holds nothing yet. */
const freshAddress = () =>
  `0x${[...globalThis.crypto.getRandomValues(new Uint8Array(20))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')}`;

const chainBalance = (who: string) =>
  createPublicClient({ transport: http(nodes![0].url, { retryCount: 0 }) }).getBalance({
    address: who as Address,
  });

const transfer = (to: string, value: bigint) => ({
  connector: page.connector(),
  network: page.networks[0]!,
  from: address,
  to,
  value,
});

describe('EVM adapter: reading the chain', () => {
  it('reads the native balance as a bigint with the network decimals and symbol', async () => {
    const balance = await page.adapter.getBalance({ address, network: page.networks[0]! });
    expect(balance).toEqual({ value: await chainBalance(address), decimals: 18, symbol: 'ETH' });
  });

  it('reads the ERC-20 balances configured for the network, and none for another network', async () => {
    const { getTokenBalances } = page.adapter;
    expect(await getTokenBalances!({ address, network: page.networks[0]! })).toEqual([
      { address: token, symbol: 'PTT', decimals: 18, value: expect.any(BigInt) },
    ]);
    expect(await getTokenBalances!({ address, network: page.networks[1]! })).toEqual([]);
  });

  it('reads the gas price in wei', async () => {
    expect(await page.adapter.getGasPrice!({ network: page.networks[0]! })).toBeGreaterThan(0n);
  });

  it('estimates a plain transfer at 21000 gas', async () => {
    expect(await page.adapter.estimateGas(transfer(freshAddress(), 1n))).toBe(21_000n);
  });

  it('parses and formats units exactly (18 decimals, beyond 2^53)', () => {
    expect(page.adapter.parseUnits('0.000000000000000001', 18)).toBe(1n);
    const large = page.adapter.parseUnits('123456789.123456789', 18);
    expect(large).toBe(123_456_789_123_456_789_000_000_000n);
    expect(page.adapter.formatUnits(large, 18)).toBe('123456789.123456789');
  });

  it("uses core's parseUnits: more fraction digits than the token has are refused, not rounded", () => {
    expect(page.adapter.parseUnits).toBe(parseUnits);
    expect(page.adapter.formatUnits).toBe(formatUnits);
    expect(() => page.adapter.parseUnits('0.15', 1)).toThrow(InvalidAmountError);
  });
});

describe('EVM adapter: sending', () => {
  it('sends the smallest amount (0.000000000000000001 ETH): 1 wei lands on chain', async () => {
    const to = freshAddress();
    const value = page.adapter.parseUnits('0.000000000000000001', 18);
    const hash = await page.adapter.sendTransaction(transfer(to, value));
    expect(isTransactionHash(hash)).toBe(true);
    expect(await chainBalance(to)).toBe(1n);
  });

  it('transfers 123456789.123456789 tokens with writeContract, exactly, checked on chain', async () => {
    const to = freshAddress();
    const value = page.adapter.parseUnits('123456789.123456789', 18);
    const hash = await page.adapter.writeContract!({
      connector: page.connector(),
      network: page.networks[0]!,
      from: address,
      contract: token,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, value],
    });
    expect(isTransactionHash(hash)).toBe(true);
    const [received] = await page.adapter.getTokenBalances!({
      address: to,
      network: page.networks[0]!,
    });
    expect(received?.value).toBe(123_456_789_123_456_789_000_000_000n);
  });

  it('sends 2.5 tokens with sendToken (an ERC-20 transfer), checked on chain', async () => {
    const to = freshAddress();
    const hash = await page.adapter.sendToken!({
      connector: page.connector(),
      network: page.networks[0]!,
      from: address,
      to,
      token: { address: token, decimals: 18, symbol: 'PTT' },
      amount: page.adapter.parseUnits('2.5', 18),
    });
    expect(isTransactionHash(hash)).toBe(true);
    const [received] = await page.adapter.getTokenBalances!({
      address: to,
      network: page.networks[0]!,
    });
    expect(received?.value).toBe(2_500_000_000_000_000_000n);
  });

  it(`a rejected send gives '${MESSAGES.signatureDeclined}' and nothing lands`, async () => {
    const to = freshAddress();
    page.wallet.control.rejectNext('eth_sendTransaction');
    const attempt = page.adapter.sendTransaction(transfer(to, 5n));
    await expect(attempt).rejects.toBeInstanceOf(UserRejectedError);
    await expect(attempt).rejects.toThrow(MESSAGES.signatureDeclined);
    expect(await chainBalance(to)).toBe(0n);
  });

  it(`a send the chain cannot carry (more than the balance) gives '${MESSAGES.somethingWentWrong}'`, async () => {
    await expect(
      page.adapter.sendTransaction(transfer(freshAddress(), 10n ** 30n)),
    ).rejects.toThrow(MESSAGES.somethingWentWrong);
  });

  it('names the network in the transaction: the wallet refuses a send meant for another chain', async () => {
    const attempt = page.adapter.sendTransaction({
      ...transfer(freshAddress(), 1n),
      network: page.networks[1]!,
    });
    await expect(attempt).rejects.toBeInstanceOf(SendFailedError);
  });
});

describe('EVM adapter: signing', () => {
  it('signs a message with personal_sign: the signature verifies for the address', async () => {
    const message = 'Sign in to Portico: nonce 8f3a, 🦊 and "quotes"';
    const signature = await page.adapter.signMessage({
      connector: page.connector(),
      address,
      message,
    });
    const verify = (text: string) =>
      verifyMessage({ address: address as Address, message: text, signature: signature as Hex });
    expect(await verify(message)).toBe(true);
    expect(await verify(`${message}!`)).toBe(false);
  });

  it('signs text that looks like hex as text, not as bytes', async () => {
    const signature = await page.adapter.signMessage({
      connector: page.connector(),
      address,
      message: '0x1234',
    });
    expect(
      await verifyMessage({
        address: address as Address,
        message: '0x1234',
        signature: signature as Hex,
      }),
    ).toBe(true);
  });

  it('signs EIP-712 typed data holding bigints: the signature verifies', async () => {
    const typedData = {
      domain: { name: 'Portico', version: '1', chainId: 31337, verifyingContract: token },
      types: {
        Transfer: [
          { name: 'to', type: 'address' },
          { name: 'amount', type: 'uint256' },
        ],
      },
      primaryType: 'Transfer',
      message: { to: ANVIL_ACCOUNTS[1]!.address, amount: 123_456_789_123_456_789_000_000_000n },
    } as const;
    const signature = await page.adapter.signTypedData!({
      connector: page.connector(),
      address,
      typedData,
    });
    expect(
      await verifyTypedData({
        ...typedData,
        address: address as Address,
        signature: signature as Hex,
      }),
    ).toBe(true);
  });

  it(`a rejected signature gives '${MESSAGES.signatureDeclined}' (message and typed data)`, async () => {
    page.wallet.control.rejectNext('personal_sign');
    const message = page.adapter.signMessage({
      connector: page.connector(),
      address,
      message: 'hi',
    });
    await expect(message).rejects.toBeInstanceOf(UserRejectedError);
    await expect(message).rejects.toThrow(MESSAGES.signatureDeclined);
    page.wallet.control.rejectNext('eth_signTypedData_v4');
    const typed = page.adapter.signTypedData!({
      connector: page.connector(),
      address,
      typedData: {
        domain: { chainId: 31337 },
        types: { Mail: [{ name: 'contents', type: 'string' }] },
        primaryType: 'Mail',
        message: { contents: 'hi' },
      },
    });
    await expect(typed).rejects.toThrow(MESSAGES.signatureDeclined);
  });
});
