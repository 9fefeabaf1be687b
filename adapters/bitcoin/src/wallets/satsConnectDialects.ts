/**
 * The shapes in which sats-connect providers answer, and Leather's where it differs:
 * - sats-connect (Xverse): `wallet_connect` / `wallet_getAccount` answer `{ addresses: [{
 *   address, publicKey (hex), purpose: 'payment' | 'ordinals' | 'stacks' | …, addressType }] }`,
 *   the older `getAccounts` the list itself; network names 'Mainnet', 'Testnet', 'Signet',
 *   'Regtest';
 * - Leather: `getAddresses` answers `{ addresses: [{ symbol: 'BTC' | 'STX', type: 'p2wpkh' |
 *   'p2tr', address, publicKey }] }` (its P2WPKH address is the payment one, its P2TR the
 *   ordinals one), signs a message by `paymentType` and a PSBT as hex; network names
 *   'mainnet', 'testnet', 'signet', 'regtest'.
 * Only Bitcoin addresses of the network are kept; anything else in the answer is ignored.
 */
import type { Network } from '@portico/core';
import type { BitcoinAccount, BitcoinAddressPurpose } from './bitcoinWallet';
import { isPeerAddress, type BitcoinAddressFormat } from './peerAddress';
import type { WalletContext } from './walletContext';

export type Dialect = 'sats-connect' | 'leather';

const PUBLIC_KEY_HEX = /^(?:0[23][0-9a-fA-F]{64}|[0-9a-fA-F]{64})$/;
const LEATHER_TYPES: Readonly<Record<string, BitcoinAddressPurpose>> = Object.freeze({
  p2wpkh: 'payment',
  p2tr: 'ordinals',
});

function purposeOf(entry: Record<string, unknown>): BitcoinAddressPurpose | undefined {
  const { purpose, symbol, type } = entry;
  if (purpose === 'payment' || purpose === 'ordinals') return purpose;
  if (purpose === undefined && symbol === 'BTC' && typeof type === 'string') {
    return Object.hasOwn(LEATHER_TYPES, type) ? LEATHER_TYPES[type] : undefined;
  }
  return undefined;
}

/** The Bitcoin accounts of a connect answer (either dialect), in the wallet's order. */
export function readAddresses(result: unknown, format: BitcoinAddressFormat): BitcoinAccount[] {
  const list: unknown = Array.isArray(result)
    ? result
    : (result as { addresses?: unknown } | null)?.addresses;
  if (!Array.isArray(list)) return [];
  return (list as unknown[]).flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const fields = entry as Record<string, unknown>;
    const purpose = purposeOf(fields);
    const { address, publicKey } = fields;
    if (!purpose || !isPeerAddress(address, format)) return [];
    return [
      Object.freeze({
        address,
        purpose,
        ...(typeof publicKey === 'string' && PUBLIC_KEY_HEX.test(publicKey)
          ? { publicKey: publicKey.toLowerCase() }
          : {}),
      }),
    ];
  });
}

/** 'bitcoin:regtest' → 'regtest' (Leather's names), 'Regtest' (sats-connect's). */
export function leatherNetworkName(network: Network, context: WalletContext): string {
  return context.walletChainOf(network).slice('bitcoin:'.length);
}

export function satsConnectNetworkName(network: Network, context: WalletContext): string {
  const name = leatherNetworkName(network, context);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Leather signs a message by address kind: its P2TR address or its P2WPKH one. */
export function paymentTypeOf(address: string): 'p2tr' | 'p2wpkh' {
  return /^(?:bc|tb|bcrt)1p/i.test(address) ? 'p2tr' : 'p2wpkh';
}

const HEX = '0123456789abcdef';
export function bytesToHex(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += HEX[byte >> 4]! + HEX[byte & 15]!;
  return text;
}

/** Even-length hex to bytes; undefined for anything else. */
export function hexToBytes(text: unknown): Uint8Array | undefined {
  if (typeof text !== 'string' || text.length === 0 || !/^(?:[0-9a-fA-F]{2})+$/.test(text)) {
    return undefined;
  }
  const bytes = new Uint8Array(text.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(text.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}
