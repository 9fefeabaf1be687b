import {
  ANVIL_ACCOUNTS,
  ANVIL_DEFAULT_BALANCE_ETHER,
  deployErc20,
  erc20Abi,
  startAnvil,
  type AnvilInstance,
} from '@portico/testing';
import { isError } from 'ethers';
import { localNetwork, testPolicy } from './__fixtures__/readerSetup';
import { startRpcTestEndpoint, type RpcTestEndpoint } from './__fixtures__/rpcTestEndpoints';
import { createEthersReader, type EthersReader } from './ethersReader';
import { ethersLibrary } from './ethersLibrary';

const [deployer, holder] = ANVIL_ACCOUNTS as [
  (typeof ANVIL_ACCOUNTS)[number],
  (typeof ANVIL_ACCOUNTS)[number],
];
const EMPTY_ACCOUNT = '0x000000000000000000000000000000000000dEaD';
const SUPPLY = 123456789123456789000000000n; // 123456789.123456789 tokens of 18 decimals

let node: AnvilInstance;
let token: `0x${string}`;
let endpoint: RpcTestEndpoint;
let second: RpcTestEndpoint;
let reader: EthersReader;

/** Reads (not ranking pings) both endpoints have received, and their methods. */
const reads = () => endpoint.readCount + second.readCount;
const readMethods = () =>
  [...endpoint.methods, ...second.methods].filter((method) => method !== 'eth_blockNumber');

beforeAll(async () => {
  node = await startAnvil({ chainId: 31337 });
  token = await deployErc20(node.url, { privateKey: deployer.privateKey, initialSupply: SUPPLY });
  endpoint = await startRpcTestEndpoint(node.url);
  second = await startRpcTestEndpoint(node.url);
  reader = createEthersReader(localNetwork(node), testPolicy([endpoint.url, second.url]));
});

afterAll(async () => {
  reader?.destroy();
  await Promise.all([endpoint?.close(), second?.close()]);
  await node?.stop();
});

describe('ethers reader: reads on a local anvil chain', () => {
  it('reads a native balance in wei', async () => {
    expect(await reader.getBalance(holder.address)).toBe(
      BigInt(ANVIL_DEFAULT_BALANCE_ETHER) * 10n ** 18n,
    );
    expect(await reader.getBalance(EMPTY_ACCOUNT)).toBe(0n);
  });

  it('reads the gas price with one eth_gasPrice call', async () => {
    const before = readMethods().length;
    const gasPrice = await reader.getGasPrice();
    expect(gasPrice).toBeGreaterThan(0n);
    expect(readMethods().slice(before)).toEqual(['eth_gasPrice']);
  });

  it('estimates 21000 gas for a plain transfer', async () => {
    expect(await reader.estimateGas({ from: holder.address, to: EMPTY_ACCOUNT, value: 1n })).toBe(
      21000n,
    );
  });

  it('calls a contract: ERC-20 balanceOf and decimals through the library ABI coding', async () => {
    const balance = ethersLibrary.decodeFunctionResult({
      abi: erc20Abi,
      functionName: 'balanceOf',
      data: await reader.call({
        to: token,
        data: ethersLibrary.encodeFunctionData({
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [deployer.address],
        }),
      }),
    });
    expect(balance).toBe(SUPPLY);
    expect(ethersLibrary.formatUnits(balance as bigint, 18)).toBe('123456789.123456789');
    const decimals = await reader.call({
      to: token,
      data: ethersLibrary.encodeFunctionData({ abi: erc20Abi, functionName: 'decimals', args: [] }),
    });
    expect(
      ethersLibrary.decodeFunctionResult({
        abi: erc20Abi,
        functionName: 'decimals',
        data: decimals,
      }),
    ).toBe(18);
  });

  it('two reads in a row both reach the chain (no ethers request cache)', async () => {
    const before = reads();
    await reader.getBalance(holder.address);
    await reader.getBalance(holder.address);
    expect(reads() - before).toBe(2);
  });

  it('a revert is the chain answer: thrown at once, not retried, not asked of the next endpoint', async () => {
    const before = reads();
    const transfer = ethersLibrary.encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [holder.address, 1n],
    });
    const error = await reader.estimateGas({ from: EMPTY_ACCOUNT, to: token, data: transfer }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isError(error, 'CALL_EXCEPTION')).toBe(true);
    expect(reads() - before).toBe(1);
  });

  it('an address with a wrong checksum is refused by ethers before any request', async () => {
    const before = reads();
    const badChecksum = '0x70997970c51812dc3A010C7d01b50e0d17dc79C8';
    const error = await reader.getBalance(badChecksum).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isError(error, 'INVALID_ARGUMENT')).toBe(true);
    expect(reads()).toBe(before);
  });
});
