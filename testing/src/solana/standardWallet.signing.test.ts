import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { verifyEd25519 } from './verifyEd25519';
import { createSolanaTestWallet } from './standardWallet';

const chain = 'solana:localnet' as const;
/** Any 32 bytes in base58 will do: signing does not ask the chain. */
const blockhash = Keypair.generate().publicKey.toBase58();
const recipient = Keypair.generate().publicKey;

async function connectedWallet() {
  const testWallet = createSolanaTestWallet({ chains: [chain, 'solana:devnet'] });
  const { accounts } = await testWallet.wallet.features['standard:connect'].connect();
  const { features } = testWallet.wallet;
  return {
    testWallet,
    account: accounts[0]!,
    payer: new PublicKey(accounts[0]!.address),
    signMessage: features['solana:signMessage'].signMessage,
    signTransaction: features['solana:signTransaction'].signTransaction,
  };
}

function legacyTransfer(payer: PublicKey, ...extraSigners: Keypair[]) {
  const transaction = new Transaction({ feePayer: payer, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: payer, toPubkey: recipient, lamports: 1_000 }),
  );
  for (const signer of extraSigners) {
    transaction.add(
      SystemProgram.transfer({ fromPubkey: signer.publicKey, toPubkey: recipient, lamports: 1 }),
    );
  }
  if (extraSigners.length > 0) transaction.partialSign(...extraSigners);
  return transaction;
}

function v0Transfer(payer: PublicKey) {
  const message = new TransactionMessage({
    payerKey: payer,
    recentBlockhash: blockhash,
    instructions: [
      SystemProgram.transfer({ fromPubkey: payer, toPubkey: recipient, lamports: 1_000 }),
    ],
  }).compileToV0Message();
  return new VersionedTransaction(message);
}

const unsigned = (transaction: Transaction) =>
  transaction.serialize({ requireAllSignatures: false, verifySignatures: false });

describe('Solana test wallet: solana:signMessage', () => {
  it('returns the message and its ed25519 signature by the account key', async () => {
    const { account, signMessage } = await connectedWallet();
    const message = new TextEncoder().encode('Sign in to Portico\nNonce: 42');

    const [output] = await signMessage({ account, message });

    expect(output!.signedMessage).toEqual(message);
    expect(output!.signatureType).toBe('ed25519');
    expect(output!.signature).toHaveLength(64);
    expect(verifyEd25519(account.publicKey as Uint8Array, message, output!.signature)).toBe(true);
    const tampered = new TextEncoder().encode('Sign in to Portico\nNonce: 43');
    expect(verifyEd25519(account.publicKey as Uint8Array, tampered, output!.signature)).toBe(false);
  });

  it('signs several messages in one call, and an empty one', async () => {
    const { account, signMessage } = await connectedWallet();
    const messages = [new Uint8Array([1, 2, 3]), new Uint8Array(0)];

    const outputs = await signMessage(...messages.map((message) => ({ account, message })));

    expect(outputs).toHaveLength(2);
    outputs.forEach((output, i) =>
      expect(verifyEd25519(account.publicKey as Uint8Array, messages[i]!, output.signature)).toBe(
        true,
      ),
    );
  });

  it('a rejected signMessage throws 4001 and the next one is signed', async () => {
    const { testWallet, account, signMessage } = await connectedWallet();
    const message = new Uint8Array([7]);
    testWallet.rejectNext('solana:signMessage');

    await expect(signMessage({ account, message })).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    });
    const [output] = await signMessage({ account, message });
    expect(verifyEd25519(account.publicKey as Uint8Array, message, output!.signature)).toBe(true);
  });

  it('refuses to sign for an app that is not connected, or for another account (4100)', async () => {
    const { testWallet, account, signMessage } = await connectedWallet();
    const message = new Uint8Array([1]);
    const stranger = { ...account, address: Keypair.generate().publicKey.toBase58() };
    await expect(signMessage({ account: stranger, message })).rejects.toMatchObject({
      code: 4100,
    });

    await testWallet.wallet.features['standard:disconnect'].disconnect();

    await expect(signMessage({ account, message })).rejects.toMatchObject({ code: 4100 });
  });

  it('after switchAccount the old account is refused and the new one signs', async () => {
    const { testWallet, account, signMessage } = await connectedWallet();
    const next = Keypair.generate();
    testWallet.switchAccount(next.secretKey);
    const message = new Uint8Array([9, 9]);

    await expect(signMessage({ account, message })).rejects.toMatchObject({ code: 4100 });
    const [output] = await signMessage({ account: testWallet.account, message });
    expect(verifyEd25519(next.publicKey.toBytes(), message, output!.signature)).toBe(true);
  });
});

