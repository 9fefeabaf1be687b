/**
 * Seeds one fresh demo chain so the Account view has something to show for the demo
 * wallet (anvil account 0): the Portico Demo Token, then a few ETH and PDT transfers between
 * anvil accounts 0 and 1, each in its own block; then a real Uniswap v2 exchange with a
 * pool of WETH and PDT, for the Swap view.
 */
import {
  ANVIL_ACCOUNTS,
  DEFAULT_UNISWAP_LIQUIDITY,
  deployErc20,
  deployUniswapV2,
  erc20Abi,
  UNISWAP_DEPLOYER,
  type UniswapV2Deployment,
} from '@portico/testing';
import { createWalletClient, http, parseEther, publicActions, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { DEMO_TOKEN } from '../demoChains';
import { DemoStackError } from './demoStackError';

const TOKEN_SUPPLY = parseEther('1000000');

type Transfer =
  | { readonly from: 0 | 1; readonly to: 0 | 1; readonly ether: string }
  | { readonly from: 0 | 1; readonly to: 0 | 1; readonly tokens: string };

/** The seeded history: account 0 sends and receives both ether and tokens. */
export const DEMO_SEED_TRANSFERS: readonly Transfer[] = Object.freeze([
  { from: 0, to: 1, ether: '1.5' },
  { from: 1, to: 0, ether: '0.25' },
  { from: 0, to: 1, tokens: '250' },
  { from: 1, to: 0, tokens: '40' },
]);

function walletOf(rpcUrl: string, privateKey: Hex) {
  return createWalletClient({
    account: privateKeyToAccount(privateKey),
    transport: http(rpcUrl, { retryCount: 0 }),
  }).extend(publicActions);
}

async function send(rpcUrl: string, transfer: Transfer, token: Address): Promise<void> {
  const wallet = walletOf(rpcUrl, ANVIL_ACCOUNTS[transfer.from]!.privateKey);
  const to = ANVIL_ACCOUNTS[transfer.to]!.address;
  const hash =
    'ether' in transfer
      ? await wallet.sendTransaction({ to, value: parseEther(transfer.ether), chain: null })
      : await wallet.writeContract({
          address: token,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [to, parseEther(transfer.tokens)],
          chain: null,
        });
  const receipt = await wallet.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  if (receipt.status !== 'success') {
    throw new DemoStackError(`seeding transfer ${hash} on ${rpcUrl} reverted`);
  }
}

/** Deploys the demo token and sends the seed transfers; returns the token's address. */
export async function seedDemoChain(rpcUrl: string): Promise<Address> {
  const token = await deployErc20(rpcUrl, {
    privateKey: ANVIL_ACCOUNTS[0]!.privateKey,
    initialSupply: TOKEN_SUPPLY,
    name: DEMO_TOKEN.name,
    symbol: DEMO_TOKEN.symbol,
  });
  if (token.toLowerCase() !== DEMO_TOKEN.address.toLowerCase()) {
    // The page knows the token by this address: the chain was not fresh.
    throw new DemoStackError(
      `the demo token was deployed at ${token}, not ${DEMO_TOKEN.address}: is ${rpcUrl} a fresh chain?`,
    );
  }
  for (const transfer of DEMO_SEED_TRANSFERS) await send(rpcUrl, transfer, token);
  return token;
}

/**
 * A real Uniswap v2 exchange on the seeded chain (WETH9, factory, Router02 from the npm
 * artifacts) and a WETH / PDT pool of 100 ETH and 300 000 PDT, provided by the exchange's own
 * deployer (anvil account 9), which account 0 pays the PDT: account 0's history gains that one
 * transfer. Returns the exchange's addresses (the same on every fresh demo chain).
 */
export async function seedDemoExchange(
  rpcUrl: string,
  token: Address,
): Promise<UniswapV2Deployment> {
  const wallet = walletOf(rpcUrl, ANVIL_ACCOUNTS[0]!.privateKey);
  const hash = await wallet.writeContract({
    address: token,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [UNISWAP_DEPLOYER.address, DEFAULT_UNISWAP_LIQUIDITY.tokens],
    chain: null,
  });
  const receipt = await wallet.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  if (receipt.status !== 'success') {
    throw new DemoStackError(`funding the exchange's pool on ${rpcUrl} reverted`);
  }
  return deployUniswapV2({ url: rpcUrl }, { token });
}
