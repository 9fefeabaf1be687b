import type { LiteSVM } from 'litesvm';
import {
  encodeAccount,
  readAccount,
  readAccountEncoding,
  readDataSlice,
  type AccountEncoding,
  type StoredAccount,
} from './rpcAccounts';
import { encodeBase58 } from './rpcBase58';
import type { Ledger, LedgerEntry } from './rpcLedger';
import {
  decodeWireBytes,
  invalidParams,
  optionalBoolean,
  optionalChoice,
  optionalConfig,
  requireAddress,
  requireBlockhash,
  requireNonNegativeInteger,
  requireSignature,
  RPC_UNSUPPORTED_TRANSACTION_VERSION,
  RpcError,
  type Config,
  type Params,
} from './rpcParams';
import {
  decodeMint,
  decodeTokenAccount,
  TOKEN_PROGRAM_ADDRESSES,
  tokenKind,
  uiTokenAmount,
} from './rpcTokenAccounts';
import { u64Value } from './rpcJson';

/**
 * The HTTP JSON-RPC methods of the local Solana node: the surface @solana/web3.js 1.x uses.
 * Every address is checked (base58, 32 bytes) before LiteSVM sees it; bad params answer
 * -32602. Commitment params are accepted and ignored: everything is final at once.
 */
export type RpcMethod = (params: Params) => unknown;

/** What getVersion reports (the Agave line whose RPC shapes this server follows). */
export const LOCAL_SOLANA_CORE_VERSION = '2.2.0';

const WIRE_ENCODINGS = ['base64', 'base58'] as const;
const TRANSACTION_ENCODINGS = ['json', 'base64', 'base58'] as const;
const MAX_MULTIPLE_ACCOUNTS = 100;
const MAX_SIGNATURE_STATUSES = 256;

