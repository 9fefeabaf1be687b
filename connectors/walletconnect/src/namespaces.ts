/**
 * What a proposal asks for in each namespace Portico serves over WalletConnect: the configured
 * networks as chains, and the namespace's WalletConnect methods and events. Every namespace is
 * optional (`optionalNamespaces`): a wallet approves the ones it has.
 */
import type { ChainNamespace, Network } from '@portico/core';

export interface NamespaceOffer {
  readonly methods: readonly string[];
  readonly events: readonly string[];
}

const EVENTS = Object.freeze(['accountsChanged', 'chainChanged']);

/** The namespaces this connector serves and what it asks a wallet for in each. */
export const WALLET_CONNECT_NAMESPACES: Readonly<Record<string, NamespaceOffer>> = Object.freeze({
  eip155: Object.freeze({
    methods: Object.freeze([
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'eth_signTransaction',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_getCapabilities',
      'wallet_sendCalls',
      'wallet_getCallsStatus',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
    ]),
    events: EVENTS,
  }),
  solana: Object.freeze({
    methods: Object.freeze([
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAndSendTransaction',
      'solana_signAllTransactions',
    ]),
    events: EVENTS,
  }),
  bip122: Object.freeze({
    methods: Object.freeze(['signMessage', 'sendTransfer', 'signPsbt', 'getAccountAddresses']),
    // Bitcoin wallets announce address changes with their own event (walletEvents.ts).
    events: Object.freeze([...EVENTS, 'bip122_addressesChanged']),
  }),
  polkadot: Object.freeze({
    methods: Object.freeze(['polkadot_signMessage', 'polkadot_signTransaction']),
    events: EVENTS,
  }),
});

/** One namespace of `optionalNamespaces` in sign-client's shape. */
export interface ProposalNamespace {
  chains: string[];
  methods: string[];
  events: string[];
}

/**
 * The namespaces a connector serves: an adapter is installed for it, WalletConnect has methods
 * for it, and at least one of its networks is configured (a proposal needs chains).
 */
export function servedNamespaces(
  installed: readonly ChainNamespace[],
  networks: readonly Network[],
): readonly ChainNamespace[] {
  return installed.filter(
    (namespace) =>
      Object.hasOwn(WALLET_CONNECT_NAMESPACES, namespace) &&
      networks.some((network) => network.chainNamespace === namespace),
  );
}

/** sign-client's `optionalNamespaces` for the served namespaces and their networks. */
export function proposalNamespaces(
  served: readonly ChainNamespace[],
  networks: readonly Network[],
): Record<string, ProposalNamespace> {
  const proposal: Record<string, ProposalNamespace> = {};
  for (const namespace of served) {
    const offer = WALLET_CONNECT_NAMESPACES[namespace];
    if (!offer) continue;
    proposal[namespace] = {
      chains: networks
        .filter((network) => network.chainNamespace === namespace)
        .map((network) => network.caipNetworkId),
      methods: [...offer.methods],
      events: [...offer.events],
    };
  }
  return proposal;
}
