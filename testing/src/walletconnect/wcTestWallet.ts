import type { Address, Hex } from 'viem';
import { ProviderRpcError, RPC_ERROR_CODES } from '../evm/providerRpcError';
import { createTestWallet } from '../evm/testWallet';
import { paramsArray, parseChainId } from '../evm/walletParams';
import { createSolanaSide } from './wcSolanaSide';
import { createBitcoinSide } from './wcBitcoinSide';
import {
  createOfflineSignClient,
  type SignClientInstance,
  type SignClientMetadata,
} from './offlineSignClient';
import {
  personalSignParams,
  signAuthentication,
  type WalletConnectAuthenticateMode,
} from './wcAuthenticate';
import type {
  CreateWalletConnectTestWalletOptions,
  WalletConnectTestWallet,
} from './wcTestWalletTypes';

/** What the wallet offers in every session it approves. */
export const WALLETCONNECT_TEST_WALLET_METHODS = [
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
] as const;
export const WALLETCONNECT_TEST_WALLET_EVENTS = ['accountsChanged', 'chainChanged'] as const;

/** The SDK's reason texts (getSdkError in @walletconnect/utils), sent as the protocol says. */
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' };
const UNSUPPORTED_CHAINS = { code: 5100, message: 'Unsupported chains.' };
const USER_REJECTED = { code: 5000, message: 'User rejected.' };

const DEFAULT_METADATA: SignClientMetadata = {
  name: 'Portico WalletConnect Test Wallet',
  description: 'A wallet for Portico tests, signing with a local key',
  url: 'https://wallet.portico.invalid',
  icons: [],
};

export type {
  CreateWalletConnectTestWalletOptions,
  WalletConnectSession,
  WalletConnectTestWallet,
} from './wcTestWalletTypes';

/** A JSON-RPC error as WalletConnect carries it (`data` is a string there). */
interface JsonRpcErrorObject {
  code: number;
  message: string;
  data?: string;
}

function toJsonRpcError(error: unknown): JsonRpcErrorObject {
  if (error instanceof ProviderRpcError) {
    const { code, message, data } = error;
    if (data === undefined) return { code, message };
    return { code, message, data: typeof data === 'string' ? data : JSON.stringify(data) };
  }
  return {
    code: RPC_ERROR_CODES.internal,
    message: error instanceof Error ? error.message : String(error),
  };
}

function parseEip155ChainId(caip2: string): number {
  const match = /^eip155:(\d+)$/.exec(caip2);
  if (!match) throw ProviderRpcError.invalidParams(`${caip2} is not an eip155 chain`);
  return Number(match[1]);
}

function pairingTopicOf(uri: string): string {
  const match = /^wc:([0-9a-fA-F]+)@2\b/.exec(uri);
  if (!match) throw ProviderRpcError.invalidParams('not a WalletConnect v2 pairing URI');
  return match[1]!;
}

/**
 * A wallet on the other end of WalletConnect v2 for tests: a real wallet-role SignClient on a
 * local relay (see createOfflineSignClient: no telemetry, no verify, in-memory storage) that
 * approves proposals with eip155 accounts on the given local chains and answers session
 * requests with the EIP-1193 test wallet (createTestWallet): personal_sign and
 * eth_signTypedData_v4 with its own key, eth_sendTransaction signed locally and sent to the
 * chain's node with eth_sendRawTransaction, wallet_switchEthereumChain (then a chainChanged
 * session event); with `solana`, a solana namespace too (wcSolanaSide.ts); with `bitcoin`, a
 * bip122 one (wcBitcoinSide.ts); with `polkadot`, a polkadot one (wcPolkadotSide.ts). Requests
 * are answered one at a time. A proposal carrying a sign-in request (one-click sign-in) is
 * signed in the approval, refused, or approved without signing, as `setAuthenticate` says
 * (wcAuthenticate.ts).
 */