describe('Solana test wallet: solana:signTransaction', () => {
  it('signs a legacy transaction: same message, valid fee payer signature', async () => {
    const { account, payer, signTransaction } = await connectedWallet();
    const transaction = legacyTransfer(payer);

    const [output] = await signTransaction({ account, chain, transaction: unsigned(transaction) });

    const signed = Transaction.from(output!.signedTransaction);
    expect(signed.verifySignatures()).toBe(true);
    expect(signed.serializeMessage()).toEqual(transaction.serializeMessage());
    expect(verifyEd25519(payer.toBytes(), transaction.serializeMessage(), signed.signature!)).toBe(
      true,
    );
  });

  it('signs a v0 transaction and keeps it a v0 transaction', async () => {
    const { account, payer, signTransaction } = await connectedWallet();
    const transaction = v0Transfer(payer);
    const message = transaction.message.serialize();

    const [output] = await signTransaction({
      account,
      chain,
      transaction: transaction.serialize(),
    });

    const signed = VersionedTransaction.deserialize(output!.signedTransaction);
    expect(signed.version).toBe(0);
    expect(signed.message.serialize()).toEqual(message);
    expect(verifyEd25519(payer.toBytes(), message, signed.signatures[0]!)).toBe(true);
  });

  it('adds its signature to a partly signed transaction and keeps the other one', async () => {
    const { account, payer, signTransaction } = await connectedWallet();
    const cosigner = Keypair.generate();
    const transaction = legacyTransfer(payer, cosigner);

    const [output] = await signTransaction({ account, transaction: unsigned(transaction) });

    const signed = Transaction.from(output!.signedTransaction);
    expect(signed.verifySignatures(true)).toBe(true);
    expect(signed.signatures.map((s) => s.publicKey.toBase58())).toEqual([
      payer.toBase58(),
      cosigner.publicKey.toBase58(),
    ]);
  });

  it('signs several transactions in one call', async () => {
    const { account, payer, signTransaction } = await connectedWallet();

    const outputs = await signTransaction(
      { account, transaction: unsigned(legacyTransfer(payer)) },
      { account, transaction: v0Transfer(payer).serialize() },
    );

    expect(Transaction.from(outputs[0]!.signedTransaction).verifySignatures()).toBe(true);
    expect(VersionedTransaction.deserialize(outputs[1]!.signedTransaction).version).toBe(0);
  });

  it('a rejected signTransaction throws 4001 and the next one is signed', async () => {
    const { testWallet, account, payer, signTransaction } = await connectedWallet();
    const transaction = unsigned(legacyTransfer(payer));
    testWallet.rejectNext();

    await expect(signTransaction({ account, transaction })).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    });
    const [output] = await signTransaction({ account, transaction });
    expect(Transaction.from(output!.signedTransaction).verifySignatures()).toBe(true);
  });

  it('refuses a transaction it does not sign, bytes that are not one, and an unknown chain', async () => {
    const { account, signTransaction } = await connectedWallet();
    const foreign = unsigned(legacyTransfer(Keypair.generate().publicKey));
    const mine = unsigned(legacyTransfer(new PublicKey(account.address)));

    await expect(signTransaction({ account, transaction: foreign })).rejects.toMatchObject({
      code: -32602,
    });
    await expect(
      signTransaction({ account, transaction: new Uint8Array([1, 2, 3]) }),
    ).rejects.toMatchObject({ code: -32602 });
    await expect(
      signTransaction({ account, chain: 'solana:mainnet', transaction: mine }),
    ).rejects.toMatchObject({ code: -32602 });
  });
});
