/**
 * A receiver typed as a name (eip155, spec 9), resolved through the instance's name service
 * (`portico.services()`'s blockchain data API): the address registered for the network's coin
 * type (ENSIP-11), else for Ethereum's (60), and the name's avatar when its URL is allowed.
 */
import { isEvmAddress, safeImageSource, type Portico } from '@portico/core';
import type { Sender } from './sender';

export interface ResolvedReceiver {
  readonly address: string;
  readonly name: string;
  readonly image?: string;
}

/** ENSIP-11 coin type of an EVM chain: 60 for Ethereum, 0x80000000 | chainId otherwise. */
function coinType(chainId: number | string): string {
  const id = Number(chainId);
  return String(id === 1 ? 60 : (0x80000000 | id) >>> 0);
}

/** Whether the instance has a name service to ask (it has services at all). */
export async function hasNameService(portico: Portico): Promise<boolean> {
  return (await portico.services().catch(() => undefined)) !== undefined;
}

/** The name's address and avatar; undefined when the name is unknown or has no EVM address. */
export async function resolveReceiverName(
  portico: Portico,
  sender: Sender,
  name: string,
): Promise<ResolvedReceiver | undefined> {
  const clients = await portico.services();
  if (!clients) return undefined;
  const profile = await clients.blockchainApi.resolveName({
    caipNetworkId: sender.network.caipNetworkId,
    name: name.trim(),
  });
  const address =
    profile.addresses[coinType(sender.network.id)]?.address ?? profile.addresses['60']?.address;
  if (!address || !isEvmAddress(address) || !address.startsWith('0x')) return undefined;
  const image = safeImageSource(profile.attributes.find((entry) => entry.avatar)?.avatar);
  return { address, name: profile.name ?? name.trim(), ...(image && { image }) };
}
