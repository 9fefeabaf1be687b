/**
 * The eip155 connector's provider: EIP-1193, so the EVM adapter drives WalletConnect exactly
 * like an injected wallet. Requests go to the session module (loaded on the first one; see
 * ../session/eip155Requests.ts for what each method does); events arrive from the session and
 * are put in EIP-1193's shape: `accountsChanged` (addresses), `chainChanged` (hex chain id),
 * `disconnect` (a 4900 error).
 */
import { notConnected } from '../errors';
import type { Eip1193Request } from '../session/eip155Requests';
import { toHexChainId } from '../hexChainId';
import type { SessionEvent, WalletConnectSession } from '../session/walletConnectSession';
import { createProviderListeners, type ProviderListener } from './providerListeners';

export interface WalletConnectEip1193Provider {
  request(args: Eip1193Request): Promise<unknown>;
  on(event: string, listener: ProviderListener): void;
  removeListener(event: string, listener: ProviderListener): void;
}

export function createEip1193Provider(load: () => Promise<WalletConnectSession>) {
  const listeners = createProviderListeners();
  const provider: WalletConnectEip1193Provider = Object.freeze({
    request: async (args: Eip1193Request) => (await load()).eip155Request(args),
    on: listeners.on,
    removeListener: listeners.off,
  });
  const deliver = (event: SessionEvent) => {
    if (event.type === 'accountsChanged') {
      const addresses = event.accounts.map((account) => account.split(':')[2]);
      listeners.emit('accountsChanged', addresses);
    } else if (event.type === 'chainChanged') {
      listeners.emit('chainChanged', toHexChainId(event.chainId));
    } else {
      listeners.emit('disconnect', notConnected());
    }
  };
  return { provider, deliver };
}
