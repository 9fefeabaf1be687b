/**
 * Test fixture: the toy chain (core's stand-in chain family, see toyChain.ts) as a namespace
 * whose wallets give all their accounts and the visitor picks one (AdapterPlugin.accountPicker,
 * as polkadot extensions do). The wallet's own account comes first, then `extra` accounts, each
 * with the wallet's name for it; what each reconnect was asked is recorded.
 */
import type {
  AdapterPlugin,
  BalanceParts,
  ConnectParams,
  WalletAccount,
} from '../contracts/adapter';
import { createToyChain, type ToyChain, type ToyChainOptions } from './toyChain';

export interface PickerChainOptions extends ToyChainOptions {
  /** How many accounts the wallet gives besides its own (2 by default). */
  readonly extra?: number;
  /** The wallet's names for its accounts, in order (untrusted text). */
  readonly names?: readonly (string | undefined)[];
  /** The plugin says accountPicker (true by default). */
  readonly accountPicker?: boolean;
  /** getBalance answers with these parts (a polkadot-like balance). */
  readonly parts?: BalanceParts;
}

export interface PickerChain extends ToyChain {
  /** Every account the wallet gives, in the wallet's order. */
  readonly accounts: readonly WalletAccount[];
  /** The params of every reconnect the adapter was asked for. */
  readonly reconnects: ConnectParams[];
}

/** A toychain address (`toy` + 64 hex digits) for the n-th extra account. */
const extraAddress = (n: number) => `toy${n.toString(16).padStart(64, 'e')}`;

export function createPickerChain(options: PickerChainOptions = {}): PickerChain {
  const toy = createToyChain(options);
  const addresses = [
    toy.wallet.address,
    ...Array.from({ length: options.extra ?? 2 }, (_, n) => extraAddress(n + 1)),
  ];
  const accounts: WalletAccount[] = addresses.map((address, index) => {
    const name = options.names?.[index];
    return name === undefined ? { address, type: 'eoa' } : { address, type: 'eoa', name };
  });
  const reconnects: ConnectParams[] = [];
  const plugin: AdapterPlugin = {
    ...toy.plugin,
    accountPicker: options.accountPicker ?? true,
    create(context) {
      const adapter = toy.plugin.create(context);
      return {
        ...adapter,
        async connect(params) {
          return { ...(await adapter.connect(params)), accounts };
        },
        async reconnect(params) {
          reconnects.push(params);
          const connection = await adapter.reconnect(params);
          // Like a wallet that ignores the preference: its own order, its first account first.
          return connection && { ...connection, accounts };
        },
        async getBalance(params) {
          const balance = await adapter.getBalance(params);
          return options.parts ? { ...balance, parts: options.parts } : balance;
        },
      };
    },
  };
  return { ...toy, plugin, accounts, reconnects };
}
