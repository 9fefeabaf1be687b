/**
 * Swap's actions, created once per instance when the plugin loads. Each writes its result to
 * Swap's slice of state and returns it; none navigates (the views react to the result). The
 * wallet is asked through the public API (`portico.sendTransaction`), so core's rules apply:
 * 'Signature declined' on a refusal, the transaction tracker's toasts and Activity.
 */
import {
  MESSAGES,
  TOKENS,
  isUserRejection,
  type FeatureContext,
  type Portico,
  type TransactionTracker,
} from '@portico/core';
import type { BuiltTransaction } from '@portico/core/services';
import { SWAP_LABELS } from './labels';
import { buildNext, feeOf, readQuote, swapErrorText } from './swapCalls';
import { isQuoteStale, latestBlockNumber } from './latestBlock';
import { currentSwapper, swapApiOf, type Swapper } from './swapper';
import { minimumReceived, swapStep } from './swapRules';
import { initialSwapState, type SwapState, type SwapTokenChoice } from './swapState';
import { readSwapTokens, sameToken } from './swapTokens';

/** What `swap` did. A refusal and a failure leave the form as it was, to try again. */
export type SwapResult =
  | { readonly status: 'swapped'; readonly hash: string }
  | { readonly status: 'declined' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'requoted' }
  | { readonly status: 'invalid'; readonly message: string };

export interface SwapActions {
  /** Reads the exchange's tokens on the account's network and the account's balances. */
  loadTokens(portico: Portico): Promise<readonly SwapTokenChoice[]>;
  /** Which picker the token list fills next. */
  pick(side: 'source' | 'to'): void;
  /** Puts `token` in the picker being filled; choosing the other side's token switches them. */
  chooseToken(token: SwapTokenChoice): void;
  switchTokens(): void;
  setAmount(text: string): void;
  /** Reads a quote for the form as it stands (with the prices, the allowance and the block). */
  fetchQuote(portico: Portico): Promise<SwapState['quote']>;
  /** The network fee of the next step in the wallet (the approval, else the swap). */
  prepare(portico: Portico): Promise<bigint | undefined>;
  /**
   * The approval when the allowance is short (once, awaited until confirmed), then the swap:
   * one run at a time (a second call while one is open returns its promise). A quote older
   * than the chain's latest block is read again first; if the new one gives less than the
   * shown one's minimum received, nothing is signed ('requoted').
   */
  swap(portico: Portico): Promise<SwapResult>;
  reset(): void;
}

function trackerOf(portico: Portico): TransactionTracker | undefined {
  try {
    return portico.resolve(TOKENS.transactions);
  } catch {
    return undefined;
  }
}

