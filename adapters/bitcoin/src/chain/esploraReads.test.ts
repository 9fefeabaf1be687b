import { bitcoinRegtest } from '../bitcoinRegtest';
import { createEsploraClient } from './esploraClient';
import { BITCOIN_UNKNOWN_GRACE_MS, createBitcoinReads } from './esploraReads';
import { startScriptedEsplora, type ScriptedEsplora } from './__fixtures__/scriptedEsplora';

// Malformed and failing answers come from a scripted server over real HTTP
// (__fixtures__/scriptedEsplora.ts); the real API is in bitcoinChain.integration.test.ts.
const ADDRESS = 'bcrt1qwd6cza3wtyccrsupgk3fqkhean69wjhqespq0f';
const TXID = 'ab'.repeat(32);
const stats = (funded: number, spent: number) => ({
  funded_txo_count: 1,
  funded_txo_sum: funded,
  spent_txo_count: 0,
  spent_txo_sum: spent,
  tx_count: 1,
});

let server: ScriptedEsplora;
let network: ReturnType<typeof bitcoinRegtest>;
const reads = createBitcoinReads({ timeoutMs: 2_000 });

beforeAll(async () => {
  server = await startScriptedEsplora();
  network = bitcoinRegtest(server.url);
});
afterAll(async () => server.stop());

describe('balances', () => {
  it('funded minus spent over the chain and the mempool (the mempool may spend confirmed coins)', async () => {
    server.answer(`GET /address/${ADDRESS}`, {
      body: {
        address: ADDRESS,
        chain_stats: stats(100_000, 30_000),
        mempool_stats: stats(5_000, 20_000),
      },
    });
    await expect(reads.getBalance(network, ADDRESS)).resolves.toBe(55_000n);
  });

  it.each([
    [
      'a negative sum',
      { chain_stats: stats(100, 0), mempool_stats: { ...stats(0, 0), funded_txo_sum: -1 } },
    ],
    [
      'a fractional sum',
      { chain_stats: { ...stats(0, 0), funded_txo_sum: 1.5 }, mempool_stats: stats(0, 0) },
    ],
    [
      'an unsafe integer',
      { chain_stats: { ...stats(0, 0), funded_txo_sum: 2 ** 60 }, mempool_stats: stats(0, 0) },
    ],
    [
      'a sum as a string',
      { chain_stats: { ...stats(0, 0), funded_txo_sum: '100' }, mempool_stats: stats(0, 0) },
    ],
    ['no mempool_stats', { chain_stats: stats(0, 0) }],
    ['more spent than funded', { chain_stats: stats(100, 200), mempool_stats: stats(0, 0) }],
    [
      'another address',
      { address: 'bcrt1qother', chain_stats: stats(0, 0), mempool_stats: stats(0, 0) },
    ],
    ['an array', []],
    ['null', null],
  ])('an answer with %s: BITCOIN_API_MALFORMED', async (_, body) => {
    server.answer(`GET /address/${ADDRESS}`, { body });
    await expect(reads.getBalance(network, ADDRESS)).rejects.toMatchObject({
      code: 'BITCOIN_API_MALFORMED',
    });
  });

  it('text that is not JSON: BITCOIN_API_MALFORMED; an error status: BITCOIN_API_FAILED with the status and text', async () => {
    server.answer(`GET /address/${ADDRESS}`, { body: '<html>oops' });
    await expect(reads.getBalance(network, ADDRESS)).rejects.toMatchObject({
      code: 'BITCOIN_API_MALFORMED',
    });
    server.answer(`GET /address/${ADDRESS}`, { status: 503, body: 'Service unavailable' });
    await expect(reads.getBalance(network, ADDRESS)).rejects.toMatchObject({
      code: 'BITCOIN_API_FAILED',
      status: 503,
      message: expect.stringContaining('Service unavailable'),
    });
  });

  it('an address that is not address characters never reaches the URL', async () => {
    const before = server.requests.length;
    await expect(reads.getBalance(network, '../fee-estimates')).rejects.toMatchObject({
      code: 'BITCOIN_INVALID_ADDRESS',
    });
    expect(server.requests).toHaveLength(before);
  });
});

describe('unspent outputs', () => {
  it('reads txid, vout, value as bigint and confirmation', async () => {
    server.answer(`GET /address/${ADDRESS}/utxo`, {
      body: [{ txid: TXID.toUpperCase(), vout: 1, value: 5_000, status: { confirmed: false } }],
    });
    await expect(reads.utxos(network, ADDRESS)).resolves.toEqual([
      { txid: TXID, vout: 1, value: 5_000n, confirmed: false },
    ]);
  });

  it.each([
    ['a short txid', [{ txid: 'ab', vout: 0, value: 1, status: { confirmed: true } }]],
    ['a negative value', [{ txid: TXID, vout: 0, value: -5, status: { confirmed: true } }]],
    [
      'a value over 21M BTC',
      [{ txid: TXID, vout: 0, value: 2_100_000_000_000_001, status: { confirmed: true } }],
    ],
    ['a vout over u32', [{ txid: TXID, vout: 2 ** 32, value: 1, status: { confirmed: true } }]],
    ['no status', [{ txid: TXID, vout: 0, value: 1 }]],
    [
      'one outpoint twice',
      [1, 2].map(() => ({ txid: TXID, vout: 0, value: 1, status: { confirmed: true } })),
    ],
    ['an object', { utxos: [] }],
  ])('a list with %s: BITCOIN_API_MALFORMED', async (_, body) => {
    server.answer(`GET /address/${ADDRESS}/utxo`, { body });
    await expect(reads.utxos(network, ADDRESS)).rejects.toMatchObject({
      code: 'BITCOIN_API_MALFORMED',
    });
  });
});

