/**
 * The SPL programs the adapter talks to and the fixed sizes of their accounts (from the
 * programs' own layouts: spl-token's state.rs, Token-2022's extension/mod.rs).
 */
import { PublicKey } from '@solana/web3.js';

export const TOKEN_PROGRAM_ID = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
export const TOKEN_2022_PROGRAM_ID = new PublicKey('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb');
export const ASSOCIATED_TOKEN_PROGRAM_ID = new PublicKey(
  'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
);

/** A mint: authority option (36), supply u64, decimals u8, is_initialized u8, freeze option (36). */
export const MINT_SIZE_BYTES = 82;
/** A token account: mint, owner, amount u64 at byte 64, then delegate, state, and the rest. */
export const TOKEN_ACCOUNT_SIZE_BYTES = 165;
/** A multisig account; Token-2022 pads an extended account that would have this size. */
export const MULTISIG_SIZE_BYTES = 355;
/** Where a token account keeps its amount. */
export const TOKEN_ACCOUNT_AMOUNT_OFFSET = 64;
/** Where a mint keeps its is_initialized flag. */
export const MINT_INITIALIZED_OFFSET = 45;
