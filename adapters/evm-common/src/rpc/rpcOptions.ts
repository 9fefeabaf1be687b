/**
 * The adapter's own RPC endpoints (`rpc.urls`, `rpc.service.baseUrl`) follow core's transport
 * rule, checked when the adapter is created: https: (wss:) everywhere, plain http: (ws:) only
 * on a loopback host (a local node). A node answer read over plain HTTP from another host
 * could be rewritten by anyone on the path (balances, gas, a contract's reply).
 */
import { ConfigurationError, MESSAGES, isSecureTransportUrl } from '@portico/core';
import type { EvmAdapterOptions } from '../options';

export function assertRpcOptions(rpc: EvmAdapterOptions['rpc']): void {
  for (const [caipNetworkId, urls] of Object.entries(rpc?.urls ?? {})) {
    urls.forEach((url, index) => {
      const kind = /^wss?:/i.test(url) ? 'ws' : 'http';
      if (isSecureTransportUrl(url, kind)) return;
      const [secure, plain] = kind === 'http' ? ['https:', 'http:'] : ['wss:', 'ws:'];
      throw new ConfigurationError(
        MESSAGES.networkUrlNotSecure(caipNetworkId, `rpc.urls[${index}]`, url, secure, plain),
        'INSECURE_RPC_URL',
      );
    });
  }
  const baseUrl = rpc?.service?.baseUrl;
  if (baseUrl !== undefined && !isSecureTransportUrl(baseUrl, 'http')) {
    throw new ConfigurationError(
      MESSAGES.serviceUrlNotSecure('chain RPC', baseUrl),
      'INSECURE_SERVICE_URL',
    );
  }
}
