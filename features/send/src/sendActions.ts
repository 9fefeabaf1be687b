/**
 * Send's actions, created once per instance when the plugin loads. Each writes its result to
 * Send's slice of state and returns it; none navigates (the views react to the result). The
 * ones that touch the wallet or the chain take the instance (`portico`): a plugin's context
 * gives the plugin surface, and sending goes through the public API, so core's rules apply
 * ('Signature declined' on a refusal, the transaction tracker's toasts, a balance read).
 */
import {
  MESSAGES,
  TOKENS,
  formatUnits,
  isUserRejection,
  type FeatureContext,
  type FeeEstimateParams,
  type Portico,
  type TrackedTransactionStatus,
  type TransactionTracker,
} from '@portico/core';
import { SEND_LABELS } from './labels';
import { hasNameService, resolveReceiverName } from './receiverName';
import { currentSender, type Sender } from './sender';
import {
  amountInBaseUnits,
  looksLikeName,
  maxAmount,
  receiverAddressIn,
  sendStep,
} from './sendRules';
import { initialSendState, type SendState, type SendToken } from './sendState';
import { readSendTokens, sameToken } from './sendTokens';

/** What `send` did. A refusal and a failure leave the form as it was, to try again. */
export type SendResult =
  | { readonly status: 'sent'; readonly hash: string }
  | { readonly status: 'declined' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'invalid'; readonly message: string };

export interface SendActions {
  /** Reads the account's balances on its network; keeps the token chosen, else the native one. */
  loadTokens(portico: Portico): Promise<readonly SendToken[]>;
  setToken(token: SendToken): void;
  /** The amount as typed (text; turned into base units only by the rules and the send). */
  setAmount(text: string): void;
  /**
   * The receiver as typed: an address of the namespace, or on eip155 a name the instance's
   * name service resolves (with its name and avatar). Returns the address, if any.
   */
  setReceiver(portico: Portico, text: string): Promise<string | undefined>;
  /** Max: a token's full balance; for the native currency, the balance less the fee. */
  setMax(portico: Portico): Promise<string | undefined>;
  /** The fee of the send as the form stands, in the native currency's smallest unit. */
  estimate(portico: Portico): Promise<bigint | undefined>;
  /**
   * Asks the wallet to send, once: a second call while the first is open returns the first's
   * promise (no second wallet request). After the hash the form is reset; the transaction is
   * then awaited through core's tracker (up to the spec's 25 s) and the balance read again.
   */
  send(portico: Portico): Promise<SendResult>;
  /** Empties the form (the token list stays). */
  reset(): void;
}

/** The instance's transaction tracker, when core registered one. */
function trackerOf(portico: Portico): TransactionTracker | undefined {
  try {
    return portico.resolve(TOKENS.transactions);
  } catch {
    return undefined;
  }
}

