/**
 * The bitcoinjs-lib side of the Bitcoin adapter (a lazy chunk: see bitcoinChain.ts for the
 * contract). Loading it gives bitcoinjs-lib its secp256k1 (@bitcoinerlab/secp256k1, pure JS on
 * @noble/curves) with `initEccLib`: taproot addresses and PSBTs need it. bitcoinjs keeps that
 * in its own module state; it is the same library for every instance, so setting it again is
 * harmless. Reads go through the Esplora client (esploraReads.ts).
 */
import * as ecc from '@bitcoinerlab/secp256k1';
import { initEccLib } from 'bitcoinjs-lib';
import type { Network } from '@portico/core';
import { addressFormatOf } from '../addressFormats';
import type { BitcoinChainModule, BitcoinChainOptions } from './bitcoinChain';
import { broadcast } from './broadcast';
import { buildTransfer } from './buildTransfer';
import { InvalidBitcoinAddressError } from './chainErrors';
import { createBitcoinReads } from './esploraReads';
import { bitcoinjsNetworkOf, receiverScriptOf } from './paymentScripts';

export function createBitcoinChainModule(options: BitcoinChainOptions = {}): BitcoinChainModule {
  initEccLib(ecc);
  const reads = createBitcoinReads(options);
  const bitcoinjsNetwork = (network: Network) =>
    bitcoinjsNetworkOf(addressFormatOf(network, options.addressFormats));
  const isAddress = (network: Network, address: string) =>
    receiverScriptOf(address, bitcoinjsNetwork(network)) !== undefined;

  return {
    async getBalance(network, address) {
      if (!isAddress(network, address)) throw new InvalidBitcoinAddressError('address', address);
      return reads.getBalance(network, address);
    },
    isAddress,
    async buildTransfer(transfer) {
      return buildTransfer(reads, bitcoinjsNetwork(transfer.network), transfer);
    },
    async broadcast(network, signedPsbt) {
      return broadcast(reads, network, bitcoinjsNetwork(network), signedPsbt);
    },
    transactionStatus: (network, txid, sentAt, now) =>
      reads.transactionStatus(network, txid, sentAt, now),
  };
}
