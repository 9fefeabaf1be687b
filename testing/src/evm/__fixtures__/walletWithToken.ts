/** Test fixture: an anvil node with the ERC-20 deployed and a connected test wallet that owns it. */
import { createPublicClient, http, type Address } from 'viem';
import { startAnvil, type AnvilInstance } from '../anvil';
import { ANVIL_ACCOUNTS } from '../anvilAccounts';
import { erc20Abi } from '../erc20/artifact';
import { deployErc20 } from '../erc20/deployErc20';
import { createTestWallet, type TestWallet } from '../testWallet';

export const tokenOwner = ANVIL_ACCOUNTS[1]!;

export async function startWalletWithToken(): Promise<{
  node: AnvilInstance;
  token: Address;
  wallet: TestWallet;
}> {
  const node = await startAnvil({ chainId: 31337 });
  const token = await deployErc20(node.url, {
    privateKey: tokenOwner.privateKey,
    initialSupply: 1000n,
  });
  const wallet = createTestWallet({
    privateKey: tokenOwner.privateKey,
    chains: [{ chainId: 31337, rpcUrl: node.url }],
  });
  await wallet.request({ method: 'eth_requestAccounts' });
  return { node, token, wallet };
}

export const publicClientOf = (node: AnvilInstance) =>
  createPublicClient({ transport: http(node.url, { retryCount: 0 }) });

export const readTokenBalance = (node: AnvilInstance, token: Address, address: Address) =>
  publicClientOf(node).readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  });
