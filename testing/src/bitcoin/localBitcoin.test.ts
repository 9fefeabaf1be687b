/**
 * The local Bitcoin chain end to end: one litecoind regtest node for the whole file, Bitcoin
 * regtest addresses and bitcoinjs-lib's `networks.regtest` on the client side, real signatures.
 */
import { existsSync } from 'node:fs';
import fc from 'fast-check';
import {
  bitcoinToLitecoinRegtestAddress,
  describeWithLitecoind,
  findLitecoind,
  startLocalBitcoin,
  type LocalBitcoin,
} from '../bitcoin';
import { AddressHistory } from './addressHistory';
import { DEFAULT_REGTEST_FEE_ESTIMATES, startEsploraServer } from './esploraServer';
import { NodeReader } from './nodeReader';
import { buildSpend, fetchUtxos, postTx, regtestKey } from './__fixtures__/regtestSpend';

// Each test takes well under a second; on a loaded two-core machine a few take seconds.
jest.setTimeout(20_000);

const describeWithNode = describeWithLitecoind('the local Bitcoin chain tests');

interface AddressJson {
  address: string;
  chain_stats: Record<string, number>;
  mempool_stats: Record<string, number>;
}
interface TxJson {
  txid: string;
  status: { confirmed: boolean };
}
interface UtxoJson {
  txid: string;
  vout: number;
  value: number;
  status: { confirmed: boolean; block_height?: number; block_hash?: string; block_time?: number };
}

