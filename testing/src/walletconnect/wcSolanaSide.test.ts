import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { decodeBase58, encodeBase58 } from '../solana/rpcBase58';
import { verifyEd25519 } from '../solana/verifyEd25519';
import { createSolanaSide } from './wcSolanaSide';

const keypair = Keypair.generate();
const side = createSolanaSide({ secretKey: keypair.secretKey, chains: ['solana:localnet'] });

describe('the WalletConnect test wallet: Solana side', () => {
  it('offers its account on each chain with the Solana methods', () => {
    expect(side.address).toBe(keypair.publicKey.toBase58());
    expect(side.namespace).toEqual({
      chains: ['solana:localnet'],
      accounts: [`solana:localnet:${side.address}`],
      methods: ['solana_signMessage', 'solana_signTransaction'],
      events: [],
    });
  });

  it('solana_signMessage: a base58 ed25519 signature of the base58 message', () => {
    const message = new TextEncoder().encode('hello');
    const { signature } = side.answer('solana_signMessage', {
      message: encodeBase58(message),
      pubkey: side.address,
    }) as { signature: string };
    expect(verifyEd25519(keypair.publicKey.toBytes(), message, decodeBase58(signature)!)).toBe(
      true,
    );
  });

  it('solana_signTransaction: the signature of the base64 transaction, for its fee payer', () => {
    const transaction = new Transaction({
      feePayer: keypair.publicKey,
      recentBlockhash: new PublicKey(new Uint8Array(32).fill(3)).toBase58(),
    }).add(
      SystemProgram.transfer({
        fromPubkey: keypair.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 5,
      }),
    );
    const bytes = transaction.serialize({ requireAllSignatures: false });
    const { signature } = side.answer('solana_signTransaction', {
      transaction: Buffer.from(bytes).toString('base64'),
    }) as { signature: string };
    transaction.addSignature(keypair.publicKey, Buffer.from(decodeBase58(signature)!));
    expect(transaction.verifySignatures()).toBe(true);
  });

  it('refuses a message for another key, bad params and unknown methods', () => {
    const other = Keypair.generate().publicKey.toBase58();
    expect(() => side.answer('solana_signMessage', { message: '2', pubkey: other })).toThrow(
      /not this wallet/,
    );
    expect(() => side.answer('solana_signMessage', { message: 7 })).toThrow(/string/);
    expect(() => side.answer('solana_signAllTransactions', {})).toThrow();
  });
});
