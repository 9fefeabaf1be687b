import {
  ANVIL_ACCOUNTS,
  deployErc20,
  erc20Abi,
  startAnvil,
  type AnvilInstance,
} from '@portico/testing';
import { createWalletClient, http, parseUnits, type Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createViemTestLibrary } from './__fixtures__/viemTestLibrary';
import { localNetwork } from './__fixtures__/localChain';
import { TokenReadError } from './errors';
import type { EvmReader, Hex } from './library';
import { createLibraryLoader } from './libraryLoader';
import { createNetworkReaders } from './networkReaders';
import { createTokenBalanceReader } from './tokenBalances';

let node: AnvilInstance | undefined;
let token: Address;
/** 123456789.123456789 tokens of 18 decimals: beyond what a float holds exactly. */
const HELD = parseUnits('123456789.123456789', 18);
const holder = ANVIL_ACCOUNTS[1]!.address;

beforeAll(async () => {
  node = await startAnvil({ chainId: 31337 });
  const deployer = ANVIL_ACCOUNTS[0]!.privateKey;
  token = await deployErc20(node.url, { privateKey: deployer, initialSupply: 10n ** 30n });
  const client = createWalletClient({
    account: privateKeyToAccount(deployer),
    transport: http(node.url, { retryCount: 0 }),
  });
  await client.writeContract({
    address: token,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [holder, HELD],
    chain: null,
  });
});
afterAll(async () => {
  await node?.stop();
});

/** The real reader, with the function selectors it was asked to call written down. */
function recording(reader: EvmReader) {
  const selectors: string[] = [];
  const recorded: EvmReader = {
    ...reader,
    call: (transaction) => {
      selectors.push(transaction.data.slice(0, 10));
      return reader.call(transaction);
    },
  };
  return { reader: recorded, selectors };
}

const SELECTORS = { balanceOf: '0x70a08231', decimals: '0x313ce567', symbol: '0x95d89b41' };

async function setup() {
  const library = createViemTestLibrary();
  const loadLibrary = createLibraryLoader(library);
  const network = localNetwork(node!);
  const readers = createNetworkReaders(loadLibrary, undefined);
  return {
    network,
    readers,
    balances: createTokenBalanceReader(loadLibrary),
    ...recording(await readers.readerFor(network)),
  };
}

describe('createTokenBalanceReader', () => {
  it('reads balanceOf, symbol and decimals from the contract, exactly, as a bigint', async () => {
    const { network, reader, balances, readers } = await setup();
    const amounts = await balances.read({
      reader,
      network,
      tokens: [{ address: token }],
      owner: holder,
    });
    expect(amounts).toEqual([{ address: token, symbol: 'PTT', decimals: 18, value: HELD }]);
    readers.destroy();
  });

  it('uses the configured symbol, decimals and name without asking the contract for them', async () => {
    const { network, reader, balances, selectors, readers } = await setup();
    const tokens = [{ address: token, symbol: 'CFG', decimals: 18, name: 'Configured' }];
    const [amount] = await balances.read({ reader, network, tokens, owner: holder });
    expect(amount).toEqual({
      address: token,
      symbol: 'CFG',
      name: 'Configured',
      decimals: 18,
      value: HELD,
    });
    expect(selectors).toEqual([SELECTORS.balanceOf]);
    readers.destroy();
  });

  it('remembers what it read from the contract: a second read asks only for the balance', async () => {
    const { network, reader, balances, selectors, readers } = await setup();
    const params = { reader, network, tokens: [{ address: token }], owner: holder };
    await balances.read(params);
    expect([...selectors].sort()).toEqual(Object.values(SELECTORS).sort());
    selectors.length = 0;
    await balances.read(params);
    expect(selectors).toEqual([SELECTORS.balanceOf]);
    readers.destroy();
  });

  it('gives 0 for an account that holds none', async () => {
    const { network, reader, balances, readers } = await setup();
    const [amount] = await balances.read({
      reader,
      network,
      tokens: [{ address: token }],
      owner: '0x000000000000000000000000000000000000dEaD',
    });
    expect(amount?.value).toBe(0n);
    readers.destroy();
  });

  it('fails for a configured address that is no contract, and tries again next time', async () => {
    const { network, reader, balances, readers } = await setup();
    const notAToken = ANVIL_ACCOUNTS[3]!.address as Hex;
    const params = { reader, network, tokens: [{ address: notAToken }], owner: holder };
    await expect(balances.read(params)).rejects.toBeDefined();
    await expect(balances.read(params)).rejects.toBeDefined();
    readers.destroy();
  });

  it('refuses a balanceOf answer the library does not decode to an integer', async () => {
    const { network, reader, readers } = await setup();
    const library = createViemTestLibrary();
    const balances = createTokenBalanceReader(async () => ({
      ...(await library.load()),
      decodeFunctionResult: () => 'ten',
    }));
    const tokens = [{ address: token, symbol: 'PTT', decimals: 18 }];
    await expect(balances.read({ reader, network, tokens, owner: holder })).rejects.toBeInstanceOf(
      TokenReadError,
    );
    readers.destroy();
  });
});
