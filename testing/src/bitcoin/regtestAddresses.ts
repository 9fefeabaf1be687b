/**
 * Bitcoin regtest addresses <-> litecoind regtest addresses. The two chains have the same
 * output scripts; only the text encoding of an address differs:
 *
 * | script                | Bitcoin regtest        | litecoind regtest                 |
 * | --------------------- | ---------------------- | --------------------------------- |
 * | P2PKH                 | base58, version 111 (m/n) | base58, version 111 (m/n)      |
 * | P2SH                  | base58, version 196 (2)   | base58, version 58 (Q); 196 also accepted |
 * | segwit v0 (20/32 B)   | bech32, hrp 'bcrt'     | bech32, hrp 'rltc'                |
 * | taproot (v1, 32 B)    | bech32m, hrp 'bcrt'    | bech32m, hrp 'rltc'               |
 *
 * (Litecoin Core's chainparams.cpp, regtest; checked against litecoind 0.21.2's validateaddress
 * in localBitcoin.test.ts.) Allow-list: only these four kinds are addresses here; anything else
 * (mainnet or testnet bech32, other versions, future witness versions) is refused.
 */
import { address as btcAddress } from 'bitcoinjs-lib';

export const BITCOIN_REGTEST_BECH32_HRP = 'bcrt';
export const LITECOIN_REGTEST_BECH32_HRP = 'rltc';
export const REGTEST_PUBKEY_HASH_VERSION = 111;
export const BITCOIN_REGTEST_SCRIPT_HASH_VERSION = 196;
export const LITECOIN_REGTEST_SCRIPT_HASH_VERSION = 58;

/** The script an address pays, independent of its text encoding. */
export type RegtestScript =
  | { readonly kind: 'p2pkh' | 'p2sh'; readonly hash: Uint8Array }
  | { readonly kind: 'witness'; readonly version: 0 | 1; readonly program: Uint8Array };

export class InvalidRegtestAddressError extends Error {
  override readonly name = 'InvalidRegtestAddressError';
}

type Encoding = 'bitcoin' | 'litecoin';

const HRP: Record<Encoding, string> = {
  bitcoin: BITCOIN_REGTEST_BECH32_HRP,
  litecoin: LITECOIN_REGTEST_BECH32_HRP,
};
const SCRIPT_HASH_VERSION: Record<Encoding, number> = {
  bitcoin: BITCOIN_REGTEST_SCRIPT_HASH_VERSION,
  litecoin: LITECOIN_REGTEST_SCRIPT_HASH_VERSION,
};

/** The script of a Bitcoin regtest address (bcrt1q…, bcrt1p…, m…/n…, 2…); throws when it is not one. */
export function parseBitcoinRegtestAddress(address: string): RegtestScript {
  return parseAddress(address, 'bitcoin');
}

/** The script of a litecoind regtest address (rltc1…, m…/n…, Q…, 2…); throws when it is not one. */
export function parseLitecoinRegtestAddress(address: string): RegtestScript {
  return parseAddress(address, 'litecoin');
}

export function isBitcoinRegtestAddress(address: string): boolean {
  try {
    parseBitcoinRegtestAddress(address);
    return true;
  } catch {
    return false;
  }
}

export function encodeBitcoinRegtestAddress(script: RegtestScript): string {
  return encodeAddress(script, 'bitcoin');
}

export function encodeLitecoinRegtestAddress(script: RegtestScript): string {
  return encodeAddress(script, 'litecoin');
}

/** bcrt1…/m…/n…/2… → the litecoind address of the same script (rltc1…/m…/n…/Q…). */
export function bitcoinToLitecoinRegtestAddress(address: string): string {
  return encodeLitecoinRegtestAddress(parseBitcoinRegtestAddress(address));
}

/** rltc1…/m…/n…/Q…/2… → the Bitcoin regtest address of the same script. */
export function litecoinToBitcoinRegtestAddress(address: string): string {
  return encodeBitcoinRegtestAddress(parseLitecoinRegtestAddress(address));
}

/** The output script (scriptPubKey) bytes, as hex. */
export function regtestScriptHex(script: RegtestScript): string {
  switch (script.kind) {
    case 'p2pkh':
      return `76a914${toHex(script.hash)}88ac`;
    case 'p2sh':
      return `a914${toHex(script.hash)}87`;
    case 'witness': {
      const opVersion = script.version === 0 ? '00' : '51'; // OP_0 / OP_1
      return `${opVersion}${byteHex(script.program.length)}${toHex(script.program)}`;
    }
  }
}

