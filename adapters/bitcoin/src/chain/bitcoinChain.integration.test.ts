/**
 * The chain side end to end on a real local chain (@portico/testing/bitcoin: a litecoind
 * regtest node behind an Esplora-style API that speaks Bitcoin regtest addresses): the lazy
 * modules read it, build transfers that the Bitcoin test wallet (@portico/testing/bitcoin-wallet)
 * signs as a wallet does (bitcoin:signTransaction), broadcast them, and the NODE (not the REST
 * layer) shows where the coins went.
 */
import { createBitcoinTestWallet, type BitcoinTestWallet } from '@portico/testing/bitcoin-wallet';
import {
  describeWithLitecoind,
  startLocalBitcoin,
  type LocalBitcoin,
} from '@portico/testing/bitcoin';
import {
  loadBitcoinChain,
  loadBitcoinReads,
  type BitcoinChainModule,
  type BitcoinChainReads,
  type BuiltTransfer,
} from './bitcoinChain';
import { BITCOIN_UNKNOWN_GRACE_MS } from './esploraReads';
import { signAll, testKey } from './__fixtures__/testSigner';

const describeWithNode = describeWithLitecoind('the Bitcoin chain integration tests');

const key = (byte: number) => byte.toString(16).padStart(2, '0').repeat(32);
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

async function connected(
  privateKey: string,
  paymentType: 'p2wpkh' | 'p2tr',
): Promise<BitcoinTestWallet> {
  const wallet = createBitcoinTestWallet({ privateKey, network: 'regtest', paymentType });
  await wallet.wallet.features['bitcoin:connect'].connect({ purposes: ['payment'] });
  return wallet;
}

const publicKeyOf = (wallet: BitcoinTestWallet) =>
  Buffer.from(wallet.paymentAccount.publicKey).toString('hex');

/** The wallet signs the transfer's inputs (bitcoin:signTransaction); the PSBT comes back unfinalized. */
async function signed(wallet: BitcoinTestWallet, built: BuiltTransfer): Promise<string> {
  const [output] = await wallet.wallet.features['bitcoin:signTransaction'].signTransaction({
    psbt: Buffer.from(built.psbt, 'base64'),
    inputsToSign: [{ account: wallet.paymentAccount, signingIndexes: built.inputIndexes }],
    chain: 'bitcoin:regtest',
  });
  if (!output) throw new Error('the wallet returned no PSBT');
  return base64(output.signedPsbt);
}

