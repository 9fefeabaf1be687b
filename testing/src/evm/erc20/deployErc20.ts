import { createWalletClient, http, publicActions, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { erc20Abi, erc20Bytecode } from './artifact';

export interface DeployErc20Options {
  /** The deployer; it receives the whole initial supply. */
  privateKey: Hex;
  /** Initial supply in base units (18 decimals: 1 token = 10n ** 18n). */
  initialSupply: bigint;
  /** Defaults to 'Portico Test Token'. */
  name?: string;
  /** Defaults to 'PTT'. */
  symbol?: string;
}

export const ERC20_DEFAULT_NAME = 'Portico Test Token';
export const ERC20_DEFAULT_SYMBOL = 'PTT';
export const ERC20_DECIMALS = 18;

/**
 * Deploys PorticoTestToken (the committed artifact, never compiled here) with viem, waits
 * for the receipt and returns the token's address.
 */
export async function deployErc20(rpcUrl: string, options: DeployErc20Options): Promise<Address> {
  const client = createWalletClient({
    account: privateKeyToAccount(options.privateKey),
    transport: http(rpcUrl, { retryCount: 0 }),
  }).extend(publicActions);
  const hash = await client.deployContract({
    abi: erc20Abi,
    bytecode: erc20Bytecode,
    args: [
      options.name ?? ERC20_DEFAULT_NAME,
      options.symbol ?? ERC20_DEFAULT_SYMBOL,
      options.initialSupply,
    ],
    chain: null,
  });
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  if (receipt.status !== 'success' || !receipt.contractAddress) {
    throw new Error(`PorticoTestToken deployment ${hash} failed (${receipt.status})`);
  }
  return receipt.contractAddress;
}