/** The script of an output script hex, when it is one of the four kinds; else undefined. */
export function regtestScriptFromHex(hex: string): RegtestScript | undefined {
  const lower = hex.toLowerCase();
  let match = /^76a914([0-9a-f]{40})88ac$/.exec(lower);
  if (match) return { kind: 'p2pkh', hash: fromHex(match[1]!) };
  match = /^a914([0-9a-f]{40})87$/.exec(lower);
  if (match) return { kind: 'p2sh', hash: fromHex(match[1]!) };
  match = /^0014([0-9a-f]{40})$|^0020([0-9a-f]{64})$/.exec(lower);
  if (match) return { kind: 'witness', version: 0, program: fromHex((match[1] ?? match[2])!) };
  match = /^5120([0-9a-f]{64})$/.exec(lower);
  if (match) return { kind: 'witness', version: 1, program: fromHex(match[1]!) };
  return undefined;
}

function parseAddress(address: string, encoding: Encoding): RegtestScript {
  const refuse = (why: string): never => {
    throw new InvalidRegtestAddressError(
      `${JSON.stringify(address)} is not a ${encoding === 'bitcoin' ? 'Bitcoin' : 'litecoind'} regtest address: ${why}`,
    );
  };
  if (typeof address !== 'string' || address.length === 0 || address.length > 90) {
    return refuse('wrong length');
  }
  if (/^[a-z0-9]+1/i.test(address) && address.toLowerCase().startsWith(`${HRP[encoding]}1`)) {
    return parseSegwit(address, encoding, refuse);
  }
  if (/^[1-9A-HJ-NP-Za-km-z]{25,35}$/.test(address)) {
    return parseBase58(address, encoding, refuse);
  }
  return refuse(`expected ${HRP[encoding]}1… or a base58 address`);
}

function parseSegwit(
  address: string,
  encoding: Encoding,
  refuse: (why: string) => never,
): RegtestScript {
  let decoded: { version: number; prefix: string; data: Uint8Array };
  try {
    decoded = btcAddress.fromBech32(address);
  } catch (error) {
    return refuse(error instanceof Error ? error.message : 'bad bech32');
  }
  if (decoded.prefix !== HRP[encoding]) return refuse(`wrong prefix ${decoded.prefix}`);
  const { version, data } = decoded;
  if (version === 0 && (data.length === 20 || data.length === 32)) {
    return { kind: 'witness', version: 0, program: data };
  }
  if (version === 1 && data.length === 32) return { kind: 'witness', version: 1, program: data };
  return refuse(`witness version ${version} with a ${data.length}-byte program`);
}

function parseBase58(
  address: string,
  encoding: Encoding,
  refuse: (why: string) => never,
): RegtestScript {
  let decoded: { version: number; hash: Uint8Array };
  try {
    decoded = btcAddress.fromBase58Check(address);
  } catch (error) {
    return refuse(error instanceof Error ? error.message : 'bad base58check');
  }
  const { version, hash } = decoded;
  if (version === REGTEST_PUBKEY_HASH_VERSION) return { kind: 'p2pkh', hash };
  if (version === SCRIPT_HASH_VERSION[encoding]) return { kind: 'p2sh', hash };
  // litecoind still accepts the Bitcoin-style '2…' P2SH version (its SCRIPT_ADDRESS2).
  if (encoding === 'litecoin' && version === BITCOIN_REGTEST_SCRIPT_HASH_VERSION) {
    return { kind: 'p2sh', hash };
  }
  return refuse(`base58 version ${version}`);
}

function encodeAddress(script: RegtestScript, encoding: Encoding): string {
  switch (script.kind) {
    case 'p2pkh':
      return btcAddress.toBase58Check(script.hash, REGTEST_PUBKEY_HASH_VERSION);
    case 'p2sh':
      return btcAddress.toBase58Check(script.hash, SCRIPT_HASH_VERSION[encoding]);
    case 'witness':
      return btcAddress.toBech32(script.program, script.version, HRP[encoding]);
  }
}

function toHex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex');
}

function fromHex(hex: string): Uint8Array {
  return Uint8Array.from(Buffer.from(hex, 'hex'));
}

function byteHex(n: number): string {
  return n.toString(16).padStart(2, '0');
}