describeWithNode('startLocalBitcoin', () => {
  let chain: LocalBitcoin;
  const get = async (path: string) => fetch(`${chain.esploraUrl}${path}`);
  const getJson = async <T>(path: string): Promise<T> => {
    const response = await get(path);
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const balance = (json: AddressJson) =>
    json.chain_stats.funded_txo_sum! -
    json.chain_stats.spent_txo_sum! +
    json.mempool_stats.funded_txo_sum! -
    json.mempool_stats.spent_txo_sum!;

  beforeAll(async () => {
    chain = await startLocalBitcoin();
  }, 30_000);
  afterAll(() => chain?.stop());

  test('serves the regtest network at its Esplora URL', async () => {
    expect(chain.esploraUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(chain.network.caipNetworkId).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328');
    expect(chain.network.rpcUrls.default.http[0]).toBe(chain.esploraUrl);
    expect(Number(await (await get('/blocks/tip/height')).text())).toBeGreaterThanOrEqual(101);
    expect(await getJson('/fee-estimates')).toEqual({
      '1': 3,
      '2': 2.5,
      '3': 2,
      '6': 1.5,
      '144': 1,
    });
  });

  test('litecoind reads each translated address as the same output script', async () => {
    const cases = [
      regtestKey('p2wpkh', 1).address, // bcrt1q, 20-byte program
      regtestKey('p2tr', 2).address, // bcrt1p (bech32m)
      'bcrt1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qzf4jry', // P2WSH
      'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', // P2PKH (m/n)
      '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc', // P2SH (2)
    ];
    for (const address of cases) {
      const fromBitcoinJs = (await import('bitcoinjs-lib')).address.toOutputScript(
        address,
        (await import('bitcoinjs-lib')).networks.regtest,
      );
      const info = await chain.rpc<{ isvalid: boolean; scriptPubKey: string }>('validateaddress', [
        bitcoinToLitecoinRegtestAddress(address),
      ]);
      expect(info).toMatchObject({
        isvalid: true,
        scriptPubKey: Buffer.from(fromBitcoinJs).toString('hex'),
      });
    }
  });

  test('fund pays P2WPKH, P2TR, P2PKH and P2SH addresses, read back through REST and the node', async () => {
    const receivers = [
      regtestKey('p2wpkh', 3).address,
      regtestKey('p2tr', 4).address,
      'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn',
      '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc',
    ];
    for (const [index, address] of receivers.entries()) {
      const sats = 100_000n + BigInt(index);
      const txid = await chain.fund(address, sats);
      expect(await chain.findTransaction(txid)).toBe(true);
      expect(await chain.balanceOf(address)).toBe(sats);

      const stats = await getJson<AddressJson>(`/address/${address}`);
      expect(stats.address).toBe(address);
      if (address.startsWith('bcrt1')) {
        // upper-case bech32 is the same address, answered in lower case
        const upper = await getJson<AddressJson>(`/address/${address.toUpperCase()}`);
        expect(upper).toEqual(stats);
      }
      expect(balance(stats)).toBe(Number(sats));
      expect(stats.mempool_stats).toEqual({
        funded_txo_count: 0,
        funded_txo_sum: 0,
        spent_txo_count: 0,
        spent_txo_sum: 0,
        tx_count: 0,
      });
      const utxos = await getJson<UtxoJson[]>(`/address/${address}/utxo`);
      expect(utxos).toEqual([
        {
          txid,
          vout: expect.any(Number),
          value: Number(sats),
          status: {
            confirmed: true,
            block_height: expect.any(Number),
            block_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
            block_time: expect.any(Number),
          },
        },
      ]);
      const tx = await getJson<{ vout: { scriptpubkey_address?: string; value: number }[] }>(
        `/tx/${txid}`,
      );
      expect(tx.vout[utxos[0]!.vout]).toMatchObject({
        scriptpubkey_address: address,
        value: Number(sats),
      });
    }
  });

  test('funds in parallel, each confirmed on return; large amounts stay exact', async () => {
    const receivers = [41, 42, 43, 44, 45].map((seed) => regtestKey('p2tr', seed).address);
    const amounts = [1n, 2n, 3n, 4n, 5n].map((n) => n * 100_000_000n + 12_345_678n); // n.12345678 BTC
    const txids = await Promise.all(
      receivers.map((address, i) => chain.fund(address, amounts[i]!)),
    );
    expect(new Set(txids).size).toBe(5);
    for (const [i, address] of receivers.entries()) {
      expect(await chain.balanceOf(address)).toBe(amounts[i]);
      expect(await getJson(`/tx/${txids[i]}/status`)).toMatchObject({ confirmed: true });
    }
    await expect(chain.fund(receivers[0]!, 0n)).rejects.toThrow(RangeError);
  });

  test('P2WPKH, P2TR key-path, P2SH-P2WPKH and P2PKH spends, signed with bitcoinjs-lib, confirm through POST /tx', async () => {
    for (const [kind, seed] of [
      ['p2wpkh', 5],
      ['p2tr', 6],
      ['p2sh-p2wpkh', 21], // a wrapped-segwit payment address, as Xverse's
      ['p2pkh', 22], // legacy sighash; the input carries the previous tx from GET /tx/:txid/hex
    ] as const) {
      const key = regtestKey(kind, seed);
      const receiver = regtestKey(kind === 'p2wpkh' ? 'p2tr' : 'p2wpkh', seed + 10).address;
      const fundTxid = await chain.fund(key.address, 50_000n);
      const spend = await buildSpend(chain.esploraUrl, key, receiver, 20_000n);

      const posted = await postTx(chain.esploraUrl, spend.hex);
      expect(posted.status).toBe(200);
      expect(await posted.text()).toBe(spend.txid);
      // autoMine (default): mined before POST /tx answered
      expect(await getJson(`/tx/${spend.txid}/status`)).toMatchObject({ confirmed: true });
      expect(await chain.balanceOf(receiver)).toBe(20_000n);
      expect(await chain.balanceOf(key.address)).toBe(29_000n);
      expect(await (await get(`/tx/${spend.txid}/hex`)).text()).toBe(spend.hex);

      const tx = await getJson<{
        fee: number;
        vin: { prevout: { scriptpubkey_address: string } }[];
      }>(`/tx/${spend.txid}`);
      expect(tx.fee).toBe(1_000);
      expect(tx.vin[0]!.prevout.scriptpubkey_address).toBe(key.address);

      // the address's confirmed history: funded twice (the fund, the change), spent once
      const stats = await getJson<AddressJson>(`/address/${key.address}`);
      expect(stats.chain_stats).toEqual({
        funded_txo_count: 2,
        funded_txo_sum: 79_000,
        spent_txo_count: 1,
        spent_txo_sum: 50_000,
        tx_count: 2,
      });
      const txs = await getJson<TxJson[]>(`/address/${key.address}/txs`);
      expect(txs.map((t) => [t.txid, t.status.confirmed])).toEqual([
        [spend.txid, true],
        [fundTxid, true],
      ]);
      expect(await getJson(`/address/${key.address}/txs/chain/${spend.txid}`)).toEqual([txs[1]]);
      expect(await getJson(`/address/${key.address}/txs/mempool`)).toEqual([]);
    }
  });

  test('with autoMine off a spend waits in the mempool (mempool_stats, unconfirmed utxo) until mine()', async () => {
    const key = regtestKey('p2wpkh', 7);
    const receiver = regtestKey('p2tr', 8).address;
    const fundTxid = await chain.fund(key.address, 40_000n);
    chain.setAutoMine(false);
    try {
      const spend = await buildSpend(chain.esploraUrl, key, receiver, 15_000n, { fee: 500n });
      expect((await postTx(chain.esploraUrl, spend.hex)).status).toBe(200);

      expect(await getJson(`/tx/${spend.txid}/status`)).toEqual({ confirmed: false });
      const sender = await getJson<AddressJson>(`/address/${key.address}`);
      expect(sender.chain_stats).toMatchObject({ funded_txo_sum: 40_000, spent_txo_sum: 0 });
      expect(sender.mempool_stats).toEqual({
        funded_txo_count: 1,
        funded_txo_sum: 24_500,
        spent_txo_count: 1,
        spent_txo_sum: 40_000,
        tx_count: 1,
      });
      expect(balance(sender)).toBe(24_500);
      // the confirmed output the mempool spends is no longer a UTXO; the change is, unconfirmed
      const senderUtxos = await getJson<UtxoJson[]>(`/address/${key.address}/utxo`);
      expect(senderUtxos).toEqual([
        { txid: spend.txid, vout: 1, value: 24_500, status: { confirmed: false } },
      ]);
      expect(senderUtxos.some((u) => u.txid === fundTxid)).toBe(false);
      const receiverUtxos = await getJson<UtxoJson[]>(`/address/${receiver}/utxo`);
      expect(receiverUtxos).toEqual([
        { txid: spend.txid, vout: 0, value: 15_000, status: { confirmed: false } },
      ]);
      expect(await chain.balanceOf(receiver)).toBe(0n); // the node's UTXO set: confirmed only
      const senderTxs = await getJson<TxJson[]>(`/address/${key.address}/txs`);
      expect(senderTxs.map((t) => [t.txid, t.status.confirmed])).toEqual([
        [spend.txid, false],
        [fundTxid, true],
      ]);

      await chain.mine();
      expect(await getJson(`/tx/${spend.txid}/status`)).toMatchObject({ confirmed: true });
      expect(await chain.balanceOf(receiver)).toBe(15_000n);
      const after = await getJson<AddressJson>(`/address/${receiver}`);
      expect(after.chain_stats.funded_txo_sum).toBe(15_000);
      expect(after.mempool_stats.tx_count).toBe(0);
    } finally {
      chain.setAutoMine(true);
    }
  });

  test('relays like Bitcoin Core: opt-in replace-by-fee replaces, dust and a low fee are refused', async () => {
    const key = regtestKey('p2wpkh', 11);
    const receiver = regtestKey('p2wpkh', 12).address;
    await chain.fund(key.address, 30_000n);
    const utxos = await fetchUtxos(chain.esploraUrl, key.address);
    const spend = (amount: bigint, fee: bigint) =>
      buildSpend(chain.esploraUrl, key, receiver, amount, { fee, sequence: 0xfffffffd, utxos });
    const refusal = async (hex: string) => {
      const response = await postTx(chain.esploraUrl, hex);
      expect(response.status).toBe(400);
      return response.text();
    };
    // P2WPKH's dust limit at Bitcoin Core's 3 sat/vB dust fee is 294 sats (Litecoin's is 10x)
    expect(await refusal((await spend(293n, 1_000n)).hex)).toMatch(/"message":"dust"/);
    const toTaproot = await buildSpend(
      chain.esploraUrl,
      key,
      regtestKey('p2tr', 14).address,
      329n,
      {
        utxos,
      },
    );
    expect(await refusal(toTaproot.hex)).toMatch(/"message":"dust"/); // P2TR's limit: 330
    // below 1 sat/vB (a 1-in 2-out P2WPKH spend is 141 vB)
    expect(await refusal((await spend(10_000n, 100n)).hex)).toMatch(/min relay fee not met/);
    chain.setAutoMine(false);
    try {
      const first = await spend(294n, 500n);
      expect((await postTx(chain.esploraUrl, first.hex)).status).toBe(200);
      const replacement = await spend(10_000n, 1_000n);
      expect((await postTx(chain.esploraUrl, replacement.hex)).status).toBe(200);
      expect((await get(`/tx/${first.txid}/status`)).status).toBe(404);
      expect(await getJson(`/tx/${replacement.txid}/status`)).toEqual({ confirmed: false });
    } finally {
      chain.setAutoMine(true);
    }
    await chain.mine();
    expect(await chain.balanceOf(receiver)).toBe(10_000n);
  });

  test('follows a reorg: a block invalidated sends its transaction back to the mempool', async () => {
    const address = regtestKey('p2tr', 13).address;
    const txid = await chain.fund(address, 12_345n);
    expect((await getJson<AddressJson>(`/address/${address}`)).chain_stats.funded_txo_sum).toBe(
      12_345,
    );
    const { block_hash: blockHash } = await getJson<{ block_hash: string }>(`/tx/${txid}/status`);
    await chain.rpc('invalidateblock', [blockHash]);
    const reorged = await getJson<AddressJson>(`/address/${address}`);
    expect(reorged.chain_stats.funded_txo_sum).toBe(0);
    expect(reorged.mempool_stats.funded_txo_sum).toBe(12_345);
    expect(await getJson(`/tx/${txid}/status`)).toEqual({ confirmed: false });
    await chain.rpc('reconsiderblock', [blockHash]);
    expect(await getJson(`/tx/${txid}/status`)).toMatchObject({
      confirmed: true,
      block_hash: blockHash,
    });
    expect(balance(await getJson<AddressJson>(`/address/${address}`))).toBe(12_345);
  });

  test('answers parallel reads (the node runs one UTXO scan at a time) and CORS preflights', async () => {
    const address = regtestKey('p2wpkh', 3).address; // funded above
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => get(`/address/${address}${i % 2 ? '/utxo' : ''}`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    expect(await Promise.all([chain.balanceOf(address), chain.balanceOf(address)])).toEqual([
      100_000n,
      100_000n,
    ]);
    const preflight = await fetch(`${chain.esploraUrl}/tx`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
  });

  test('refuses bad input with clear texts, and passes the node refusal on', async () => {
    const invalid = await get('/address/bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4');
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toBe('Invalid Bitcoin address');
    expect((await get('/address/not-an-address/utxo')).status).toBe(400);
    expect(invalid.headers.get('access-control-allow-origin')).toBe('*');

    const notHex = await postTx(chain.esploraUrl, 'zz-not-hex');
    expect(notHex.status).toBe(400);
    expect(await notHex.text()).toBe('Invalid transaction hex');

    // a well-formed transaction spending an output that does not exist
    const key = regtestKey('p2wpkh', 9);
    await chain.fund(key.address, 10_000n);
    const spend = await buildSpend(chain.esploraUrl, key, key.address, 5_000n);
    const doubleSpend = await buildSpend(chain.esploraUrl, key, key.address, 4_000n);
    expect((await postTx(chain.esploraUrl, spend.hex)).status).toBe(200);
    const refused = await postTx(chain.esploraUrl, doubleSpend.hex);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(/^sendrawtransaction RPC error: .*missingorspent/);

    const unknown = await get(`/tx/${'ab'.repeat(32)}/status`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe('Transaction not found');
    expect((await get('/tx/xyz/status')).status).toBe(400);
    expect(await chain.findTransaction('ab'.repeat(32))).toBe(false);
    expect((await get('/nothing/here')).status).toBe(404);

    await expect(chain.fund('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 1n)).rejects.toThrow(
      /not a Bitcoin regtest address/,
    );
  });

  test('any text as an address or txid is refused with a 4xx, never a server error (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'grapheme' }),
          fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), maxLength: 70 }),
        ),
        fc.constantFrom(
          '/address/%s',
          '/address/%s/utxo',
          '/address/%s/txs',
          '/tx/%s/status',
          '/tx/%s',
        ),
        async (text, route) => {
          const response = await get(route.replace('%s', encodeURIComponent(text)));
          await response.text();
          expect([400, 404, 405]).toContain(response.status); // 405: GET /tx (POST only)
        },
      ),
      { numRuns: 60 },
    );
  });

  test('refuses a POST /tx body over the limit with 413, declared or streamed', async () => {
    const response = await postTx(chain.esploraUrl, 'ab'.repeat(600_000));
    expect(response.status).toBe(413);
    expect(await response.text()).toBe('Request body too large');
    // the same without a Content-Length (chunked): counted as it streams
    const chunk = new TextEncoder().encode('ab'.repeat(100_000));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 6) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const chunked = await fetch(`${chain.esploraUrl}/tx`, {
      method: 'POST',
      body,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(await chunked.text()).toBe('Request body too large');
    expect((await get('/blocks/tip/height')).status).toBe(200); // the server still answers
  });

  test('fee estimates: fixed regtest values, replaced by the feeEstimates option; bad options are refused', async () => {
    expect(DEFAULT_REGTEST_FEE_ESTIMATES).toEqual({ '1': 3, '2': 2.5, '3': 2, '6': 1.5, '144': 1 });
    // the REST server over this file's node, with the option startLocalBitcoin passes on
    const server = await startEsploraServer({
      reader: new NodeReader(chain.rpc),
      history: new AddressHistory(chain.rpc, () => Promise.reject(new Error('not used'))),
      rpc: chain.rpc,
      feeEstimates: { '1': 25, '6': 10 },
      autoMine: () => false,
      mineOne: () => Promise.resolve(),
    });
    try {
      expect(await (await fetch(`${server.url}/fee-estimates`)).json()).toEqual({
        '1': 25,
        '6': 10,
      });
    } finally {
      await server.close();
    }
    // refused before any node starts
    await expect(startLocalBitcoin({ feeEstimates: { '0': 1 } })).rejects.toThrow(RangeError);
    await expect(startLocalBitcoin({ feeEstimates: { '3': -1 } })).rejects.toThrow(RangeError);
    await expect(startLocalBitcoin({ initialBlocks: 100 })).rejects.toThrow(RangeError);
  });

  // Last: it stops the file's node.
  test('stop() ends the node and removes its datadir; a second stop is harmless', async () => {
    expect(existsSync(chain.datadir)).toBe(true);
    await chain.stop();
    await expect(fetch(`${chain.esploraUrl}/blocks/tip/height`)).rejects.toThrow();
    await expect(chain.rpc('getblockcount')).rejects.toThrow();
    await expect(chain.stop()).resolves.toBeUndefined();
    expect(existsSync(chain.datadir)).toBe(false);
  });
});

describe('startLocalBitcoin without a working litecoind', () => {
  const saved = process.env.LITECOIND_BINARY;
  afterEach(() => {
    if (saved === undefined) delete process.env.LITECOIND_BINARY;
    else process.env.LITECOIND_BINARY = saved;
  });

  test('a binary that exits at once fails the start with a clear error', async () => {
    process.env.LITECOIND_BINARY = '/bin/false';
    await expect(startLocalBitcoin()).rejects.toThrow(/litecoind exited before its RPC was ready/);
  });

  test("prefers Debian's real binary to its /usr/bin wrapper (which writes ~/.litecoin)", () => {
    delete process.env.LITECOIND_BINARY;
    if (existsSync('/usr/lib/litecoin/litecoind')) {
      expect(findLitecoind()).toBe('/usr/lib/litecoin/litecoind');
    }
  });

  test('a LITECOIND_BINARY that does not exist is named', async () => {
    process.env.LITECOIND_BINARY = '/nonexistent/litecoind';
    expect(findLitecoind()).toBeUndefined();
    await expect(startLocalBitcoin()).rejects.toThrow(
      'LITECOIND_BINARY=/nonexistent/litecoind does not exist',
    );
  });
});
