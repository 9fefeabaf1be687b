import { privateKeyToAccount, type LocalAccount } from 'viem/accounts';
import type { Address, Hash, Hex } from 'viem';
import { ANVIL_ACCOUNTS } from './anvilAccounts';
import { announceEip6963Provider, type Eip6963ProviderInfo } from './eip6963';
import { createJsonRpcClient, type JsonRpcCall } from './jsonRpcClient';
import { createProviderEvents } from './providerEvents';
import { ProviderRpcError, RPC_ERROR_CODES, RPC_ERROR_MESSAGES } from './providerRpcError';
import {
  assertCapabilitiesSupported,
  createCallsBatches,
  parseSendCalls,
  type WalletCapabilities,
} from './walletCalls';
import {
  chainIdToHex,
  isLoopbackRpcUrl,
  paramsArray,
  parseAddress,
  parseChainId,
  parseTransactionParams,
  type TransactionParams,
} from './walletParams';
import { FORWARDED_METHODS, LOCAL_METHODS } from './walletMethods';
import { findAccount, parsePersonalSign, parseSignTypedDataV4 } from './walletSigning';
import { signAndSendTransaction, signTransaction, waitForReceipt } from './walletTransactions';
import type {
  CreateTestWalletOptions,
  Eip1193Provider,
  Eip1193RequestArguments,
  TestWallet,
  TestWalletChain,
  TestWalletControl,
} from './testWalletTypes';

export type * from './testWalletTypes';

const DEFAULT_CAPABILITIES: WalletCapabilities = { atomic: { status: 'supported' } };

const DEFAULT_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
  '<rect width="32" height="32" rx="8" fill="#4f46e5"/><path d="M9 10h14v12H9z" fill="#fff"/></svg>';
const DEFAULT_ICON = `data:image/svg+xml,${encodeURIComponent(DEFAULT_ICON_SVG)}` as const;

interface KnownChain extends TestWalletChain {
  rpc: JsonRpcCall;
}

function toLocalAccount(account: Hex | LocalAccount): LocalAccount {
  return typeof account === 'string' ? privateKeyToAccount(account) : account;
}

/**
 * A real EIP-1193 wallet for tests and the demo: it holds its own key and signs locally
 * (personal_sign, eth_signTypedData_v4, transactions), sends signed transactions to the
 * current chain's node, forwards read methods to that node, and implements the wallet_*
 * methods itself (chains, permissions, EIP-5792 calls). Every instance has its own state.
 */
