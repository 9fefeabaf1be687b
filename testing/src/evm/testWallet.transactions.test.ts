import {
  createPublicClient,
  createWalletClient,
  custom,
  encodeFunctionData,
  parseEther,
  type Address,
  type Hash,
} from 'viem';
import type { AnvilInstance } from './anvil';
import {
  publicClientOf,
  readTokenBalance,
  startWalletWithToken,
  tokenOwner,
} from './__fixtures__/walletWithToken';
import { erc20Abi } from './erc20/artifact';
import type { TestWallet } from './testWallet';

const owner = tokenOwner;
const recipient = '0x000000000000000000000000000000000000dEaD' as Address;

let node: AnvilInstance;
let wallet: TestWallet;
let token: Address;

beforeAll(async () => {
  ({ node, token, wallet } = await startWalletWithToken());
});

afterAll(() => node?.stop());

const chain = () => publicClientOf(node);
const tokenBalance = (address: Address) => readTokenBalance(node, token, address);

describe('test wallet: transactions signed locally and sent raw', () => {
  it('eth_sendTransaction of native value is mined and moves the balance', async () => {
    const before = await chain().getBalance({ address: recipient });
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from: owner.address, to: recipient, value: '0xde0b6b3a7640000' }], // 1 ETH
    })) as Hash;
    const receipt = await chain().waitForTransactionReceipt({ hash, pollingInterval: 50 });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(owner.address.toLowerCase());
    expect(await chain().getBalance({ address: recipient })).toBe(before + parseEther('1'));
  });

  it('fills nonce, gas and EIP-1559 fees from the node', async () => {
    const nonce = await chain().getTransactionCount({ address: owner.address });
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ to: recipient, value: '0x1' }],
    })) as Hash;
    const tx = await chain().getTransaction({ hash });
    expect(tx.nonce).toBe(nonce);
    expect(tx.type).toBe('eip1559');
    expect(tx.gas).toBe(21000n);
    expect(tx.maxFeePerGas).toBeGreaterThan(0n);
  });

  it('an ERC-20 transfer as eth_sendTransaction calldata moves tokens on chain', async () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, 300n],
    });
    const hash = (await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from: owner.address, to: token, data }],
    })) as Hash;
    const receipt = await chain().waitForTransactionReceipt({ hash, pollingInterval: 50 });
    expect(receipt.status).toBe('success');
    expect(await tokenBalance(recipient)).toBe(300n);
    expect(await tokenBalance(owner.address)).toBe(700n);
  });

  it('works as a viem custom transport: a dapp reads, writes a contract and waits', async () => {
    const dapp = createWalletClient({ transport: custom(wallet.provider) });
    const [account] = await dapp.getAddresses();
    expect(account).toBe(owner.address);
    const hash = await dapp.writeContract({
      account: account!,
      chain: null,
      address: token,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, 5n],
    });
    const reader = createPublicClient({ transport: custom(wallet.provider) });
    const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    expect(receipt.status).toBe('success');
    expect(await reader.getBalance({ address: recipient })).toBeGreaterThan(0n);
    expect(await tokenBalance(recipient)).toBe(305n);
  });

  it('two sends at once both land, with consecutive nonces', async () => {
    const send = () =>
      wallet.request({
        method: 'eth_sendTransaction',
        params: [{ to: recipient, value: '0x2' }],
      }) as Promise<Hash>;
    const hashes = await Promise.all([send(), send()]);
    const txs = await Promise.all(hashes.map((hash) => chain().getTransaction({ hash })));
    expect(txs[1]!.nonce).toBe(txs[0]!.nonce + 1);
  });

  it("passes a node's revert through with its code and data (eth_estimateGas)", async () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, 10n ** 30n],
    });
    const failed = wallet.request({
      method: 'eth_sendTransaction',
      params: [{ to: token, data }],
    });
    await expect(failed).rejects.toMatchObject({ code: 3, data: expect.stringMatching(/^0x/) });
  });

  it('a rejected transaction (4001) sends nothing', async () => {
    const nonce = await chain().getTransactionCount({ address: owner.address });
    wallet.control.rejectNext('eth_sendTransaction');
    await expect(
      wallet.request({ method: 'eth_sendTransaction', params: [{ to: recipient, value: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4001 });
    expect(await chain().getTransactionCount({ address: owner.address })).toBe(nonce);
  });

  it('eth_signTransaction returns a signed raw transaction without sending it', async () => {
    const nonce = await chain().getTransactionCount({ address: owner.address });
    const raw = await wallet.request({
      method: 'eth_signTransaction',
      params: [{ to: recipient, value: '0x1' }],
    });
    expect(raw).toMatch(/^0x02/); // EIP-1559 envelope
    expect(await chain().getTransactionCount({ address: owner.address })).toBe(nonce);
  });

  it('forwards reads (eth_getBalance, eth_call, eth_blockNumber) to the node', async () => {
    const balance = await wallet.request({
      method: 'eth_getBalance',
      params: [owner.address, 'latest'],
    });
    expect(BigInt(balance as string)).toBe(await chain().getBalance({ address: owner.address }));
    const call = await wallet.request({
      method: 'eth_call',
      params: [
        {
          to: token,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'totalSupply' }),
        },
        'latest',
      ],
    });
    expect(BigInt(call as string)).toBe(1000n);
    expect(await wallet.request({ method: 'eth_blockNumber' })).toBe(
      `0x${(await chain().getBlockNumber()).toString(16)}`,
    );
  });
});
