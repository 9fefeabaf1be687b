/**
 * AddressHistory's syncs on a real litecoind regtest node: a read must see every block mined
 * before it was asked, even when a sync that read the tip earlier is still running. The running
 * sync is held at a controllable point (its `getblockcount` has answered, its blocks are not read
 * yet) through a wrapper of the node's RPC, so the race is reproduced without sleeps. Batches go
 * to the same node a few calls at a time (the LocalBitcoin contract has no batch RPC): a
 * stand-in for the node's JSON-RPC batch, same answers.
 */
import { describeWithLitecoind, startLocalBitcoin, type LocalBitcoin } from '../bitcoin';
import { AddressHistory, type ScriptHistory } from './addressHistory';
import { DEFAULT_REGTEST_FEE_ESTIMATES, startEsploraServer } from './esploraServer';
import type { RpcBatch, RpcCall } from './litecoind';
import { NodeReader } from './nodeReader';
import { parseBitcoinRegtestAddress, regtestScriptHex } from './regtestAddresses';
import { regtestKey } from './__fixtures__/regtestSpend';

jest.setTimeout(20_000);

const describeWithNode = describeWithLitecoind('the AddressHistory tests');

/** The node's RPC, where the next `getblockcount` can be held after it answered. */
function gatedRpc(chain: LocalBitcoin) {
  let hold: { reached: () => void; released: Promise<void> } | undefined;
  let tipReads = 0;
  const rpc: RpcCall = async <T>(method: string, params?: readonly unknown[]) => {
    const answer = await chain.rpc<T>(method, params);
    if (method === 'getblockcount') {
      tipReads += 1;
      const held = hold;
      hold = undefined;
      if (held) {
        held.reached();
        await held.released;
      }
    }
    return answer;
  };
  // a few calls at a time: the node's RPC work queue refuses a hundred at once
  const rpcBatch: RpcBatch = async <T>(
    method: string,
    paramsList: readonly (readonly unknown[])[],
  ) => {
    const answers: T[] = [];
    for (let at = 0; at < paramsList.length; at += 8) {
      const chunk = paramsList.slice(at, at + 8);
      answers.push(...(await Promise.all(chunk.map((params) => rpc<T>(method, params)))));
    }
    return answers;
  };
  return {
    rpc,
    rpcBatch,
    tipReads: () => tipReads,
    /** Holds the next sync once it has read the tip; `reached` resolves then. */
    holdNextSync() {
      let release!: () => void;
      let reached!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
      hold = { reached, released };
      return { reached: reachedPromise, release };
    },
  };
}

const fundedSum = (history: ScriptHistory) =>
  history.funded.reduce((total, txo) => total + txo.sats, 0);

describeWithNode('AddressHistory', () => {
  let chain: LocalBitcoin;

  beforeAll(async () => {
    chain = await startLocalBitcoin();
  }, 30_000);
  afterAll(() => chain?.stop());

  test('a read made while an older sync runs sees the block mined just before it', async () => {
    const gate = gatedRpc(chain);
    const history = new AddressHistory(gate.rpc, gate.rpcBatch);
    await history.sync();
    const { address } = regtestKey('p2wpkh', 41);
    const script = regtestScriptHex(parseBitcoinRegtestAddress(address));

    const held = gate.holdNextSync();
    const early = history.of(script); // its sync read the tip before the block below
    await held.reached;
    await chain.fund(address, 70_000n);
    const late = history.of(script); // asked after fund() mined the block
    held.release();

    expect(fundedSum(await early)).toBe(0);
    expect(fundedSum(await late)).toBe(70_000);
  });

  test('reads made while a sync runs share one next sync', async () => {
    const gate = gatedRpc(chain);
    const history = new AddressHistory(gate.rpc, gate.rpcBatch);
    await history.sync();
    const before = gate.tipReads();

    const held = gate.holdNextSync();
    const running = history.sync();
    await held.reached;
    const waiting = [history.sync(), history.sync(), history.sync()];
    expect(new Set(waiting).size).toBe(1);
    held.release();
    await Promise.all([running, ...waiting]);
    expect(gate.tipReads() - before).toBe(2); // the held sync and the one they shared
  });

  test('GET /address answers the balance fund() paid while another request still syncs; utxo and tx status never wait for that sync', async () => {
    const gate = gatedRpc(chain);
    const history = new AddressHistory(gate.rpc, gate.rpcBatch);
    // told when a request has reached the history (the HTTP request has arrived and been routed)
    const readsOf = new Map<string, () => void>();
    const of = history.of.bind(history);
    history.of = (scriptHex) => {
      const promise = of(scriptHex);
      readsOf.get(scriptHex)?.();
      return promise;
    };
    const nextReadOf = (address: string) =>
      new Promise<void>((resolve) =>
        readsOf.set(regtestScriptHex(parseBitcoinRegtestAddress(address)), resolve),
      );
    const server = await startEsploraServer({
      reader: new NodeReader(chain.rpc),
      history,
      rpc: chain.rpc,
      feeEstimates: DEFAULT_REGTEST_FEE_ESTIMATES,
      autoMine: () => false,
      mineOne: () => chain.mine(1),
    });
    try {
      const getJson = async <T>(path: string) => (await fetch(`${server.url}${path}`)).json() as T;
      type Stats = { chain_stats: { funded_txo_sum: number } };
      await getJson<Stats>(`/address/${regtestKey('p2tr', 42).address}`); // first sync done
      const { address } = regtestKey('p2wpkh', 43);

      const held = gate.holdNextSync();
      const early = getJson<Stats>(`/address/${address}`); // a page's balance poll
      await held.reached;
      const txid = await chain.fund(address, 80_000n);
      // the history sync is still held: these read the node itself
      const utxos = await getJson<{ txid: string; value: number }[]>(`/address/${address}/utxo`);
      expect(utxos).toEqual([expect.objectContaining({ txid, value: 80_000 })]);
      expect(await getJson(`/tx/${txid}/status`)).toMatchObject({ confirmed: true });
      const lateArrived = nextReadOf(address);
      const late = getJson<Stats>(`/address/${address}`);
      await lateArrived; // it asked the history while the early sync is held
      held.release();

      expect((await early).chain_stats.funded_txo_sum).toBe(0);
      expect((await late).chain_stats.funded_txo_sum).toBe(80_000);
    } finally {
      await server.close();
    }
  });
});
