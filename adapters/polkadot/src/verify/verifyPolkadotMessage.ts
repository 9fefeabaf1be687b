/**
 * `verifyPolkadotMessage`, the page-load side: a contract and one `import()`. The verifier
 * (@polkadot/util-crypto's signatureVerify, with its sr25519 WebAssembly) is a lazy chunk,
 * loaded on the first call, so an app that never verifies never downloads it.
 */

export interface VerifyPolkadotMessageParams {
  /** The message as the app asked it signed (UTF-8 text), or as bytes. */
  readonly message: string | Uint8Array;
  /**
   * 0x hex: 64 bytes (sr25519, ed25519), 65 (ecdsa), or a MultiSignature (the key type's byte,
   * then the signature), as extensions and WalletConnect wallets return it.
   */
  readonly signature: string;
  /** The signer's SS58 address, in any network's prefix. */
  readonly address: string;
}

/**
 * Does `signature` sign `message` for `address`, with sr25519, ed25519 or ecdsa? Extensions sign
 * a message wrapped in `<Bytes>…</Bytes>` (so it can never be a transaction): both that form and
 * the bare message are accepted, and so is a message given already wrapped. Resolves false for
 * a wrong, tampered or malformed signature or address; never rejects on bad input.
 */
export async function verifyPolkadotMessage(params: VerifyPolkadotMessageParams): Promise<boolean> {
  const { verifyMessage } = await import('./verifyMessage');
  return verifyMessage(params);
}
