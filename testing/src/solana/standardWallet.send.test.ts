import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { startLocalSolana } from './localSolana';
import type { LocalSolana } from './localSolanaTypes';
import { verifyEd25519 } from './verifyEd25519';
import { createSolanaTestWallet } from './standardWallet';

const chain = 'solana:localnet' as const;
const FUNDED_LAMPORTS = 2n * BigInt(LAMPORTS_PER_SOL);
const SENT_LAMPORTS = LAMPORTS_PER_SOL / 2;
/** The base fee of a transaction with one signature. */
const FEE_LAMPORTS = 5_000;

let node: LocalSolana;
let connection: Connection;

beforeAll(async () => {
  node = await startLocalSolana();
  connection = new Connection(node.url, {
    wsEndpoint: node.wsUrl,
    commitment: 'confirmed',
  });
});

afterAll(async () => {
  await node?.stop();
});

async function fundedWallet() {
  const testWallet = createSolanaTestWallet({
    chains: [chain],
    rpc: { [chain]: { url: node.url, wsUrl: node.wsUrl } },
  });
  node.fund(testWallet.address, FUNDED_LAMPORTS);
  const { accounts } = await testWallet.wallet.features['standard:connect'].connect();
  return {
    testWallet,
    account: accounts[0]!,
    payer: new PublicKey(accounts[0]!.address),
    signAndSend: testWallet.wallet.features['solana:signAndSendTransaction'].signAndSendTransaction,
  };
}

async function transfer(payer: PublicKey, to: PublicKey, version: 'legacy' | 0) {
  const { blockhash } = await connection.getLatestBlockhash();
  const instructions = [
    SystemProgram.transfer({
      fromPubkey: payer,
      toPubkey: to,
      lamports: SENT_LAMPORTS,
    }),
  ];
  if (version === 'legacy') {
    const tx = new Transaction({
      feePayer: payer,
      recentBlockhash: blockhash,
    }).add(...instructions);
    return {
      bytes: tx.serialize({
        requireAllSignatures: false,
        verifySignatures: false,
      }),
      message: tx.serializeMessage(),
    };
  }
  const message = new TransactionMessage({
    payerKey: payer,
    recentBlockhash: blockhash,
    instructions,
  }).compileToV0Message();
  return {
    bytes: new VersionedTransaction(message).serialize(),
    message: message.serialize(),
  };
}

describe('Solana test wallet: solana:signAndSendTransaction on the local node', () => {
  it.each([
    ['legacy', 'legacy'],
    ['v0', 0],
  ] as const)(
    'a %s SOL transfer lands: the recipient gets it, the wallet pays it and the fee',
    async (_label, version) => {
      const { account, payer, signAndSend } = await fundedWallet();
      const recipient = Keypair.generate().publicKey;
      const { bytes, message } = await transfer(payer, recipient, version);

      const [output] = await signAndSend({
        account,
        chain,
        transaction: bytes,
        options: { commitment: 'confirmed' },
      });

      expect(verifyEd25519(payer.toBytes(), message, output!.signature)).toBe(true);
      expect(await connection.getBalance(recipient)).toBe(SENT_LAMPORTS);
      expect(await connection.getBalance(payer)).toBe(
        Number(FUNDED_LAMPORTS) - SENT_LAMPORTS - FEE_LAMPORTS,
      );
    },
  );

  it('a rejected send throws 4001 and sends nothing; the next one lands', async () => {
    const { testWallet, account, payer, signAndSend } = await fundedWallet();
    const recipient = Keypair.generate().publicKey;
    const { bytes } = await transfer(payer, recipient, 'legacy');
    testWallet.rejectNext('solana:signAndSendTransaction');

    await expect(signAndSend({ account, chain, transaction: bytes })).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    });
    expect(await connection.getBalance(recipient)).toBe(0);
    expect(await connection.getBalance(payer)).toBe(Number(FUNDED_LAMPORTS));

    await signAndSend({
      account,
      chain,
      transaction: bytes,
      options: { commitment: 'confirmed' },
    });
    expect(await connection.getBalance(recipient)).toBe(SENT_LAMPORTS);
  });

  it('sending to a chain without an RPC endpoint fails with -32602 before any prompt', async () => {
    const testWallet = createSolanaTestWallet({
      chains: [chain, 'solana:devnet'],
    });
    const { accounts } = await testWallet.wallet.features['standard:connect'].connect();
    const payer = new PublicKey(accounts[0]!.address);
    const { bytes } = await transfer(payer, Keypair.generate().publicKey, 'legacy');
    testWallet.rejectNext();

    await expect(
      testWallet.wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
        account: accounts[0]!,
        chain: 'solana:devnet',
        transaction: bytes,
      }),
    ).rejects.toMatchObject({ code: -32602 });
  });

  it('a transfer the wallet cannot pay is refused by the node and the error reaches the app', async () => {
    const { account, payer, signAndSend } = await fundedWallet();
    const recipient = Keypair.generate().publicKey;
    const { blockhash } = await connection.getLatestBlockhash();
    const tx = new Transaction({
      feePayer: payer,
      recentBlockhash: blockhash,
    }).add(
      SystemProgram.transfer({
        fromPubkey: payer,
        toPubkey: recipient,
        lamports: 10 * LAMPORTS_PER_SOL,
      }),
    );
    const bytes = tx.serialize({
      requireAllSignatures: false,
      verifySignatures: false,
    });

    const sent = signAndSend({ account, chain, transaction: bytes });
    await expect(sent).rejects.toThrow(/insufficient|0x1/i);
    expect(await connection.getBalance(recipient)).toBe(0);
  });

  it('with skipPreflight and a commitment, a transaction that fails on chain throws -32603', async () => {
    const { account, payer, signAndSend } = await fundedWallet();
    const { blockhash } = await connection.getLatestBlockhash();
    const tx = new Transaction({ feePayer: payer, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({
        fromPubkey: payer,
        toPubkey: Keypair.generate().publicKey,
        lamports: 10 * LAMPORTS_PER_SOL,
      }),
    );
    const bytes = tx.serialize({ requireAllSignatures: false, verifySignatures: false });

    await expect(
      signAndSend({
        account,
        chain,
        transaction: bytes,
        options: { skipPreflight: true, commitment: 'confirmed' },
      }),
    ).rejects.toMatchObject({ code: -32603, message: expect.stringMatching(/failed/) });
  });
});
