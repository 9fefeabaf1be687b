import type { ChainNamespace, PorticoState } from '@portico/core';
import { useMemo } from 'react';
import { useStoreSelector } from './useStoreSelector';

export interface WalletInfo {
  /** The wallet's name. Untrusted text: render it as text only. */
  readonly name: string;
  /** Its icon URL or data URI. Untrusted: check the scheme before showing it. */
  readonly icon?: string;
  readonly rdns?: string;
  readonly connectorId: string;
}

interface WalletFields {
  readonly name?: string;
  readonly icon?: string;
  readonly rdns?: string;
  readonly connectorId?: string;
}

function walletFieldsOf(state: PorticoState, namespace?: ChainNamespace): WalletFields {
  const key = namespace ?? state.activeNamespace;
  const account = key ? state.chains[key]?.account : undefined;
  if (account?.status !== 'connected' || !account.connectorId) return {};
  const connectorId = account.connectorId;
  const connector = state.connectors.find(
    (candidate) => candidate.id === connectorId && candidate.chain === key,
  );
  if (!connector) return {};
  return { name: connector.name, icon: connector.imageUrl, rdns: connector.rdns, connectorId };
}

const sameFields = (a: WalletFields, b: WalletFields) =>
  a.name === b.name && a.icon === b.icon && a.rdns === b.rdns && a.connectorId === b.connectorId;

/**
 * The wallet connected in `namespace` (the active namespace when omitted), like AppKit's
 * `useWalletInfo()`: `{ walletInfo: { name, icon, rdns, connectorId } }`, or
 * `{ walletInfo: undefined }` when nothing is connected.
 */
export function useWalletInfo(namespace?: ChainNamespace): { walletInfo?: WalletInfo } {
  const fields = useStoreSelector((state) => walletFieldsOf(state, namespace), sameFields);
  return useMemo(() => {
    const { name, icon, rdns, connectorId } = fields;
    if (name === undefined || connectorId === undefined) return { walletInfo: undefined };
    return { walletInfo: { name, icon, rdns, connectorId } };
  }, [fields]);
}