export async function createWalletConnectTestWallet(
  options: CreateWalletConnectTestWalletOptions,
): Promise<WalletConnectTestWallet> {
  const signer = createTestWallet({ privateKey: options.privateKey, chains: options.chains });
  const [address] = (await signer.request({ method: 'eth_requestAccounts' })) as Address[];
  const { client, clientId, stop } = await createOfflineSignClient({
    relayUrl: options.relayUrl,
    metadata: { ...DEFAULT_METADATA, ...options.metadata },
    logLevel: options.logLevel,
    // The SDK's queue waits 1 s after each answer before it emits the next request; this
    // wallet answers one request at a time itself (and the SDK still drops duplicates).
    signConfig: { disableRequestQueue: true },
  });
  const chainIds = options.chains.map((chain) => chain.chainId);
  const pendingRejections: { method: string | undefined; code: 4001 | 5000 }[] = [];
  let authenticateMode: WalletConnectAuthenticateMode = options.authenticate ?? 'approve';

  const solana = options.solana ? createSolanaSide(options.solana) : undefined;
  let bitcoin = options.bitcoin ? createBitcoinSide(options.bitcoin) : undefined;
  // Loaded only when asked for: @polkadot's code (and its WASM set-up) stays out of other tests.
  const polkadotSide = options.polkadot ? await import('./wcPolkadotSide') : undefined;
  let polkadot = options.polkadot && (await polkadotSide!.createPolkadotSide(options.polkadot));
  const namespaces = () => ({
    eip155: {
      chains: chainIds.map((id) => `eip155:${id}`),
      accounts: chainIds.map((id) => `eip155:${id}:${address}`),
      methods: [...WALLETCONNECT_TEST_WALLET_METHODS],
      events: [...WALLETCONNECT_TEST_WALLET_EVENTS],
    },
    ...(solana && { solana: solana.namespace }),
    ...(bitcoin && { bip122: bitcoin.namespace }),
    ...(polkadot && { polkadot: polkadot.namespace }),
  });

  /** The refusal queued for `method`, taken from the queue. */
  const takeRejection = (method: string) => {
    const index = pendingRejections.findIndex((m) => m.method === undefined || m.method === method);
    if (index < 0) return undefined;
    return pendingRejections.splice(index, 1)[0];
  };

  const useChain = async (chainId: number) => {
    if (signer.control.state.chainId === chainId) return;
    const hex = `0x${chainId.toString(16)}`;
    await signer.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: hex }] });
  };

  const handle = async (topic: string, caip2: string, method: string, rawParams: unknown) => {
    const rejection = takeRejection(method);
    if (rejection?.code === USER_REJECTED.code) {
      throw new ProviderRpcError(USER_REJECTED.code, USER_REJECTED.message);
    }
    if (rejection) throw ProviderRpcError.userRejected();
    if (solana && caip2.startsWith('solana:')) return solana.answer(method, rawParams);
    if (bitcoin && caip2.startsWith('bip122:')) return bitcoin.answer(method, rawParams);
    if (polkadot && caip2.startsWith('polkadot:')) return polkadot.answer(method, rawParams, caip2);
    if (!(WALLETCONNECT_TEST_WALLET_METHODS as readonly string[]).includes(method)) {
      throw ProviderRpcError.unsupportedMethod(method);
    }
    const params = paramsArray(rawParams);
    if (method === 'wallet_switchEthereumChain') {
      const target = parseChainId((params[0] as { chainId?: unknown } | undefined)?.chainId);
      await signer.request({ method, params });
      await client.emit({
        topic,
        event: { name: 'chainChanged', data: target },
        chainId: `eip155:${target}`,
      });
      return null;
    }
    await useChain(parseEip155ChainId(caip2));
    return signer.request({ method, params });
  };

  let answering: Promise<unknown> = Promise.resolve();
  client.on('session_request', ({ id, topic, params }) => {
    const answer = async () => {
      let response;
      try {
        const result = await handle(
          topic,
          params.chainId,
          params.request.method,
          params.request.params,
        );
        response = { id, jsonrpc: '2.0' as const, result };
      } catch (error) {
        response = { id, jsonrpc: '2.0' as const, error: toJsonRpcError(error) };
      }
      await client.respond({ topic, response });
    };
    answering = answering.then(answer, answer).catch((error: unknown) => {
      client.logger.error(error, 'the test wallet could not answer a session request');
    });
  });

  return {
    address: address!,
    ...(solana && { solanaAddress: solana.address }),
    get bitcoinAddress() {
      return bitcoin?.paymentAddress;
    },
    get bitcoinOrdinalsAddress() {
      return bitcoin?.ordinalsAddress;
    },
    get polkadotAddresses() {
      return polkadot?.addresses;
    },
    clientId,
    client,
    async pair(uri) {
      const pairingTopic = pairingTopicOf(uri);
      type Proposal = ReturnType<SignClientInstance['proposal']['get']>;
      const proposal = new Promise<{ id: number; params: Proposal }>((resolve) => {
        const onProposal = (event: { id: number; params: Proposal }) => {
          if (event.params.pairingTopic !== pairingTopic) return;
          client.off('session_proposal', onProposal);
          resolve(event);
        };
        client.on('session_proposal', onProposal);
      });
      await client.pair({ uri });
      const { id, params } = await proposal;
      const signIn = params.requests?.authentication ?? [];
      if (signIn.length > 0 && authenticateMode === 'refuse') {
        await client.reject({ id, reason: USER_REJECTED });
        throw ProviderRpcError.userRejected();
      }
      const authentication =
        signIn.length > 0 && authenticateMode === 'approve'
          ? await signAuthentication(client, signIn, {
              address: address!,
              chains: chainIds.map((chainId) => `eip155:${chainId}`),
              sign: async (message) =>
                (await signer.request({
                  method: 'personal_sign',
                  params: personalSignParams(message, address!),
                })) as Hex,
            })
          : [];
      try {
        const { topic, acknowledged } = await client.approve({
          id,
          namespaces: namespaces(),
          ...(authentication.length > 0 && { proposalRequestsResponses: { authentication } }),
        });
        await acknowledged();
        return client.session.get(topic);
      } catch (error) {
        await client.reject({ id, reason: UNSUPPORTED_CHAINS }).catch(() => undefined);
        throw error;
      }
    },
    setAuthenticate(mode) {
      authenticateMode = mode;
    },
    rejectNext(method, code = 4001) {
      pendingRejections.push({ method, code });
    },
    async switchBitcoinAccount(privateKey, { announce = 'accountsChanged' } = {}) {
      if (!options.bitcoin) throw ProviderRpcError.invalidParams('this wallet has no Bitcoin side');
      const previous = bitcoin!;
      const side = createBitcoinSide({ ...options.bitcoin, privateKey });
      bitcoin = side;
      const updated = namespaces();
      if (announce === 'bip122_addressesChanged') {
        updated.bip122!.accounts = [...previous.namespace.accounts, ...side.namespace.accounts];
      }
      const addresses = await side.answer('getAccountAddresses', { account: side.paymentAddress });
      for (const { topic } of client.session.getAll()) {
        const { acknowledged } = await client.update({ topic, namespaces: updated });
        await acknowledged();
        for (const chain of side.namespace.chains) {
          const data =
            announce === 'accountsChanged' ? [`${chain}:${side.paymentAddress}`] : addresses;
          await client.emit({ topic, event: { name: announce, data }, chainId: chain });
        }
      }
    },
    async switchPolkadotAccounts(accounts) {
      if (!options.polkadot)
        throw ProviderRpcError.invalidParams('this wallet has no Polkadot side');
      const side = await polkadotSide!.createPolkadotSide({ ...options.polkadot, accounts });
      polkadot = side;
      for (const { topic } of client.session.getAll()) {
        const { acknowledged } = await client.update({ topic, namespaces: namespaces() });
        await acknowledged();
        for (const chain of side.namespace.chains) {
          const data = side.addresses.map((address) => `${chain}:${address}`);
          await client.emit({ topic, event: { name: 'accountsChanged', data }, chainId: chain });
        }
      }
    },
    async disconnect(topic) {
      const target = topic ?? client.session.getAll().at(-1)?.topic;
      if (!target) throw ProviderRpcError.disconnected();
      await client.disconnect({ topic: target, reason: USER_DISCONNECTED });
    },
    stop,
  };
}