describeWithNode('the Bitcoin chain modules on a local regtest chain', () => {
  let node: LocalBitcoin;
  let chain: BitcoinChainModule;
  let reads: BitcoinChainReads;

  beforeAll(async () => {
    node = await startLocalBitcoin();
    [chain, reads] = await Promise.all([loadBitcoinChain(), loadBitcoinReads()]);
  });
  afterAll(async () => node?.stop());

  async function send(wallet: BitcoinTestWallet, to: string, amount: bigint) {
    const built = await chain.buildTransfer({
      network: node.network,
      from: wallet.paymentAddress,
      fromPublicKey: publicKeyOf(wallet),
      to,
      amount,
    });
    const txid = await chain.broadcast(node.network, await signed(wallet, built));
    return { built, txid };
  }

  it.each([
    ['P2WPKH', 'p2wpkh', 0x21, 'p2wpkh'],
    ['P2TR', 'p2tr', 0x23, 'p2tr'],
  ] as const)(
    'a %s payment address sends to a %s receiver with change: confirmed, the node shows amount, change and fee',
    async (_, fromType, seed, toType) => {
      const wallet = await connected(key(seed), fromType);
      const receiver = createBitcoinTestWallet({
        privateKey: key(seed + 1),
        network: 'regtest',
        paymentType: toType,
      });
      await node.fund(wallet.paymentAddress, 60_000n);
      await node.fund(wallet.paymentAddress, 50_000n);
      await expect(chain.getBalance(node.network, wallet.paymentAddress)).resolves.toBe(110_000n);
      await expect(reads.getBalance(node.network, wallet.paymentAddress)).resolves.toBe(110_000n);

      const { built, txid } = await send(wallet, receiver.paymentAddress, 80_000n);
      expect(built.inputIndexes).toEqual([0, 1]);
      expect(built.change).toBeGreaterThan(0n);
      expect(built.fee).toBeGreaterThan(0n);
      expect(built.fee).toBeLessThan(1_000n);

      await expect(
        chain.transactionStatus(node.network, txid, Date.now(), Date.now()),
      ).resolves.toBe('confirmed');
      await expect(node.findTransaction(txid)).resolves.toBe(true);
      await expect(node.balanceOf(receiver.paymentAddress)).resolves.toBe(80_000n);
      await expect(node.balanceOf(wallet.paymentAddress)).resolves.toBe(built.change);
      expect(110_000n - 80_000n - built.fee).toBe(built.change);
      await expect(chain.getBalance(node.network, wallet.paymentAddress)).resolves.toBe(
        built.change,
      );
    },
  );

  it('P2SH and P2PKH receivers are paid too', async () => {
    const wallet = await connected(key(0x31), 'p2wpkh');
    await node.fund(wallet.paymentAddress, 100_000n);
    const p2sh = '2N33ipUWhbjSynx4rU9H5NDd5MjqJtAkcL8';
    const p2pkh = 'msQDSH9BtzQbhMa34vF4i4oxCnjdccHHBj';
    await send(wallet, p2sh, 10_000n);
    await send(wallet, p2pkh, 12_000n);
    await expect(node.balanceOf(p2sh)).resolves.toBe(10_000n);
    await expect(node.balanceOf(p2pkh)).resolves.toBe(12_000n);
  });

  it.each(['p2sh-p2wpkh', 'p2pkh'] as const)(
    'a %s payment address (signed with bitcoinjs in the test) spends two coins with change: confirmed',
    async (type) => {
      const from = testKey(type, type === 'p2pkh' ? 0x71 : 0x72);
      await node.fund(from.address, 25_000n);
      await node.fund(from.address, 25_000n);
      const to = createBitcoinTestWallet({
        privateKey: key(0x73),
        network: 'regtest',
      }).paymentAddress;
      const before = await node.balanceOf(to);
      const built = await chain.buildTransfer({
        network: node.network,
        from: from.address,
        fromPublicKey: from.publicKey,
        to,
        amount: 30_000n,
      });
      const txid = await chain.broadcast(node.network, signAll(built.psbt, from));
      await expect(
        chain.transactionStatus(node.network, txid, Date.now(), Date.now()),
      ).resolves.toBe('confirmed');
      await expect(node.balanceOf(to)).resolves.toBe(before + 30_000n);
      await expect(node.balanceOf(from.address)).resolves.toBe(50_000n - 30_000n - built.fee);
      expect(built.change).toBe(50_000n - 30_000n - built.fee);
    },
  );

  it('before it is mined: pending, the balance counts the mempool; mined: confirmed', async () => {
    const wallet = await connected(key(0x41), 'p2wpkh');
    await node.fund(wallet.paymentAddress, 40_000n);
    node.setAutoMine(false);
    try {
      const { built, txid } = await send(
        wallet,
        createBitcoinTestWallet({ privateKey: key(0x42), network: 'regtest' }).paymentAddress,
        15_000n,
      );
      await expect(
        chain.transactionStatus(node.network, txid, Date.now(), Date.now()),
      ).resolves.toBe('pending');
      await expect(reads.getBalance(node.network, wallet.paymentAddress)).resolves.toBe(
        built.change,
      );
      await node.mine();
      await expect(
        reads.transactionStatus(node.network, txid, Date.now(), Date.now()),
      ).resolves.toBe('confirmed');
    } finally {
      node.setAutoMine(true);
    }
  });

  it('a txid the chain never saw: pending within the grace period, dropped after it', async () => {
    const unknown = 'ab'.repeat(32);
    const now = Date.now();
    await expect(reads.transactionStatus(node.network, unknown, now - 1_000, now)).resolves.toBe(
      'pending',
    );
    await expect(
      reads.transactionStatus(node.network, unknown, now - BITCOIN_UNKNOWN_GRACE_MS, now),
    ).resolves.toBe('dropped');
  });

  it('insufficient funds, a bad receiver, a bad or dust amount: a clear error and nothing is sent', async () => {
    const wallet = await connected(key(0x51), 'p2wpkh');
    await node.fund(wallet.paymentAddress, 30_000n);
    const transfer = {
      network: node.network,
      from: wallet.paymentAddress,
      fromPublicKey: publicKeyOf(wallet),
      to: createBitcoinTestWallet({ privateKey: key(0x52), network: 'regtest' }).paymentAddress,
      amount: 10_000n,
    };
    const mempoolBefore = await node.rpc<string[]>('getrawmempool');
    await expect(chain.buildTransfer({ ...transfer, amount: 30_000n })).rejects.toMatchObject({
      code: 'BITCOIN_INSUFFICIENT_FUNDS',
      available: 30_000n,
    });
    for (const to of ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'bcrt1qnot-an-address', '']) {
      await expect(chain.buildTransfer({ ...transfer, to })).rejects.toMatchObject({
        code: 'BITCOIN_INVALID_RECEIVER',
      });
    }
    for (const amount of [0n, -5n]) {
      await expect(chain.buildTransfer({ ...transfer, amount })).rejects.toMatchObject({
        code: 'BITCOIN_INVALID_AMOUNT',
      });
    }
    await expect(chain.buildTransfer({ ...transfer, amount: 293n })).rejects.toMatchObject({
      code: 'BITCOIN_DUST_AMOUNT',
    });
    await expect(node.rpc<string[]>('getrawmempool')).resolves.toEqual(mempoolBefore);
    await expect(node.balanceOf(wallet.paymentAddress)).resolves.toBe(30_000n);
  });

  it('a transaction the node refuses (sent twice): BITCOIN_BROADCAST_REFUSED with the node’s reason', async () => {
    const wallet = await connected(key(0x61), 'p2tr');
    await node.fund(wallet.paymentAddress, 30_000n);
    const built = await chain.buildTransfer({
      network: node.network,
      from: wallet.paymentAddress,
      fromPublicKey: publicKeyOf(wallet),
      to: 'msQDSH9BtzQbhMa34vF4i4oxCnjdccHHBj',
      amount: 5_000n,
    });
    const psbt = await signed(wallet, built);
    await chain.broadcast(node.network, psbt);
    await expect(chain.broadcast(node.network, psbt)).rejects.toMatchObject({
      code: 'BITCOIN_BROADCAST_REFUSED',
      reason: expect.stringMatching(/\w/),
    });
  });

  it('isAddress: the wallet’s regtest addresses yes, mainnet and testnet ones no', () => {
    const wallet = createBitcoinTestWallet({ network: 'regtest', paymentType: 'p2tr' });
    expect(chain.isAddress(node.network, wallet.paymentAddress)).toBe(true);
    expect(chain.isAddress(node.network, wallet.ordinalsAddress)).toBe(true);
    expect(chain.isAddress(node.network, 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(false);
    expect(chain.isAddress(node.network, 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toBe(false);
  });
});
