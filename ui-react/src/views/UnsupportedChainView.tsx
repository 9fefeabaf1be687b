import type { PorticoViewProps } from '../modal/viewTypes';
import { Button } from '../ui/Button';
import { Text } from '../ui/Text';
import { LABELS } from '../ui/labels';
import { NetworkList } from './shared/NetworkList';
import { useInstanceOptions } from './shared/useInstanceOptions';
import { useSwitchNetwork } from './shared/useSwitchNetwork';

/**
 * UnsupportedChain: the wallet is on a network outside the configured list. Offers the
 * configured networks (core closes the modal once the switch lands) and Disconnect.
 */
export default function UnsupportedChainView({ portico }: PorticoViewProps) {
  const { networks } = useInstanceOptions(portico);
  const { switchTo, error } = useSwitchNetwork(portico);
  const disconnect = async () => {
    await portico.disconnect().catch(() => undefined);
    portico.close();
  };

  return (
    <div className="portico-view">
      <Text variant="muted" className="portico-view__intro">
        {LABELS.unsupportedChain}
      </Text>
      <NetworkList
        networks={networks}
        activeId={undefined}
        onChoose={switchTo}
        label={LABELS.switchNetwork}
      />
      <div aria-live="polite">{error && <Text variant="error">{error}</Text>}</div>
      <Button variant="danger" fullWidth onClick={disconnect}>
        {LABELS.disconnect}
      </Button>
    </div>
  );
}
