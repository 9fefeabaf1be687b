import { useId, useMemo } from 'react';
import { TOKENS, sanitizeWalletName, type Network } from '@portico/core';
import { useStoreSelector, type PorticoViewProps } from '@portico/react';
import { Button, QrCode, Text, copyText } from '@portico/react/ui';
import { NetworkIcon } from './NetworkIcon';
import { RECEIVE_LABELS as LABELS } from './labels';

/** The app's configured networks of `namespace`: the same address receives on each of them. */
export function receivingNetworks(
  networks: readonly Network[],
  namespace: string | undefined,
): Network[] {
  return namespace === undefined
    ? []
    : networks.filter((network) => network.chainNamespace === namespace);
}

/**
 * Receive: the connected address of the active namespace in full (selectable text) and as a
 * QR code, "Copy address" (the toast 'Address copied', announced by the modal's status
 * region), and the networks of that namespace the address receives on.
 */
export default function ReceiveView({ portico }: PorticoViewProps) {
  const namespace = useStoreSelector((state) => state.activeNamespace);
  const address = useStoreSelector((state) =>
    state.activeNamespace ? state.chains[state.activeNamespace]?.account.address : undefined,
  );
  const headingId = useId();
  const networks = useMemo(
    () => receivingNetworks(portico.resolve(TOKENS.networks), namespace),
    [portico, namespace],
  );

  if (!address) {
    return (
      <div className="portico-view portico-view--center">
        <Text variant="muted">{LABELS.notConnected}</Text>
      </div>
    );
  }

  const copy = () => copyText(portico, address, LABELS.copied);

  return (
    <div className="portico-view portico-receive">
      {/* The pairing code's tile (white behind the code in both themes), at a smaller size. */}
      <div className="portico-wc__qr" style={{ width: 220, alignSelf: 'center' }}>
        <QrCode value={address} label={LABELS.qrCode} size={220} />
      </div>
      <Text as="h3" variant="heading">
        {LABELS.addressHeading}
      </Text>
      <Text
        className="portico-receive__address"
        style={{ overflowWrap: 'anywhere', userSelect: 'all' }}
      >
        {address}
      </Text>
      <Button fullWidth variant="secondary" onClick={copy}>
        {LABELS.copyAddress}
      </Button>
      {networks.length > 0 && (
        <>
          <Text as="h3" variant="heading" id={headingId}>
            {LABELS.networksHeading}
          </Text>
          <Text variant="muted">{LABELS.networksHint}</Text>
          <ul
            className="portico-receive__networks"
            aria-labelledby={headingId}
            style={{ display: 'grid', gap: 8, margin: 0, padding: 0 }}
          >
            {networks.map((network) => {
              const name = sanitizeWalletName(network.name) ?? network.caipNetworkId;
              return (
                <li
                  key={network.caipNetworkId}
                  style={{ display: 'flex', alignItems: 'center', gap: 8, listStyle: 'none' }}
                >
                  <NetworkIcon src={network.assets?.imageUrl} name={name} />
                  <Text as="span">{name}</Text>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
