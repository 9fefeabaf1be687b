/** Send's slice of state in one instance (the spec's send state, section 3, and its progress). */

/** A token the account can send: the network's native currency (no address) or a token. */
export interface SendToken {
  /** The token's contract (ERC-20) or mint (SPL); undefined for the native currency. */
  readonly address?: string;
  readonly symbol: string;
  readonly name: string;
  readonly decimals: number;
  /** The account's balance, in the token's base units. */
  readonly balance: bigint;
  /** The network the balance was read on. */
  readonly caipNetworkId: string;
}

/** Where the last send stands: its hash, then what the tracker said (or 'pending' after 25 s). */
export interface SentTransaction {
  readonly hash: string;
  readonly status: 'pending' | 'confirmed' | 'failed';
}

export interface SendState {
  /** The token chosen (spec: token); the native currency once the balances are read. */
  readonly token?: SendToken;
  /** What the account can send on its network: the native currency first, then its tokens. */
  readonly tokens: readonly SendToken[];
  readonly tokensLoading: boolean;
  /** The native balance, in its smallest unit (what pays the fee). */
  readonly nativeBalance?: bigint;
  /** The amount as the visitor typed it (spec: sendTokenAmount), never a float. */
  readonly sendTokenAmount: string;
  /** The receiver as typed: an address or a name. */
  readonly receiverInput: string;
  /** The receiver's address (spec: receiverAddress): the valid address typed, or the name's. */
  readonly receiverAddress?: string;
  /** The name the address was resolved from, and its avatar (an allowed image URL only). */
  readonly receiverProfileName?: string;
  readonly receiverProfileImage?: string;
  readonly resolvingName: boolean;
  /** The network's gas price (spec: gasPrice), in its smallest unit, where the adapter reads it. */
  readonly gasPrice?: bigint;
  /** The estimated fee of the send, in the native currency's smallest unit. */
  readonly fee?: bigint;
  readonly estimating: boolean;
  /** True from the wallet request until its answer. */
  readonly sending: boolean;
  /** The last failure's text (the spec's), shown on the preview. */
  readonly error?: string;
  readonly lastSent?: SentTransaction;
}

export function initialSendState(): SendState {
  return {
    tokens: [],
    tokensLoading: false,
    sendTokenAmount: '',
    receiverInput: '',
    resolvingName: false,
    estimating: false,
    sending: false,
  };
}
