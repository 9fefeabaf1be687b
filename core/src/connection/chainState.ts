import type { AccountType } from '../contracts/accountTypes';
import type { Network } from '../networks/network';
import type { AccountState, ChainState } from '../state/types';

export function disconnectedAccount(accountType: AccountType): AccountState {
  return { status: 'disconnected', accountType, allAccounts: [] };
}

/** A namespace's state before anything connects, or after it disconnects. */
export function initialChainState(
  accountType: AccountType,
  network: Network | undefined,
): ChainState {
  return { account: disconnectedAccount(accountType), caipNetworkId: network?.caipNetworkId };
}

/** The network a namespace starts on: the default network when it is of this namespace, else its first. */
export function defaultNetworkOf(
  namespace: string,
  networks: readonly Network[],
  defaultNetwork: Network | undefined,
): Network | undefined {
  if (defaultNetwork?.chainNamespace === namespace) return defaultNetwork;
  return networks.find((network) => network.chainNamespace === namespace);
}