export function createTestWallet(options: CreateTestWalletOptions): TestWallet {
  if (options.chains.length === 0) {
    throw new TypeError('createTestWallet needs at least one chain');
  }
  const events = createProviderEvents();
  const chains = new Map<number, KnownChain>();
  const knownChain = (chain: TestWalletChain): KnownChain => {
    if (!options.allowRemoteRpc && !isLoopbackRpcUrl(chain.rpcUrl)) {
      throw ProviderRpcError.invalidParams(
        `rpc url ${chain.rpcUrl} is not on loopback (pass allowRemoteRpc to allow it)`,
      );
    }
    return { ...chain, rpc: createJsonRpcClient(chain.rpcUrl) };
  };
  for (const chain of options.chains) chains.set(chain.chainId, knownChain(chain));

  let accounts: LocalAccount[] = [
    toLocalAccount(options.privateKey ?? ANVIL_ACCOUNTS[0]!.privateKey),
  ];
  let current: KnownChain = chains.get(options.chains[0]!.chainId)!;
  let authorized = options.authorized ?? false;
  let connected = true;
  let delayMs = 0;
  let rejectEverything = false;
  const pendingRejections: (string | undefined)[] = [];
  const capabilities = new Map<number, WalletCapabilities>(
    Object.entries(options.capabilities ?? {}).map(([id, caps]) => [Number(id), caps]),
  );
  const info: Readonly<Eip6963ProviderInfo> = Object.freeze({
    uuid: globalThis.crypto.randomUUID(),
    name: 'Portico Test Wallet',
    icon: DEFAULT_ICON,
    rdns: 'dev.portico.testwallet',
    ...options.announce,
  });

  // One transaction at a time, so nonces filled from the node never collide.
  let sendTail: Promise<unknown> = Promise.resolve();
  const serially = <T>(task: () => Promise<T>): Promise<T> => {
    const run = sendTail.then(task, task);
    sendTail = run.catch(() => undefined);
    return run;
  };

  const addresses = (): Address[] => accounts.map((a) => a.address);
  const chainById = (chainId: number): KnownChain => {
    const chain = chains.get(chainId) ?? (chainId === current.chainId ? current : undefined);
    if (!chain) throw ProviderRpcError.unrecognizedChain(chainIdToHex(chainId));
    return chain;
  };
  const authorizedAccount = (address: Address | undefined): LocalAccount => {
    const account = authorized
      ? address === undefined
        ? accounts[0]
        : findAccount(accounts, address)
      : undefined;
    if (!account) throw ProviderRpcError.unauthorized();
    return account;
  };
  const capabilitiesOf = (chainId: number) => capabilities.get(chainId) ?? DEFAULT_CAPABILITIES;

  const sendTransaction = (chainId: number, account: LocalAccount, tx: TransactionParams) =>
    serially(() => signAndSendTransaction(chainById(chainId).rpc, account, chainId, tx));

  const batches = createCallsBatches({
    sendTransaction: (chainId, from, call) =>
      sendTransaction(chainId, authorizedAccount(from), call),
    waitForReceipt: (chainId, hash: Hash) => waitForReceipt(chainById(chainId).rpc, hash),
    rpc: (chainId) => chainById(chainId).rpc,
  });

  /** The user's answer to a prompt: resolves on approval, throws 4001 on rejection. */
  const prompt = (method: string) => {
    const index = pendingRejections.findIndex((m) => m === undefined || m === method);
    if (rejectEverything || index >= 0) {
      if (index >= 0) pendingRejections.splice(index, 1);
      throw ProviderRpcError.userRejected();
    }
  };

  const connectAccounts = (): Address[] => {
    if (!connected) {
      connected = true;
      events.emit('connect', { chainId: chainIdToHex(current.chainId) });
    }
    if (!authorized) {
      authorized = true;
      events.emit('accountsChanged', addresses());
    }
    return addresses();
  };

  const permissions = () =>
    authorized
      ? [
          {
            parentCapability: 'eth_accounts',
            invoker: 'portico-test-wallet',
            date: Date.now(),
            caveats: [{ type: 'restrictReturnedAccounts', value: addresses() }],
          },
        ]
      : [];

  const handlers: Record<string, (params: readonly unknown[]) => Promise<unknown> | unknown> = {
    eth_accounts: () => (authorized ? addresses() : []),
    eth_chainId: () => chainIdToHex(current.chainId),
    net_version: () => String(current.chainId),

    eth_requestAccounts: () => {
      if (!authorized || !connected) prompt('eth_requestAccounts');
      return connectAccounts();
    },
    wallet_requestPermissions: (params) => {
      const request = params[0];
      if (typeof request !== 'object' || request === null || !('eth_accounts' in request)) {
        throw ProviderRpcError.invalidParams('only the eth_accounts permission is offered');
      }
      prompt('wallet_requestPermissions');
      connectAccounts();
      return permissions();
    },
    wallet_getPermissions: () => permissions(),
    wallet_revokePermissions: () => {
      if (authorized) {
        authorized = false;
        events.emit('accountsChanged', []);
      }
      return null;
    },

    wallet_switchEthereumChain: (params) => {
      const chainId = parseChainId((params[0] as { chainId?: unknown } | undefined)?.chainId);
      const chain = chains.get(chainId);
      if (!chain) throw ProviderRpcError.unrecognizedChain(chainIdToHex(chainId));
      prompt('wallet_switchEthereumChain');
      if (chain !== current) {
        current = chain;
        events.emit('chainChanged', chainIdToHex(chainId));
      }
      return null;
    },
    wallet_addEthereumChain: async (params) => {
      const request = (params[0] ?? {}) as { chainId?: unknown; chainName?: unknown };
      const chainId = parseChainId(request.chainId);
      const rpcUrls = (params[0] as { rpcUrls?: unknown } | undefined)?.rpcUrls;
      const rpcUrl = Array.isArray(rpcUrls) ? rpcUrls[0] : undefined;
      if (typeof rpcUrl !== 'string') throw ProviderRpcError.invalidParams('rpcUrls[0] is missing');
      if (chains.has(chainId)) return null;
      const name = typeof request.chainName === 'string' ? request.chainName : undefined;
      const candidate = knownChain({ chainId, rpcUrl, name });
      prompt('wallet_addEthereumChain');
      // Like MetaMask, keep the chain only if its node says it serves that chain id.
      const answered = Number(await candidate.rpc('eth_chainId'));
      if (answered !== chainId) {
        throw ProviderRpcError.invalidParams(
          `the node at ${rpcUrl} serves chain ${answered}, not ${chainId}`,
        );
      }
      chains.set(chainId, candidate);
      return null;
    },

    personal_sign: (params) => {
      const { address, message } = parsePersonalSign(params, (a) => !!findAccount(accounts, a));
      const account = authorizedAccount(address);
      prompt('personal_sign');
      return account.signMessage({ message });
    },
    eth_signTypedData_v4: (params) => {
      const { address, typedData } = parseSignTypedDataV4(params, current.chainId);
      const account = authorizedAccount(address);
      prompt('eth_signTypedData_v4');
      return account.signTypedData(typedData as Parameters<LocalAccount['signTypedData']>[0]);
    },
    eth_sendTransaction: (params) => {
      const tx = parseTransactionParams(params[0]);
      assertCurrentChain(tx.chainId);
      const account = authorizedAccount(tx.from);
      prompt('eth_sendTransaction');
      return sendTransaction(current.chainId, account, tx);
    },
    eth_signTransaction: (params) => {
      const tx = parseTransactionParams(params[0]);
      assertCurrentChain(tx.chainId);
      const account = authorizedAccount(tx.from);
      prompt('eth_signTransaction');
      return serially(() => signTransaction(current.rpc, account, current.chainId, tx));
    },

    wallet_getCapabilities: (params) => {
      authorizedAccount(params[0] === undefined ? undefined : parseAddress(params[0]));
      const wanted = Array.isArray(params[1])
        ? params[1].map(parseChainId)
        : [...chains.keys()].sort((a, b) => a - b);
      return Object.fromEntries(
        wanted
          .filter((chainId) => chains.has(chainId))
          .map((chainId) => [chainIdToHex(chainId), structuredClone(capabilitiesOf(chainId))]),
      );
    },
    wallet_sendCalls: (params) => {
      const request = parseSendCalls(params);
      const account = authorizedAccount(request.from);
      if (request.chainId !== current.chainId) {
        throw new ProviderRpcError(
          RPC_ERROR_CODES.unsupportedChainId,
          RPC_ERROR_MESSAGES.unsupportedChainId(chainIdToHex(request.chainId)),
        );
      }
      const supported = capabilitiesOf(request.chainId);
      assertCapabilitiesSupported(request.capabilities, supported);
      const atomic = (supported.atomic as { status?: string } | undefined)?.status;
      if (request.atomicRequired && atomic !== 'supported' && atomic !== 'ready') {
        throw new ProviderRpcError(
          RPC_ERROR_CODES.atomicityNotSupported,
          RPC_ERROR_MESSAGES.atomicityNotSupported,
        );
      }
      prompt('wallet_sendCalls');
      return batches.send(request, account.address);
    },
    wallet_getCallsStatus: (params) => batches.status(params[0]),
  };

  function assertCurrentChain(chainId: number | undefined) {
    if (chainId !== undefined && chainId !== current.chainId) {
      throw ProviderRpcError.invalidParams(
        `the transaction's chainId ${chainId} is not the current chain ${current.chainId}`,
      );
    }
  }

  async function request(args: Eip1193RequestArguments): Promise<unknown> {
    if (typeof args !== 'object' || args === null || typeof args.method !== 'string') {
      throw ProviderRpcError.invalidParams('request takes { method, params }');
    }
    const { method } = args;
    const params = paramsArray(args.params);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const handler = handlers[method];
    if (!handler && !FORWARDED_METHODS.has(method))
      throw ProviderRpcError.unsupportedMethod(method);
    if (!connected && !LOCAL_METHODS.has(method)) throw ProviderRpcError.disconnected();
    if (handler) return handler(params);
    return current.rpc(method, params);
  }

  const on: Eip1193Provider['on'] = (event, listener) => events.on(event, listener);
  const removeListener: Eip1193Provider['removeListener'] = (event, listener) =>
    events.removeListener(event, listener);
  const provider: Eip1193Provider = Object.freeze({ request, on, removeListener });

  const control: TestWalletControl = {
    rejectNext: (method) => void pendingRejections.push(method),
    rejectAll: (reject) => void (rejectEverything = reject),
    forgetChain: (chainId) => void chains.delete(chainId),
    setDelay: (ms) => void (delayMs = Math.max(0, ms)),
    disconnect: () => {
      const wasAuthorized = authorized;
      authorized = false;
      if (wasAuthorized) events.emit('accountsChanged', []);
      if (connected) {
        connected = false;
        events.emit('disconnect', ProviderRpcError.disconnected());
      }
    },
    setAccounts: (next) => {
      accounts = next.map(toLocalAccount);
      if (authorized) events.emit('accountsChanged', addresses());
    },
    setCapabilities: (chainId, caps) => void capabilities.set(chainId, caps),
    get state() {
      return {
        chainId: current.chainId,
        accounts: addresses(),
        authorized,
        connected,
        chains: [...chains.values()].map(({ chainId, rpcUrl, name }) => ({
          chainId,
          rpcUrl,
          ...(name === undefined ? {} : { name }),
        })),
      };
    },
  };

  // EIP-1193: a provider emits connect once it is connected to a chain after creation.
  queueMicrotask(() => {
    if (connected) events.emit('connect', { chainId: chainIdToHex(current.chainId) });
  });

  return {
    request,
    on,
    removeListener,
    provider,
    info,
    control,
    announceEip6963: (target?: EventTarget) => announceEip6963Provider({ info, provider }, target),
  };
}
