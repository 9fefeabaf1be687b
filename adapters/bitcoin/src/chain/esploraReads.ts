/**
 * What the Bitcoin adapter reads from a network's Esplora-style API (its base is
 * `network.rpcUrls.default.http[0]`): balances, unspent outputs, fee rates, raw transactions,
 * statuses, and the broadcast of a raw transaction. No bitcoinjs-lib here: this module is the
 * lazy chunk a balance read or a status check loads (`loadBitcoinReads()`), and the bitcoinjs
 * module builds on it.
 */
import type { ChainTransactionStatus, Network } from '@portico/core';
import {
  EsploraRequestError,
  InvalidBitcoinAddressError,
  InvalidTxidError,
  BroadcastRefusedError,
} from './chainErrors';
import {
  createEsploraClient,
  type EsploraClient,
  type EsploraClientOptions,
} from './esploraClient';
import {
  balanceOf,
  feeEstimatesOf,
  statusOf,
  transactionHexOf,
  txidIn,
  utxosOf,
  type Utxo,
} from './esploraAnswers';
import { FEE_ESTIMATE_TARGETS, feeRateFromEstimates } from './feeRate';

/**
 * How long after `sentAt` a transaction the API does not know is still 'pending' (then
 * 'dropped'). The broadcast went through the same API, so an unknown txid right after it is
 * only the API's servers catching up with each other; one the mempool evicted or a replacement
 * (RBF) took the place of stays unknown.
 */
export const BITCOIN_UNKNOWN_GRACE_MS = 300_000;

/** Characters of every Bitcoin address encoding (base58 and bech32), the only ones put in a URL path. */
const ADDRESS_CHARACTERS = /^[a-zA-Z0-9]{14,90}$/;
const TXID = /^[0-9a-fA-F]{64}$/;

export interface BitcoinReads {
  getBalance(network: Network, address: string): Promise<bigint>;
  utxos(network: Network, address: string): Promise<readonly Utxo[]>;
  /** milli-sat/vB (see feeRate.ts). */
  feeRateMilli(network: Network): Promise<bigint>;
  transactionHex(network: Network, txid: string): Promise<string>;
  /** POST /tx; the txid the API answered (checked: 64 hex). */
  broadcastHex(network: Network, hex: string): Promise<string>;
  transactionStatus(
    network: Network,
    txid: string,
    sentAt: number,
    now: number,
  ): Promise<ChainTransactionStatus>;
}

export function createBitcoinReads(options: EsploraClientOptions = {}): BitcoinReads {
  const clientOf = (network: Network): EsploraClient => {
    const base = network.rpcUrls.default.http[0];
    if (base === undefined) {
      throw new EsploraRequestError('reach the API', undefined, `${network.name} has no API URL`);
    }
    return createEsploraClient(base, options);
  };

  return {
    async getBalance(network, address) {
      const action = 'read the balance';
      const answer = await clientOf(network).getJson(`/address/${pathAddress(address)}`, action);
      return balanceOf(answer, address, action);
    },
    async utxos(network, address) {
      const action = 'list the unspent outputs';
      return utxosOf(
        await clientOf(network).getJson(`/address/${pathAddress(address)}/utxo`, action),
        action,
      );
    },
    async feeRateMilli(network) {
      const action = 'read the fee estimates';
      const answer = await clientOf(network).getJson('/fee-estimates', action);
      return feeRateFromEstimates(feeEstimatesOf(answer, FEE_ESTIMATE_TARGETS, action));
    },
    async transactionHex(network, txid) {
      const action = 'read a transaction';
      return transactionHexOf(
        await clientOf(network).getText(`/tx/${pathTxid(txid)}/hex`, action),
        action,
      );
    },
    async broadcastHex(network, hex) {
      const action = 'broadcast the transaction';
      let answer: string;
      try {
        answer = await clientOf(network).postText('/tx', hex, action);
      } catch (error) {
        // Esplora answers a refusal with 400 and the node's reason as text.
        if (error instanceof EsploraRequestError && error.status === 400) {
          throw new BroadcastRefusedError(error.body || 'HTTP 400');
        }
        throw error;
      }
      return txidIn(answer.trim(), action, 'the answered txid');
    },
    async transactionStatus(network, txid, sentAt, now) {
      const id = pathTxid(txid);
      const client = clientOf(network);
      const action = 'read the transaction status';
      const status = await client.getJsonOrNotFound(`/tx/${id}/status`, action);
      if (status !== undefined && statusOf(status, action).confirmed) return 'confirmed';
      // Esplora answers an unknown txid's status with 404 or with { confirmed: false }: only
      // the transaction itself tells a waiting one from an unknown one.
      const known =
        status !== undefined &&
        (await client.getTextOrNotFound(`/tx/${id}/hex`, action)) !== undefined;
      if (known) return 'pending';
      // A sentAt that is not a time (NaN) never counts as recent.
      return now - sentAt < BITCOIN_UNKNOWN_GRACE_MS ? 'pending' : 'dropped';
    },
  };
}

function pathAddress(address: string): string {
  if (typeof address !== 'string' || !ADDRESS_CHARACTERS.test(address)) {
    throw new InvalidBitcoinAddressError('address', address, 'is not a Bitcoin address');
  }
  return address;
}

function pathTxid(txid: string): string {
  if (typeof txid !== 'string' || !TXID.test(txid)) throw new InvalidTxidError(txid);
  return txid.toLowerCase();
}
