/**
 * The solana namespace of a shared connector's session (WalletConnect's) as a SolanaWallet,
 * driven through core's NamespaceSession contract, which the connector implements (this
 * package does not depend on the connector). The methods are WalletConnect's Solana JSON-RPC:
 * solana_signMessage (message and signature in base58) and solana_signTransaction (the
 * transaction in base64; the wallet answers with the signed transaction or only its
 * signature). Portico sends the signed transaction through the network's RPC, so a wallet that
 * does not know a custom network can still be used.
 */
import {
  WalletRequestError,
  type NamespaceSession,
  type Network,
  type Unsubscribe,
} from '@portico/core';
import { decodeBase58, decodeBase64, encodeBase58, encodeBase64 } from '../base58';
import { toWalletError } from '../errors';
import type { SolanaWallet, WalletTransfer } from './solanaWallet';

const SOLANA = 'solana';

/** 'solana:<reference>:<address>' to the address. */
function addressesOf(accounts: readonly string[]): string[] {
  return accounts.flatMap((account) => {
    const [namespace, , address] = account.split(':');
    return namespace === SOLANA && address ? [address] : [];
  });
}

export function createWalletConnectWallet(provider: NamespaceSession): SolanaWallet {
  return {
    async connect() {
      try {
        const accounts = addressesOf(await provider.connect());
        if (accounts.length === 0) throw new WalletRequestError('connect');
        return accounts;
      } catch (error) {
        throw toWalletError(error, 'connect');
      }
    },

    async reconnect() {
      try {
        return addressesOf(await provider.restore());
      } catch {
        return [];
      }
    },

    disconnect: () => provider.disconnect().catch(() => undefined),

    onAccountsChanged(listener): Unsubscribe {
      const offAccounts = provider.on('accountsChanged', (accounts) =>
        listener(addressesOf(accounts)),
      );
      const offDisconnect = provider.on('disconnect', () => listener([]));
      return () => {
        offAccounts();
        offDisconnect();
      };
    },

    async chainReference(network: Network) {
      const current = await provider.getChainId();
      return current?.split(':')[1] ?? String(network.id);
    },

    switchNetwork: (network) => provider.switchChain(network.caipNetworkId),

    async signMessage(address, message) {
      try {
        const answer = await provider.request<{ signature?: unknown }>({
          method: 'solana_signMessage',
          params: { message: encodeBase58(message), pubkey: address },
        });
        const signature = answer?.signature;
        if (typeof signature !== 'string' || decodeBase58(signature)?.length !== 64) {
          throw new WalletRequestError('solana_signMessage');
        }
        return signature;
      } catch (error) {
        throw toWalletError(error, 'solana_signMessage');
      }
    },

    async sendTransaction(transfer: WalletTransfer) {
      const answer = await provider.request<{ signature?: unknown; transaction?: unknown }>({
        method: 'solana_signTransaction',
        params: { transaction: encodeBase64(transfer.transaction) },
        chainId: transfer.network.caipNetworkId,
      });
      let signed: Uint8Array;
      if (typeof answer?.transaction === 'string') {
        signed = decodeBase64(answer.transaction);
      } else {
        const signature =
          typeof answer?.signature === 'string' ? decodeBase58(answer.signature) : undefined;
        if (signature?.length !== 64) throw new WalletRequestError('solana_signTransaction');
        signed = transfer.chainModule.addSignature(transfer.transaction, transfer.from, signature);
      }
      return transfer.chainModule.sendSigned(transfer.rpc, signed);
    },
  };
}
