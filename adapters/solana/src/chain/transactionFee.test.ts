import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Keypair, SystemProgram, Transaction } from '@solana/web3.js';
import { signWire, startLocalChain, type LocalChain } from './__fixtures__/localChain';
import { MalformedTransactionError, TransactionExpiredError } from './chainErrors';
import type { SolanaChainModule, SolanaRpc } from './solanaChain';
import { createSolanaChainModule } from './solanaChainModule';
import { serializeUnsigned } from './wireTransaction';

/** A blockhash is valid for this many blocks (Solana's MAX_PROCESSING_AGE). */
const BLOCKHASH_VALIDITY_BLOCKS = 150;

let chain: LocalChain;
let chainModule: SolanaChainModule;

beforeAll(async () => {
  chain = await startLocalChain();
  chainModule = createSolanaChainModule();
});

afterAll(async () => {
  chainModule?.destroy();
  await chain?.node.stop();
});

/** A SOL transfer whose fee payer is not the sender: two required signatures. */
async function twoSignerTransfer(): Promise<Uint8Array> {
  const owner = Keypair.generate();
  const payer = Keypair.generate();
  const latest = await chain.connection.getLatestBlockhash();
  const transaction = new Transaction({ feePayer: payer.publicKey, ...latest }).add(
    SystemProgram.transfer({
      fromPubkey: owner.publicKey,
      toPubkey: Keypair.generate().publicKey,
      lamports: 1,
    }),
  );
  return serializeUnsigned(transaction);
}

test('estimateFee asks the node (getFeeForMessage): 5000 lamports per required signature here', async () => {
  expect(await chainModule.estimateFee(chain.rpc, await twoSignerTransfer())).toBe(10_000n);
});

describe('a node without getFeeForMessage (a local proxy to the local node that refuses that method)', () => {
  let proxy: Server;
  let proxied: SolanaRpc;
  let refused = 0;

  beforeAll(async () => {
    proxy = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const { id, method } = JSON.parse(body) as { id: unknown; method: string };
        if (method === 'getFeeForMessage') {
          refused += 1;
          const error = { code: -32601, message: 'Method not found' };
          response.writeHead(200, { 'Content-Type': 'application/json' });
          response.end(JSON.stringify({ jsonrpc: '2.0', id, error }));
          return;
        }
        void fetch(chain.rpc.http, {
          method: 'POST',
          body,
          headers: { 'Content-Type': 'application/json' },
        })
          .then((answer) => answer.text())
          .then((text) => {
            response.writeHead(200, { 'Content-Type': 'application/json' });
            response.end(text);
          });
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    proxied = { http: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}` };
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => {
      proxy.close(() => resolve());
      proxy.closeAllConnections();
    });
  });

  test('estimateFee falls back to 5000 lamports per required signature', async () => {
    expect(await chainModule.estimateFee(proxied, await twoSignerTransfer())).toBe(10_000n);
    expect(refused).toBe(1);
  });

  test('buildTransfer still gives the fee, and the transfer sends through the same node', async () => {
    const sender = chain.funded();
    const receiver = Keypair.generate().publicKey.toBase58();
    const built = await chainModule.buildTransfer({
      rpc: proxied,
      from: sender.publicKey.toBase58(),
      to: receiver,
      amount: 5_000_000n,
    });
    expect(built.fee).toBe(5000n);
    expect(refused).toBe(2);
    await chainModule.sendSigned(proxied, signWire(built.transaction, sender));
    expect(await chainModule.getBalance(proxied, receiver)).toBe(5_000_000n);
  });
});

test('a transaction whose blockhash expired gives TransactionExpiredError to estimateFee and sendSigned', async () => {
  const sender = chain.funded();
  const built = await chainModule.buildTransfer({
    rpc: chain.rpc,
    from: sender.publicKey.toBase58(),
    to: Keypair.generate().publicKey.toBase58(),
    amount: 5_000_000n,
  });
  // Each airdrop is a block on the local node: age the blockhash past its validity.
  const filler = Keypair.generate().publicKey.toBase58();
  for (let block = 0; block <= BLOCKHASH_VALIDITY_BLOCKS; block += 1)
    chain.node.fund(filler, 1_000_000n);
  await expect(chainModule.estimateFee(chain.rpc, built.transaction)).rejects.toThrow(
    TransactionExpiredError,
  );
  await expect(
    chainModule.sendSigned(chain.rpc, signWire(built.transaction, sender)),
  ).rejects.toThrow(TransactionExpiredError);
});

test('estimateFee refuses bytes that are not a transaction with MalformedTransactionError', async () => {
  for (const bytes of [new Uint8Array(), new Uint8Array([1, 2, 3])]) {
    await expect(chainModule.estimateFee(chain.rpc, bytes)).rejects.toThrow(
      MalformedTransactionError,
    );
  }
});