export function createRpcMethods(svm: LiteSVM, ledger: Ledger): Record<string, RpcMethod> {
  const context = () => ({ apiVersion: LOCAL_SOLANA_CORE_VERSION, slot: ledger.slot() });
  const withContext = (value: unknown) => ({ context: context(), value });

  function accountValue(address: string, encoding: AccountEncoding, config: Config) {
    const account = readAccount(svm, address);
    return account ? encodeAccount(svm, account, encoding, readDataSlice(config)) : null;
  }

  function requireTokenAccount(address: string): StoredAccount {
    const account = readAccount(svm, address);
    if (!account || tokenKind(account.owner, account.data) !== 'account') {
      throw invalidParams(`${address} is not a token account`);
    }
    return account;
  }

  function mintDecimals(mint: string): number {
    const account = readAccount(svm, mint);
    if (!account || tokenKind(account.owner, account.data) !== 'mint') {
      throw invalidParams(`${mint} is not a token mint`);
    }
    return decodeMint(account.data).decimals;
  }

  function signatureStatus(entry: LedgerEntry | undefined) {
    if (!entry) return null;
    return {
      slot: entry.slot,
      confirmations: null,
      err: entry.err,
      status: entry.err === null ? { Ok: null } : { Err: entry.err },
      confirmationStatus: 'finalized',
    };
  }

  function transactionJson(entry: LedgerEntry, encoding: (typeof TRANSACTION_ENCODINGS)[number]) {
    const transaction = entry.transaction;
    if (!transaction) return null;
    if (encoding !== 'json') {
      const bytes = transaction.serialize();
      return encoding === 'base64'
        ? [Buffer.from(bytes).toString('base64'), 'base64']
        : [encodeBase58(bytes), 'base58'];
    }
    const message = transaction.message;
    return {
      signatures: transaction.signatures.map((signature) => encodeBase58(signature)),
      message: {
        accountKeys: message.staticAccountKeys.map((key) => key.toBase58()),
        header: message.header,
        recentBlockhash: message.recentBlockhash,
        instructions: message.compiledInstructions.map((instruction) => ({
          programIdIndex: instruction.programIdIndex,
          accounts: instruction.accountKeyIndexes,
          data: encodeBase58(instruction.data),
          stackHeight: null,
        })),
        ...(message.version === 0
          ? {
              addressTableLookups: message.addressTableLookups.map((lookup) => ({
                accountKey: lookup.accountKey.toBase58(),
                writableIndexes: lookup.writableIndexes,
                readonlyIndexes: lookup.readonlyIndexes,
              })),
            }
          : {}),
      },
    };
  }

  function tokenAccountsFilter(value: unknown): (account: StoredAccount) => boolean {
    const filter = optionalConfig(value, 'filter');
    if (typeof filter.mint === 'string') {
      const mint = requireAddress(filter.mint, 'filter.mint');
      return (account) => decodeTokenAccount(account.data).mint === mint;
    }
    if (typeof filter.programId === 'string') {
      const programId = requireAddress(filter.programId, 'filter.programId');
      if (!TOKEN_PROGRAM_ADDRESSES.includes(programId))
        throw invalidParams(`${programId} is not a token program`);
      return (account) => account.owner === programId;
    }
    throw invalidParams('filter must be {mint} or {programId}');
  }

  const methods: Record<string, RpcMethod> = {
    getVersion: () => ({ 'solana-core': LOCAL_SOLANA_CORE_VERSION, 'feature-set': 0 }),
    getHealth: () => 'ok',
    getGenesisHash: () => ledger.genesisHash,
    getSlot: () => ledger.slot(),
    getBlockHeight: () => ledger.slot(),
    getLatestBlockhash: ([config]) => {
      optionalConfig(config);
      return withContext(ledger.latestBlockhash());
    },
    isBlockhashValid: ([blockhash]) =>
      withContext(ledger.isBlockhashValid(requireBlockhash(blockhash, 'blockhash'))),
    getBalance: ([address]) => {
      const account = readAccount(svm, requireAddress(address, 'address'));
      return withContext(account ? u64Value(account.lamports) : 0);
    },
    getAccountInfo: ([address, config]) => {
      const options = optionalConfig(config);
      return withContext(
        accountValue(requireAddress(address, 'address'), readAccountEncoding(options), options),
      );
    },
    getMultipleAccounts: ([addresses, config]) => {
      if (!Array.isArray(addresses) || addresses.length > MAX_MULTIPLE_ACCOUNTS) {
        throw invalidParams(
          `addresses must be an array of at most ${MAX_MULTIPLE_ACCOUNTS} addresses`,
        );
      }
      const options = optionalConfig(config);
      const encoding = readAccountEncoding(options);
      const valid = addresses.map((address, index) =>
        requireAddress(address, `addresses[${index}]`),
      );
      return withContext(valid.map((address) => accountValue(address, encoding, options)));
    },
    getMinimumBalanceForRentExemption: ([size]) =>
      Number(
        svm.minimumBalanceForRentExemption(BigInt(requireNonNegativeInteger(size, 'dataLength'))),
      ),
    getFeeForMessage: ([message]) =>
      withContext(ledger.feeForMessage(decodeWireBytes(message, 'message', 'base64'))),
    getRecentPrioritizationFees: () => [],
    getSignatureStatuses: ([signatures]) => {
      if (!Array.isArray(signatures) || signatures.length > MAX_SIGNATURE_STATUSES) {
        throw invalidParams(
          `signatures must be an array of at most ${MAX_SIGNATURE_STATUSES} signatures`,
        );
      }
      const valid = signatures.map((signature, index) =>
        requireSignature(signature, `signatures[${index}]`),
      );
      return withContext(valid.map((signature) => signatureStatus(ledger.entry(signature))));
    },
    getTransaction: ([signature, config]) => {
      const options = optionalConfig(config);
      const encoding = optionalChoice(options.encoding, 'encoding', TRANSACTION_ENCODINGS, 'json');
      const entry = ledger.entry(requireSignature(signature, 'signature'));
      if (!entry?.transaction) return null;
      const version = entry.transaction.version;
      if (version === 0 && options.maxSupportedTransactionVersion === undefined) {
        throw new RpcError(
          RPC_UNSUPPORTED_TRANSACTION_VERSION,
          'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
        );
      }
      return {
        slot: entry.slot,
        blockTime: entry.blockTime,
        version,
        transaction: transactionJson(entry, encoding),
        meta: {
          err: entry.err,
          status: entry.err === null ? { Ok: null } : { Err: entry.err },
          fee: entry.fee,
          preBalances: entry.preBalances,
          postBalances: entry.postBalances,
          innerInstructions: [],
          logMessages: entry.logs,
          preTokenBalances: [],
          postTokenBalances: [],
          rewards: [],
          loadedAddresses: { writable: [], readonly: [] },
          computeUnitsConsumed: entry.unitsConsumed,
        },
      };
    },
    sendTransaction: ([transaction, config]) => {
      const options = optionalConfig(config);
      const encoding = optionalChoice(options.encoding, 'encoding', WIRE_ENCODINGS, 'base58');
      return ledger.send(decodeWireBytes(transaction, 'transaction', encoding), {
        skipPreflight: optionalBoolean(options.skipPreflight, 'skipPreflight') ?? false,
      });
    },
    simulateTransaction: ([transaction, config]) => {
      const options = optionalConfig(config);
      const encoding = optionalChoice(options.encoding, 'encoding', WIRE_ENCODINGS, 'base58');
      const sigVerify = optionalBoolean(options.sigVerify, 'sigVerify') ?? false;
      const replaceRecentBlockhash =
        optionalBoolean(options.replaceRecentBlockhash, 'replaceRecentBlockhash') ?? false;
      if (sigVerify && replaceRecentBlockhash) {
        throw invalidParams('sigVerify may not be used with replaceRecentBlockhash');
      }
      let accounts;
      if (options.accounts !== undefined && options.accounts !== null) {
        const requested = optionalConfig(options.accounts, 'accounts');
        if (!Array.isArray(requested.addresses))
          throw invalidParams('accounts.addresses must be an array');
        accounts = {
          addresses: requested.addresses.map((address, index) =>
            requireAddress(address, `accounts.addresses[${index}]`),
          ),
          encoding: readAccountEncoding({ encoding: requested.encoding ?? 'base64' }),
        };
      }
      const bytes = decodeWireBytes(transaction, 'transaction', encoding);
      return withContext(ledger.simulate(bytes, { sigVerify, replaceRecentBlockhash, accounts }));
    },
    requestAirdrop: ([address, lamports]) => {
      const recipient = requireAddress(address, 'address');
      const amount = requireNonNegativeInteger(lamports, 'lamports');
      return ledger.airdrop(recipient, BigInt(amount));
    },
    getTokenAccountsByOwner: ([owner, filter, config]) => {
      const ownerAddress = requireAddress(owner, 'owner');
      const matches = tokenAccountsFilter(filter);
      const options = optionalConfig(config);
      const encoding = readAccountEncoding(options);
      const dataSlice = readDataSlice(options);
      const accounts = TOKEN_PROGRAM_ADDRESSES.flatMap((program) =>
        svm.getProgramAccounts(program as Parameters<LiteSVM['getProgramAccounts']>[0]),
      )
        .map((account) => readAccount(svm, account.address))
        .filter((account): account is StoredAccount => account !== undefined)
        .filter((account) => tokenKind(account.owner, account.data) === 'account')
        .filter(
          (account) => decodeTokenAccount(account.data).owner === ownerAddress && matches(account),
        );
      return withContext(
        accounts.map((account) => ({
          pubkey: account.address,
          account: encodeAccount(svm, account, encoding, dataSlice),
        })),
      );
    },
    getTokenAccountBalance: ([address]) => {
      const fields = decodeTokenAccount(
        requireTokenAccount(requireAddress(address, 'address')).data,
      );
      return withContext(uiTokenAmount(fields.amount, mintDecimals(fields.mint)));
    },
    getTokenSupply: ([mint]) => {
      const mintAddress = requireAddress(mint, 'mint');
      const decimals = mintDecimals(mintAddress);
      const account = readAccount(svm, mintAddress);
      return withContext(uiTokenAmount(account ? decodeMint(account.data).supply : 0n, decimals));
    },
  };
  return methods;
}
