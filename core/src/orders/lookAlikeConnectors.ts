/**
 * Look-alike installed wallets: two installed connectors (INJECTED, ANNOUNCED, MULTI_CHAIN) of
 * one namespace whose names compare equal by `walletNameKey` ("Phantom", "Phantom\u200B",
 * "Ｐｈａｎｔｏｍ", "phantom ") would be two rows that read the same. The wallet list keeps one:
 *
 * - the one the catalogue vouches for: its rdns or explorerId is a catalogue entry's (recent,
 *   featured, custom or recommended) whose name has the same key;
 * - else the first one announced.
 *
 * Why one row and not both with a mark: a wallet list without doubles is what AppKit and
 * RainbowKit users expect, and a mark would not tell the user which one is genuine (an
 * EIP-6963 announcement and a Wallet Standard registration are unauthenticated: rdns and name
 * are whatever the page script says). The dropped connector stays in the instance's connector
 * list, so an app can still connect it by id.
 */
import type { WalletEntry } from '../contracts/wallet';
import type { ConnectorInfo } from '../state/types';
import { walletNameKey } from '../validators/walletName';

const INSTALLED_TYPES: readonly ConnectorInfo['type'][] = Object.freeze([
  'INJECTED',
  'ANNOUNCED',
  'MULTI_CHAIN',
]);

const vouchedBy = (connector: ConnectorInfo, key: string, catalogue: readonly WalletEntry[]) =>
  catalogue.some(
    (wallet) =>
      walletNameKey(wallet.name) === key &&
      ((Boolean(wallet.rdns) && wallet.rdns === connector.rdns) ||
        wallet.id === connector.explorerId),
  );

/** `connectors` in order, without the look-alikes of an installed wallet of the same namespace. */
export function withoutLookAlikes(
  connectors: readonly ConnectorInfo[],
  catalogue: readonly WalletEntry[],
): ConnectorInfo[] {
  const keyOf = (connector: ConnectorInfo) =>
    INSTALLED_TYPES.includes(connector.type)
      ? `${connector.chain}\u0000${walletNameKey(connector.name) ?? connector.id}`
      : undefined;
  const kept = new Map<string, ConnectorInfo>();
  for (const connector of connectors) {
    const key = keyOf(connector);
    if (key === undefined) continue;
    const first = kept.get(key);
    const nameKey = walletNameKey(connector.name) ?? '';
    if (
      !first ||
      (!vouchedBy(first, nameKey, catalogue) && vouchedBy(connector, nameKey, catalogue))
    ) {
      kept.set(key, connector);
    }
  }
  return connectors.filter((connector) => {
    const key = keyOf(connector);
    return key === undefined || kept.get(key) === connector;
  });
}
