/**
 * The web3.js side of the Solana adapter (a lazy chunk: see solanaChain.ts for the contract).
 * One instance holds its own Connections and an AbortController; destroy() stops what is
 * waiting and releases the Connections. Nothing lives at module level.
 */
import { buildTransfer } from './buildTransfer';
import { rpcStep } from './chainErrors';
import { createConnections } from './connections';
import { confirmSignature, type ConfirmOptions } from './confirmSignature';
import { sendSigned } from './sendSigned';
import type { SolanaChainModule } from './solanaChain';
import { parseSolanaAddress } from './solanaAddress';
import { readTokenBalances } from './tokenBalances';
import { networkFee } from './transactionFee';
import { transactionStatus } from './transactionStatus';
import { addSignature, decodeMessage } from './wireTransaction';

export interface SolanaChainModuleOptions {
  /** How often confirm and sendSigned ask for the transaction's status (default 400 ms). */
  readonly confirmPollIntervalMs?: number;
  /** How long confirm and sendSigned wait for a confirmation (default 60 s). */
  readonly confirmTimeoutMs?: number;
}

export function createSolanaChainModule(options: SolanaChainModuleOptions = {}): SolanaChainModule {
  const connections = createConnections();
  let lifetime = new AbortController();
  const confirmOptions = (): ConfirmOptions => ({
    signal: lifetime.signal,
    pollIntervalMs: options.confirmPollIntervalMs,
    timeoutMs: options.confirmTimeoutMs,
  });

  return {
    async getBalance(rpc, address) {
      const key = parseSolanaAddress(address, 'address');
      const connection = connections.get(rpc);
      return rpcStep('read the balance', async () => BigInt(await connection.getBalance(key)));
    },
    async getTokenBalances(rpc, owner, tokens) {
      return readTokenBalances(connections.get(rpc), owner, tokens);
    },
    async buildTransfer(transfer) {
      return buildTransfer(connections.get(transfer.rpc), transfer);
    },
    async estimateFee(rpc, transaction) {
      return networkFee(connections.get(rpc), decodeMessage(transaction));
    },
    addSignature,
    async sendSigned(rpc, transaction) {
      return sendSigned(connections.get(rpc), transaction, confirmOptions());
    },
    async confirm(rpc, signature) {
      return confirmSignature(connections.get(rpc), signature, confirmOptions());
    },
    async transactionStatus(rpc, signature, sentAt, now) {
      return transactionStatus(connections.get(rpc), signature, sentAt, now);
    },
    destroy() {
      lifetime.abort();
      lifetime = new AbortController();
      connections.closeAll();
    },
  };
}
