import {
  Keypair,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import fc from 'fast-check';
import {
  InvalidSignatureError,
  MalformedTransactionError,
  MissingSignatureError,
  UnknownSignerError,
} from './chainErrors';
import {
  addSignature,
  decodeLegacyTransaction,
  decodeMessage,
  serializeUnsigned,
} from './wireTransaction';

// Pure transaction encoding: no node needed (the blockhash is any 32 bytes).
const blockhash = Keypair.generate().publicKey.toBase58();

function unsignedTransfer(payer: Keypair, ...otherSigners: Keypair[]): Uint8Array {
  const transaction = new Transaction({
    feePayer: payer.publicKey,
    blockhash,
    lastValidBlockHeight: 1,
  });
  for (const signer of [payer, ...otherSigners]) {
    transaction.add(
      SystemProgram.transfer({
        fromPubkey: signer.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1,
      }),
    );
  }
  return serializeUnsigned(transaction);
}

function signatureOf(bytes: Uint8Array, signer: Keypair): Uint8Array {
  const transaction = Transaction.from(bytes);
  transaction.partialSign(signer);
  const pair = transaction.signatures.find(({ publicKey }) => publicKey.equals(signer.publicKey));
  return new Uint8Array(pair?.signature ?? []);
}

test('addSignature places the signer’s signature and gives verified wire bytes', () => {
  const payer = Keypair.generate();
  const unsigned = unsignedTransfer(payer);
  const signed = addSignature(unsigned, payer.publicKey.toBase58(), signatureOf(unsigned, payer));
  const transaction = Transaction.from(signed);
  expect(transaction.verifySignatures(true)).toBe(true);
  expect(signed).toBeInstanceOf(Uint8Array);
  expect(signed).toHaveLength(unsigned.length);
});

test('addSignature refuses a signature by another key, of a wrong length, or for a non-signer', () => {
  const payer = Keypair.generate();
  const stranger = Keypair.generate();
  const unsigned = unsignedTransfer(payer);
  const signer = payer.publicKey.toBase58();
  expect(() =>
    addSignature(unsigned, signer, signatureOf(unsignedTransfer(stranger), stranger)),
  ).toThrow(InvalidSignatureError);
  expect(() => addSignature(unsigned, signer, new Uint8Array(63))).toThrow(InvalidSignatureError);
  expect(() =>
    addSignature(unsigned, stranger.publicKey.toBase58(), signatureOf(unsigned, payer)),
  ).toThrow(UnknownSignerError);
});

test('addSignature says which signatures are still missing', () => {
  const payer = Keypair.generate();
  const owner = Keypair.generate();
  const unsigned = unsignedTransfer(payer, owner);
  const adding = () =>
    addSignature(unsigned, payer.publicKey.toBase58(), signatureOf(unsigned, payer));
  expect(adding).toThrow(MissingSignatureError);
  expect(adding).toThrow(owner.publicKey.toBase58());
});

test('any random 64 bytes as a signature give InvalidSignatureError, never a raw error', () => {
  const payer = Keypair.generate();
  const unsigned = unsignedTransfer(payer);
  fc.assert(
    fc.property(fc.uint8Array({ minLength: 64, maxLength: 64 }), (signature) => {
      expect(() => addSignature(unsigned, payer.publicKey.toBase58(), signature)).toThrow(
        InvalidSignatureError,
      );
    }),
  );
});

test('decoding arbitrary bytes gives a transaction or MalformedTransactionError, nothing else', () => {
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
      for (const decode of [decodeLegacyTransaction, decodeMessage]) {
        try {
          decode(bytes);
        } catch (error) {
          expect(error).toBeInstanceOf(MalformedTransactionError);
        }
      }
    }),
  );
});

test('a v0 transaction decodes as a message but not as a legacy transaction', () => {
  const payer = Keypair.generate();
  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: blockhash,
    instructions: [
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: payer.publicKey,
        lamports: 1,
      }),
    ],
  }).compileToV0Message();
  const bytes = new VersionedTransaction(message).serialize();
  expect(decodeMessage(bytes).version).toBe(0);
  expect(() => decodeLegacyTransaction(bytes)).toThrow(MalformedTransactionError);
  expect(() => addSignature(bytes, payer.publicKey.toBase58(), new Uint8Array(64))).toThrow(
    MalformedTransactionError,
  );
});

test('a signature count the bytes cannot hold is refused before web3.js loops over it', () => {
  const bytes = new Uint8Array(200);
  bytes.set([0xff, 0xff, 0x7f]); // 2^21 - 1 signatures
  expect(() => decodeLegacyTransaction(bytes)).toThrow(/2097151 signatures do not fit/);
  expect(() => decodeMessage(new Uint8Array(1233).fill(1))).toThrow(MalformedTransactionError);
});
