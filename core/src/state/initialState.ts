import { defaultNetworkOf, initialChainState } from '../connection/chainState';
import { SPEC_DEFAULT_ACCOUNT_TYPES } from '../contracts/accountTypes';
import type { ResolvedOptions } from '../options/options';
import type { StoredActiveChain } from '../storage/activeChain';
import type { ChainNamespace } from '../validators/caip';
import type { ChainState, PorticoState } from './types';

/**
 * The namespaces an instance keeps state for: every adapter's and every configured network's,
 * so the active network is known even before (or without) an adapter for it.
 */
export function namespacesOf(options: ResolvedOptions): ReadonlySet<ChainNamespace> {
  return new Set([
    ...options.adapters.map((adapter) => adapter.namespace),
    ...options.networks.map((network) => network.chainNamespace),
  ]);
}

/**
 * The state an instance starts in, from its options and the active chain its storage kept.
 * Without `restored` it is the state every server renders: a server has no storage, so its
 * instance starts here and never reconnects. A UI binding hydrates server markup from it
 * (`initialState(options)`), whatever the browser's instance has restored or reconnected since.
 */
export function initialState(options: ResolvedOptions, restored?: StoredActiveChain): PorticoState {
  const chains: Record<string, ChainState> = {};
  for (const namespace of namespacesOf(options)) {
    const adapter = options.adapters.find((candidate) => candidate.namespace === namespace);
    const accountType =
      options.defaultAccountTypes[namespace] ??
      adapter?.accountTypes.default ??
      SPEC_DEFAULT_ACCOUNT_TYPES[namespace] ??
      'eoa';
    chains[namespace] = initialChainState(
      accountType,
      (restored?.namespace === namespace ? restored.network : undefined) ??
        defaultNetworkOf(namespace, options.networks, options.defaultNetwork),
    );
  }
  const firstNetwork = options.defaultNetwork ?? options.networks[0];
  return {
    modal: { open: false, view: 'Connect', history: ['Connect'], shake: false },
    theme: { mode: options.themeMode, variables: options.themeVariables },
    activeNamespace: restored?.namespace ?? firstNetwork?.chainNamespace,
    switchingNamespace: false,
    chains,
    connectors: [],
    toast: { open: false, variant: 'success', message: '', id: 0 },
  };
}