export function createSendActions(context: FeatureContext<SendState>): SendActions {
  const { state: store } = context;
  const toasts = context.resolve(TOKENS.toasts);
  const write = (change: Partial<SendState> | ((state: SendState) => Partial<SendState>)) =>
    store.setState((state) => ({
      ...state,
      ...(typeof change === 'function' ? change(state) : change),
    }));
  // Answers that arrive after a newer request are dropped (per kind of request).
  let tokensRun = 0;
  let receiverRun = 0;
  let estimateRun = 0;
  let inFlight: Promise<SendResult> | undefined;

  /** The fee of sending `token` (the native value does not change a transfer's fee: 0 is priced). */
  async function feeOf(sender: Sender, token: SendToken, state: SendState) {
    const { adapter, connector, network, address } = sender;
    if (!adapter.estimateFee || !connector) return undefined;
    const to = state.receiverAddress ?? address;
    const request = { connector, network, from: address, to };
    const params: FeeEstimateParams =
      token.address === undefined
        ? { ...request, value: 0n }
        : {
            ...request,
            token: { address: token.address, decimals: token.decimals, symbol: token.symbol },
            amount: amountInBaseUnits(state.sendTokenAmount, token.decimals) ?? token.balance,
          };
    return adapter.estimateFee(params);
  }

  const estimate = async (portico: Portico) => {
    const sender = currentSender(portico);
    const state = store.getState();
    const token = state.token;
    if (!sender || !token) return undefined;
    const run = ++estimateRun;
    write({ estimating: true });
    const [fee, gasPrice] = await Promise.all([
      feeOf(sender, token, state).catch(() => undefined),
      sender.adapter.getGasPrice?.({ network: sender.network }).catch(() => undefined),
    ]);
    if (run === estimateRun) write({ estimating: false, fee, gasPrice });
    return fee;
  };

  /** After the hash: the tracker's verdict (or 'pending' after 25 s), then the balance again. */
  async function settle(portico: Portico, namespace: string, hash: string) {
    const tracker = trackerOf(portico);
    // waitFor's default time-out is the spec's send confirmation wait (25 s).
    const status: TrackedTransactionStatus = tracker
      ? await tracker.waitFor(hash).catch(() => 'pending' as const)
      : 'pending';
    if (store.getState().lastSent?.hash === hash) write({ lastSent: { hash, status } });
    await portico.refreshBalance(namespace).catch(() => undefined);
  }

  async function sendOnce(portico: Portico): Promise<SendResult> {
    const sender = currentSender(portico);
    const state = store.getState();
    if (!sender) return { status: 'invalid', message: MESSAGES.noActiveCaipAddress };
    if (
      sender.namespace === 'solana' &&
      (state.sendTokenAmount.trim() === '' || state.receiverInput.trim() === '')
    ) {
      const message = MESSAGES.solanaSendNeedsAmountAndReceiver;
      toasts.error(message);
      write({ error: message });
      return { status: 'invalid', message };
    }
    const step = sendStep(state, sender.accountType);
    const { token, receiverAddress: to } = state;
    const amount = token && amountInBaseUnits(state.sendTokenAmount, token.decimals);
    if (step !== 'previewSend' || !token || !to || amount === undefined) {
      return { status: 'invalid', message: SEND_LABELS[step] };
    }
    write({ sending: true, error: undefined });
    const { namespace } = sender;
    let hash: string;
    try {
      hash =
        token.address === undefined
          ? await portico.sendTransaction({ to, value: amount, namespace })
          : await portico.sendToken({
              to,
              token: { address: token.address, decimals: token.decimals, symbol: token.symbol },
              amount,
              namespace,
            });
    } catch (error) {
      if (isUserRejection(error)) {
        // Core's wallet actions showed 'Signature declined' already (every adapter maps a
        // refusal to core's UserRejectedError).
        write({ sending: false, error: MESSAGES.signatureDeclined });
        return { status: 'declined' };
      }
      const message =
        namespace === 'solana' ? MESSAGES.solanaSendFailed : MESSAGES.somethingWentWrong;
      toasts.error(message);
      write({ sending: false, error: message });
      return { status: 'failed', message };
    }
    // 'Transaction started' is core's toast (its tracker's), not raised here again.
    store.setState((current) => ({
      ...initialSendState(),
      tokens: current.tokens,
      lastSent: { hash, status: 'pending' },
    }));
    void settle(portico, namespace, hash);
    return { status: 'sent', hash };
  }

  return {
    async loadTokens(portico) {
      const sender = currentSender(portico);
      const run = ++tokensRun;
      if (!sender) {
        write({ tokens: [], token: undefined, nativeBalance: undefined, tokensLoading: false });
        return [];
      }
      write({ tokensLoading: true });
      const read = await readSendTokens(sender).catch(() => undefined);
      if (run !== tokensRun) return store.getState().tokens;
      const tokens = read?.tokens ?? [];
      write((state) => {
        const kept = tokens.find((token) => sameToken(token, state.token));
        return {
          tokens,
          tokensLoading: false,
          nativeBalance: read?.nativeBalance,
          token: kept ?? tokens[0],
          ...(!kept && { fee: undefined, gasPrice: undefined }),
        };
      });
      return tokens;
    },

    setToken(token) {
      write((state) => ({
        token,
        ...(!sameToken(token, state.token) && { fee: undefined, error: undefined }),
      }));
    },

    setAmount(text) {
      write({ sendTokenAmount: text, error: undefined });
    },

    async setReceiver(portico, text) {
      const run = ++receiverRun;
      const sender = currentSender(portico);
      const address = sender && receiverAddressIn(sender.namespace, text);
      const cleared = {
        receiverInput: text,
        receiverAddress: address,
        receiverProfileName: undefined,
        receiverProfileImage: undefined,
        resolvingName: false,
        error: undefined,
      };
      if (address || !sender || !looksLikeName(sender.namespace, text)) {
        write(cleared);
        return address;
      }
      write({ ...cleared, resolvingName: true });
      const resolved = (await hasNameService(portico))
        ? await resolveReceiverName(portico, sender, text).catch(() => undefined)
        : undefined;
      if (run !== receiverRun) return undefined;
      write({
        resolvingName: false,
        receiverAddress: resolved?.address,
        receiverProfileName: resolved?.name,
        receiverProfileImage: resolved?.image,
      });
      return resolved?.address;
    },

    async setMax(portico) {
      const token = store.getState().token;
      if (!token) return undefined;
      const fee = token.address === undefined ? await estimate(portico) : undefined;
      const current = store.getState().token;
      if (!sameToken(current, token) || !current) return undefined;
      const text = formatUnits(maxAmount(current, fee), current.decimals);
      write({ sendTokenAmount: text, error: undefined });
      return text;
    },

    estimate,

    send(portico) {
      inFlight ??= sendOnce(portico).finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },

    reset() {
      ++receiverRun;
      ++estimateRun;
      store.setState((state) => ({ ...initialSendState(), tokens: state.tokens }));
    },
  };
}
