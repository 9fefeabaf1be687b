import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createPublicClient, createWalletClient, http, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { startAnvil, type AnvilInstance } from '../anvil';
import { ANVIL_ACCOUNTS } from '../anvilAccounts';
import { erc20Abi, erc20SourceSha256 } from './artifact';
import {
  deployErc20,
  ERC20_DECIMALS,
  ERC20_DEFAULT_NAME,
  ERC20_DEFAULT_SYMBOL,
} from './deployErc20';

const TOKEN = 10n ** 18n;
const [deployer, alice, bob] = [ANVIL_ACCOUNTS[0]!, ANVIL_ACCOUNTS[1]!, ANVIL_ACCOUNTS[2]!];

let node: AnvilInstance;
let token: Address;

beforeAll(async () => {
  node = await startAnvil({ chainId: 31337 });
  token = await deployErc20(node.url, {
    privateKey: deployer.privateKey,
    initialSupply: 1_000_000n * TOKEN,
  });
});

afterAll(() => node?.stop());

const client = () => createPublicClient({ transport: http(node.url, { retryCount: 0 }) });
const walletOf = (privateKey: Hex) =>
  createWalletClient({
    account: privateKeyToAccount(privateKey),
    transport: http(node.url, { retryCount: 0 }),
  });
const balanceOf = (owner: Address) =>
  client().readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  });

async function transact(
  privateKey: Hex,
  functionName: 'transfer' | 'approve',
  args: readonly [Address, bigint],
) {
  const hash = await walletOf(privateKey).writeContract({
    address: token,
    abi: erc20Abi,
    functionName,
    args,
    chain: null,
  });
  return client().waitForTransactionReceipt({ hash, pollingInterval: 50 });
}

describe('PorticoTestToken artifact', () => {
  it('was compiled from the PorticoTestToken.sol in this folder (rerun compile-erc20.mjs if not)', () => {
    const source = readFileSync(join(__dirname, 'PorticoTestToken.sol'), 'utf8');
    expect(createHash('sha256').update(source).digest('hex')).toBe(erc20SourceSha256);
  });
});

describe('deployErc20', () => {
  it('deploys a token with name, symbol, 18 decimals and the whole supply at the deployer', async () => {
    const read = <F extends 'name' | 'symbol' | 'decimals' | 'totalSupply'>(functionName: F) =>
      client().readContract({ address: token, abi: erc20Abi, functionName });
    expect(await client().getCode({ address: token })).toMatch(/^0x[0-9a-f]{100,}$/);
    expect(await read('name')).toBe(ERC20_DEFAULT_NAME);
    expect(await read('symbol')).toBe(ERC20_DEFAULT_SYMBOL);
    expect(await read('decimals')).toBe(ERC20_DECIMALS);
    expect(await read('totalSupply')).toBe(1_000_000n * TOKEN);
    expect(await balanceOf(deployer.address)).toBe(1_000_000n * TOKEN);
  });

  it('takes a custom name and symbol', async () => {
    const other = await deployErc20(node.url, {
      privateKey: alice.privateKey,
      initialSupply: 5n,
      name: 'Second Token',
      symbol: 'SEC',
    });
    const read = (functionName: 'name' | 'symbol') =>
      client().readContract({ address: other, abi: erc20Abi, functionName });
    expect([await read('name'), await read('symbol')]).toEqual(['Second Token', 'SEC']);
    expect(
      await client().readContract({
        address: other,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [alice.address],
      }),
    ).toBe(5n);
  });

  it('transfer moves tokens on chain and emits Transfer', async () => {
    const before = await balanceOf(deployer.address);
    const receipt = await transact(deployer.privateKey, 'transfer', [alice.address, 250n * TOKEN]);
    expect(receipt.status).toBe('success');
    expect(receipt.logs).toHaveLength(1);
    expect(await balanceOf(alice.address)).toBe(250n * TOKEN);
    expect(await balanceOf(deployer.address)).toBe(before - 250n * TOKEN);
  });

  it('approve then transferFrom spends the allowance', async () => {
    await transact(alice.privateKey, 'approve', [bob.address, 100n * TOKEN]);
    const hash = await walletOf(bob.privateKey).writeContract({
      address: token,
      abi: erc20Abi,
      functionName: 'transferFrom',
      args: [alice.address, bob.address, 40n * TOKEN],
      chain: null,
    });
    await client().waitForTransactionReceipt({ hash, pollingInterval: 50 });
    expect(await balanceOf(bob.address)).toBe(40n * TOKEN);
    expect(
      await client().readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [alice.address, bob.address],
      }),
    ).toBe(60n * TOKEN);
  });

  it('reverts a transfer larger than the balance', async () => {
    await expect(
      client().simulateContract({
        account: bob.address,
        address: token,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [alice.address, 1_000n * TOKEN],
      }),
    ).rejects.toThrow(/InsufficientBalance/);
  });
});
