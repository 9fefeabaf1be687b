/**
 * Test fixture: core's toychain (an in-memory ledger behind a wallet with a real ed25519 key)
 * with what Send needs on top, as a wallet and chain would give it: token balances (one token
 * of 18 decimals, one of 0 decimals that Send must drop), token sends that ask the wallet, a
 * fixed fee estimate, and a send that fails once without a refusal. Toychain has no node
 * anywhere: it stands in for a chain, not for any part of Portico.
 */
import { UserRejectedError, type AdapterPlugin, type TokenAmount } from '@portico/core';
import { defineNetwork } from '../../../../core/src/networks/network';
import {
  ToyWalletRefusal,
  createToyChain,
  type ToyChain,
  type ToyChainOptions,
} from '../../../../core/src/__fixtures__/toyChain';

/** The toy's tokens: TKN (18 decimals) and NFT-like BADGE (0 decimals, dropped by Send). */
export const TOY_TOKEN = {
  address: 'toytoken-tkn',
  symbol: 'TKN',
  name: 'Toy Token',
  decimals: 18,
};
export const TOY_BADGE = { address: 'toytoken-badge', symbol: 'BADGE', name: 'Badge', decimals: 0 };

/** The fee every send costs on the toy chain, in its native smallest unit. */
export const TOY_FEE = 1_000n;

/** A Solana-namespaced toychain network (the toy's addresses are not base58: tests type them). */
export const toySolanaNetwork = defineNetwork({
  id: 'toysol1',
  chainNamespace: 'solana',
  name: 'Toy Solana',
  nativeCurrency: { name: 'Toy SOL', symbol: 'TSOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9/toy-solana'] } },
});

export interface SendToy extends ToyChain {
  /** Token balances by token address, then holder. */
  readonly tokenLedger: Map<string, Map<string, bigint>>;
  /** Every wallet request to send (native or token), in order. */
  readonly sends: { readonly to: string; readonly amount: bigint; readonly token?: string }[];
  /** The next send fails with this error after the wallet approved it (a node error). */
  failNextSend?: Error;
  /** estimateFee's answer; undefined: the adapter has no estimateFee. */
  fee: bigint | undefined;
  /**
   * getBalance answers in parts (a polkadot-like balance) with this transferable part; the
   * ledger's figure is the total, split as free = total, reserved = 0. Undefined: no parts.
   */
  transferable?: bigint;
}

export function createSendToy(options: ToyChainOptions = {}): SendToy {
  const toy = createToyChain(options);
  const tokenLedger = new Map([
    [TOY_TOKEN.address, new Map([[toy.wallet.address, 5n * 10n ** 18n]])],
    [TOY_BADGE.address, new Map([[toy.wallet.address, 3n]])],
  ]);
  const sends: SendToy['sends'] = [];
  const fixture: SendToy = { ...toy, tokenLedger, sends, fee: TOY_FEE };

  /** The wallet asks its user, as toychain wallets do (core's toy: a refusal is code 4001). */
  const approve = () => {
    toy.wallet.prompts += 1;
    if (toy.wallet.refusals > 0) {
      toy.wallet.refusals -= 1;
      throw new UserRejectedError(new ToyWalletRefusal());
    }
  };
  const failIfAsked = () => {
    const error = fixture.failNextSend;
    fixture.failNextSend = undefined;
    if (error) throw error;
  };

  const plugin: AdapterPlugin = {
    ...toy.plugin,
    create(context) {
      const adapter = toy.plugin.create(context);
      return {
        ...adapter,
        async sendTransaction(params) {
          if (fixture.failNextSend) {
            approve();
            failIfAsked();
          }
          const hash = await adapter.sendTransaction(params);
          sends.push({ to: params.to, amount: params.value });
          return hash;
        },
        async getTokenBalances({ address }): Promise<readonly TokenAmount[]> {
          return [TOY_TOKEN, TOY_BADGE].map((token) => ({
            ...token,
            value: tokenLedger.get(token.address)?.get(address) ?? 0n,
          }));
        },
        async sendToken({ from, to, token, amount }) {
          const holders = tokenLedger.get(token.address);
          const balance = holders?.get(from) ?? 0n;
          if (!holders || balance < amount) throw new Error('insufficient token balance');
          approve();
          failIfAsked();
          holders.set(from, balance - amount);
          holders.set(to, (holders.get(to) ?? 0n) + amount);
          sends.push({ to, amount, token: token.address });
          return `toytoken-tx-${sends.length}`;
        },
        async getBalance(params) {
          const balance = await adapter.getBalance(params);
          const { transferable } = fixture;
          if (transferable === undefined) return balance;
          return { ...balance, parts: { free: balance.value, reserved: 0n, transferable } };
        },
        ...(fixture.fee !== undefined && {
          estimateFee: async () => {
            if (fixture.fee === undefined) throw new Error('no fee estimate');
            return fixture.fee;
          },
        }),
      };
    },
  };
  return Object.assign(fixture, { plugin });
}