export function createSwapActions(context: FeatureContext<SwapState>): SwapActions {
  const { state: store } = context;
  const toasts = context.resolve(TOKENS.toasts);
  const write = (change: Partial<SwapState> | ((state: SwapState) => Partial<SwapState>)) =>
    store.setState((state) => ({
      ...state,
      ...(typeof change === 'function' ? change(state) : change),
    }));
  let tokensRun = 0;
  let quoteRun = 0;
  let prepareRun = 0;
  let inFlight: Promise<SwapResult> | undefined;

  const fresh = { quote: undefined, quoteMissing: false, networkFee: undefined, error: undefined };

  async function loadTokens(portico: Portico) {
    const run = ++tokensRun;
    const swapper = currentSwapper(portico);
    if (!swapper) {
      write({ tokens: [], tokensLoading: false });
      return [];
    }
    write({ tokensLoading: true, error: undefined });
    try {
      const api = await swapApiOf(portico);
      const listed = api
        ? await api.getSwapTokens({ caipNetworkId: swapper.network.caipNetworkId })
        : [];
      const tokens = await readSwapTokens(swapper, listed);
      if (run !== tokensRun) return store.getState().tokens;
      write((state) => {
        const keep = (token?: SwapTokenChoice) => tokens.find((t) => sameToken(t, token));
        return {
          tokens,
          tokensLoading: false,
          sourceToken: keep(state.sourceToken) ?? tokens[0],
          toToken: keep(state.toToken),
        };
      });
      return tokens;
    } catch (error) {
      if (run === tokensRun)
        write({ tokens: [], tokensLoading: false, error: swapErrorText(error) });
      return [];
    }
  }

  async function fetchQuote(portico: Portico) {
    const run = ++quoteRun;
    const swapper = currentSwapper(portico);
    const state = store.getState();
    if (!swapper) return undefined;
    write({ quoting: true, ...fresh });
    try {
      const read = await readQuote(portico, swapper, state);
      if (run !== quoteRun) return store.getState().quote;
      write({ quoting: false, ...(read ?? {}) });
      return read?.quote;
    } catch (error) {
      if (run === quoteRun) write({ quoting: false, error: swapErrorText(error) });
      return undefined;
    }
  }

  /** Asks the wallet to send `tx`: its hash, or why the run stops (with the text to show). */
  async function sendBuilt(
    portico: Portico,
    swapper: Swapper,
    tx: BuiltTransaction,
  ): Promise<{ readonly hash: string } | { readonly result: SwapResult; readonly error: string }> {
    try {
      const hash = await portico.sendTransaction({
        to: tx.to,
        value: BigInt(tx.value),
        data: tx.data,
        // The server's limit, not a fresh estimate in the wallet: a pool's first trade in a new
        // second pays for its price accumulators, which an estimate made earlier misses.
        gas: BigInt(tx.eip155.gas),
        namespace: swapper.namespace,
      });
      return { hash };
    } catch (error) {
      if (isUserRejection(error)) {
        // Core's wallet actions showed 'Signature declined' already.
        return { result: { status: 'declined' }, error: MESSAGES.signatureDeclined };
      }
      toasts.error(MESSAGES.somethingWentWrong);
      const message = MESSAGES.somethingWentWrong;
      return { result: { status: 'failed', message }, error: message };
    }
  }

  async function waitFor(portico: Portico, hash: string) {
    const tracker = trackerOf(portico);
    return tracker ? tracker.waitFor(hash).catch(() => 'pending' as const) : 'pending';
  }

  async function swapOnce(portico: Portico): Promise<SwapResult> {
    const swapper = currentSwapper(portico);
    if (!swapper) return { status: 'invalid', message: MESSAGES.noActiveCaipAddress };
    let state = store.getState();
    const step = swapStep(state);
    if (step !== 'reviewSwap' || !state.quote) {
      return { status: 'invalid', message: SWAP_LABELS[step] };
    }
    const shown = state.quote;
    try {
      // 1. The approval, when the allowance is short: awaited until it is mined.
      let next = await buildNext(portico, swapper, state);
      if (!next) return { status: 'invalid', message: SWAP_LABELS.reviewSwap };
      if (next.step === 'approve') {
        write({ approving: true, error: undefined });
        const sent = await sendBuilt(portico, swapper, next.tx);
        if ('result' in sent) {
          write({ approving: false, error: sent.error });
          return sent.result;
        }
        const status = await waitFor(portico, sent.hash);
        if (status === 'failed') {
          write({ approving: false, error: MESSAGES.somethingWentWrong });
          return { status: 'failed', message: MESSAGES.somethingWentWrong };
        }
        write({ approving: false });
      }
      write({ swapping: true, error: undefined });
      // 2. A quote older than the chain's latest block is read again before signing.
      if (isQuoteStale(shown.blockNumber, await latestBlockNumber(swapper.network))) {
        const read = await readQuote(portico, swapper, store.getState());
        if (!read?.quote || read.quote.toAmount < minimumReceived(shown.toAmount)) {
          write({ ...read, swapping: false, error: SWAP_LABELS.quoteRefreshed });
          return { status: 'requoted' };
        }
        write(read);
      }
      // 3. The swap, built now from the current quote.
      state = store.getState();
      next = await buildNext(portico, swapper, state, 'swap');
      if (!next) return { status: 'invalid', message: SWAP_LABELS.reviewSwap };
      const sent = await sendBuilt(portico, swapper, next.tx);
      if ('result' in sent) {
        write({ swapping: false, error: sent.error });
        return sent.result;
      }
      const hash = sent.hash;
      store.setState((current) => ({
        ...initialSwapState(),
        tokens: current.tokens,
        sourceToken: current.sourceToken,
        toToken: current.toToken,
        lastSwap: { hash, status: 'pending' },
      }));
      void settle(portico, swapper, hash);
      return { status: 'swapped', hash };
    } catch (error) {
      const message = swapErrorText(error);
      toasts.error(message);
      write({ approving: false, swapping: false, error: message });
      return { status: 'failed', message };
    }
  }

  /** After the hash: the tracker's verdict, then the balances read again. */
  async function settle(portico: Portico, swapper: Swapper, hash: string) {
    const status = await waitFor(portico, hash);
    if (store.getState().lastSwap?.hash === hash) write({ lastSwap: { hash, status } });
    await portico.refreshBalance(swapper.namespace).catch(() => undefined);
    await loadTokens(portico);
  }

  return {
    loadTokens,
    pick(side) {
      write({ picking: side });
    },
    chooseToken(token) {
      write((state) => {
        const [mine, other] =
          state.picking === 'source'
            ? (['sourceToken', 'toToken'] as const)
            : (['toToken', 'sourceToken'] as const);
        const switched = sameToken(token, state[other]) ? { [other]: state[mine] } : {};
        return { [mine]: token, ...switched, ...fresh };
      });
    },
    switchTokens() {
      write((state) => ({ sourceToken: state.toToken, toToken: state.sourceToken, ...fresh }));
    },
    setAmount(text) {
      write({ sourceTokenAmount: text, ...fresh });
    },
    fetchQuote,
    async prepare(portico) {
      const run = ++prepareRun;
      const swapper = currentSwapper(portico);
      if (!swapper) return undefined;
      write({ preparing: true });
      const next = await buildNext(portico, swapper, store.getState()).catch(() => undefined);
      const networkFee = next ? feeOf(next.tx) : undefined;
      if (run === prepareRun) write({ preparing: false, networkFee });
      return networkFee;
    },
    swap(portico) {
      inFlight ??= swapOnce(portico).finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
    reset() {
      ++quoteRun;
      ++prepareRun;
      store.setState((state) => ({ ...initialSwapState(), tokens: state.tokens }));
    },
  };
}