describe('fee estimates', () => {
  it('the 3-block estimate, floored at 1 sat/vB; none at all: the floor', async () => {
    server.answer('GET /fee-estimates', { body: { '1': 12.5, '3': 7.25, '144': 1 } });
    await expect(reads.feeRateMilli(network)).resolves.toBe(7_250n);
    server.answer('GET /fee-estimates', { body: { '3': 0.2 } });
    await expect(reads.feeRateMilli(network)).resolves.toBe(1_000n);
    server.answer('GET /fee-estimates', { body: {} });
    await expect(reads.feeRateMilli(network)).resolves.toBe(1_000n);
  });

  it('an absurd estimate (> 1,000 sat/vB) is refused; a non-number is malformed', async () => {
    server.answer('GET /fee-estimates', { body: { '3': 5_000 } });
    await expect(reads.feeRateMilli(network)).rejects.toMatchObject({
      code: 'BITCOIN_INVALID_FEE_RATE',
    });
    server.answer('GET /fee-estimates', { body: { '3': 'fast' } });
    await expect(reads.feeRateMilli(network)).rejects.toMatchObject({
      code: 'BITCOIN_API_MALFORMED',
    });
  });
});

describe('broadcast', () => {
  it('posts the hex as text and returns the answered txid; a 400 is the node’s refusal with its reason', async () => {
    server.answer('POST /tx', { body: `${TXID}\n` });
    await expect(reads.broadcastHex(network, '0200')).resolves.toBe(TXID);
    expect(server.requests.at(-1)).toEqual({ route: 'POST /tx', body: '0200' });
    server.answer('POST /tx', {
      status: 400,
      body: 'sendrawtransaction RPC error: {"code":-26,"message":"dust"}',
    });
    await expect(reads.broadcastHex(network, '0200')).rejects.toMatchObject({
      code: 'BITCOIN_BROADCAST_REFUSED',
      reason: expect.stringContaining('dust'),
    });
    server.answer('POST /tx', { body: 'ok' });
    await expect(reads.broadcastHex(network, '0200')).rejects.toMatchObject({
      code: 'BITCOIN_API_MALFORMED',
    });
  });
});

describe('transaction status', () => {
  const now = 1_000_000_000;

  it('confirmed: confirmed; known but unconfirmed: pending', async () => {
    server.answer(`GET /tx/${TXID}/status`, { body: { confirmed: true, block_height: 120 } });
    await expect(reads.transactionStatus(network, TXID, now, now)).resolves.toBe('confirmed');
    server.answer(`GET /tx/${TXID}/status`, { body: { confirmed: false } });
    server.answer(`GET /tx/${TXID}/hex`, { body: '02000000' });
    await expect(
      reads.transactionStatus(network, TXID, now - 10 * BITCOIN_UNKNOWN_GRACE_MS, now),
    ).resolves.toBe('pending');
  });

  it('unknown (404, or { confirmed: false } with no transaction): pending within the grace period, then dropped', async () => {
    const unknown = 'cd'.repeat(32);
    server.answer(`GET /tx/${unknown}/status`, { status: 404, body: 'Transaction not found' });
    await expect(reads.transactionStatus(network, unknown, now - 1_000, now)).resolves.toBe(
      'pending',
    );
    await expect(
      reads.transactionStatus(network, unknown, now - BITCOIN_UNKNOWN_GRACE_MS, now),
    ).resolves.toBe('dropped');
    await expect(reads.transactionStatus(network, unknown, Number.NaN, now)).resolves.toBe(
      'dropped',
    );
    server.answer(`GET /tx/${unknown}/status`, { body: { confirmed: false } });
    await expect(
      reads.transactionStatus(network, unknown, now - BITCOIN_UNKNOWN_GRACE_MS, now),
    ).resolves.toBe('dropped');
  });

  it('a malformed status or txid is an error, not a status', async () => {
    server.answer(`GET /tx/${TXID}/status`, { body: { confirmed: 'yes' } });
    await expect(reads.transactionStatus(network, TXID, now, now)).rejects.toMatchObject({
      code: 'BITCOIN_API_MALFORMED',
    });
    await expect(reads.transactionStatus(network, 'xyz', now, now)).rejects.toMatchObject({
      code: 'BITCOIN_INVALID_TXID',
    });
  });
});

describe('the client', () => {
  it('a server that does not answer: BITCOIN_API_FAILED after the timeout', async () => {
    server.answer('GET /blocks/tip/height', { hang: true });
    const client = createEsploraClient(`${server.url}/`, { timeoutMs: 150 });
    await expect(client.getText('/blocks/tip/height', 'read the tip')).rejects.toMatchObject({
      code: 'BITCOIN_API_FAILED',
      status: undefined,
      message: expect.stringContaining('no answer within'),
    });
  });

  it('a server that is not there: BITCOIN_API_FAILED', async () => {
    const gone = await startScriptedEsplora();
    await gone.stop();
    await expect(
      createBitcoinReads().getBalance(bitcoinRegtest(gone.url), ADDRESS),
    ).rejects.toMatchObject({
      code: 'BITCOIN_API_FAILED',
    });
  });

  it('an answer larger than the cap is refused', async () => {
    server.answer(`GET /tx/${TXID}/hex`, { body: '00'.repeat(2_000_001) });
    await expect(reads.transactionHex(network, TXID)).rejects.toMatchObject({
      code: 'BITCOIN_API_FAILED',
      message: expect.stringContaining('too large'),
    });
  });
});
