/**
 * startLocalBitcoin: a throwaway litecoind regtest node (litecoind.ts) with a wallet that holds
 * mature coinbases, and the Esplora-style REST API over it (esploraServer.ts). litecoind regtest
 * has Bitcoin's transaction format, sighash, segwit and taproot; only address encodings differ,
 * and this layer translates them (regtestAddresses.ts), so clients use bitcoinjs-lib's
 * `networks.regtest` unchanged.
 */
import { BITCOIN_REGTEST_REFERENCE, defineNetwork } from '@portico/core/networks';
import { AddressHistory } from './addressHistory';
import { DEFAULT_REGTEST_FEE_ESTIMATES, startEsploraServer } from './esploraServer';
import { startLitecoind } from './litecoind';
import type { LocalBitcoin, StartLocalBitcoinOptions } from './localBitcoinTypes';
import { NodeReader } from './nodeReader';
import {
  bitcoinToLitecoinRegtestAddress,
  parseBitcoinRegtestAddress,
  regtestScriptHex,
} from './regtestAddresses';

/** Coinbases mature after 100 blocks: 110 blocks leave 10 spendable 50-coin coinbases. */
export const DEFAULT_INITIAL_BLOCKS = 110;
const MIN_INITIAL_BLOCKS = 101;
const WALLET_NAME = 'portico';
const SATS_PER_COIN = 100_000_000n;

export async function startLocalBitcoin(
  options: StartLocalBitcoinOptions = {},
): Promise<LocalBitcoin> {
  const initialBlocks = options.initialBlocks ?? DEFAULT_INITIAL_BLOCKS;
  if (!Number.isInteger(initialBlocks) || initialBlocks < MIN_INITIAL_BLOCKS) {
    throw new RangeError(`initialBlocks must be an integer >= ${MIN_INITIAL_BLOCKS}`);
  }
  const feeEstimates = checkFeeEstimates(options.feeEstimates ?? DEFAULT_REGTEST_FEE_ESTIMATES);
  const node = await startLitecoind();
  try {
    const { rpc } = node;
    await rpc('createwallet', [WALLET_NAME]);
    const minerAddress = await rpc<string>('getnewaddress', ['miner', 'bech32']);
    const mine = async (blocks = 1) => {
      if (!Number.isInteger(blocks) || blocks < 1) {
        throw new RangeError('mine(blocks): blocks must be a positive integer');
      }
      await rpc('generatetoaddress', [blocks, minerAddress]);
    };
    await mine(initialBlocks);

    let autoMine = options.autoMine ?? true;
    const reader = new NodeReader(rpc);
    const server = await startEsploraServer({
      reader,
      history: new AddressHistory(rpc, node.rpcBatch),
      rpc,
      feeEstimates,
      autoMine: () => autoMine,
      mineOne: () => mine(1),
    });
    const network = defineNetwork({
      id: BITCOIN_REGTEST_REFERENCE,
      chainNamespace: 'bip122',
      name: 'Bitcoin Regtest',
      nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
      rpcUrls: { default: { http: [server.url] } },
      testnet: true,
    });
    let stopping: Promise<void> | undefined;

    return {
      esploraUrl: server.url,
      network,
      datadir: node.datadir,
      rpcUrl: node.rpcUrl,
      async fund(address, sats) {
        const target = bitcoinToLitecoinRegtestAddress(address);
        if (typeof sats !== 'bigint' || sats <= 0n) {
          throw new RangeError('fund(address, sats): sats must be a positive bigint');
        }
        const txid = await rpc<string>('sendtoaddress', [target, satsToCoins(sats)]);
        await mine(1);
        return txid;
      },
      mine,
      setAutoMine(on) {
        autoMine = on;
      },
      async balanceOf(address) {
        const script = regtestScriptHex(parseBitcoinRegtestAddress(address));
        const scan = await reader.scan(script);
        return BigInt(scan.reduce((total, output) => total + output.sats, 0));
      },
      async findTransaction(txid) {
        if (!/^[0-9a-fA-F]{64}$/.test(txid)) return false;
        return (await reader.rawHex(txid)) !== undefined;
      },
      rpc: (method, params) => rpc(method, params),
      stop() {
        stopping ??= server.close().finally(() => node.stop());
        return stopping;
      },
    };
  } catch (error) {
    await node.stop();
    throw error;
  }
}

/** Exact decimal coins for the node's RPC (it takes amounts as strings too). */
export function satsToCoins(sats: bigint): string {
  const whole = sats / SATS_PER_COIN;
  const fraction = (sats % SATS_PER_COIN).toString().padStart(8, '0');
  return `${whole}.${fraction}`;
}

function checkFeeEstimates(estimates: Readonly<Record<string, number>>) {
  for (const [target, rate] of Object.entries(estimates)) {
    if (!/^[1-9][0-9]*$/.test(target) || typeof rate !== 'number' || !(rate > 0)) {
      throw new RangeError(
        `feeEstimates: expected { [blocks]: sat/vB > 0 }, got ${target}: ${String(rate)}`,
      );
    }
  }
  return Object.freeze({ ...estimates });
}
