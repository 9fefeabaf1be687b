import { TOKENS, type Network, type Portico, type Router } from '@portico/core';
import { useStoreSelector } from '../../hooks/useStoreSelector';
import { Button } from '../../ui/Button';
import { LABELS } from '../../ui/labels';
import { namespaceLabel } from '../shared/namespaceLabels';

/**
 * With networks of several namespaces configured: which namespace the account view shows, a
 * switch to each other connected one (the switching flag is core's, set by switchNetwork), and
 * a way to connect a namespace that is not connected yet. Nothing with one namespace.
 */
export function ChainSwitcher({
  portico,
  networks,
}: {
  readonly portico: Portico;
  readonly networks: readonly Network[];
}) {
  const active = useStoreSelector((state) => state.activeNamespace);
  // One string, so the selector's value compares equal until a status or network changes.
  const summary = useStoreSelector((state) =>
    Object.keys(state.chains)
      .map((namespace) => {
        const chain = state.chains[namespace];
        return `${namespace}|${chain?.account.status ?? ''}|${chain?.caipNetworkId ?? ''}`;
      })
      .join(' '),
  );
  const namespaces = [...new Set(networks.map((network) => network.chainNamespace))];
  if (namespaces.length < 2 || !active) return null;

  const chains = new Map(
    summary.split(' ').map((entry) => {
      const [namespace = '', status = '', caipNetworkId = ''] = entry.split('|');
      return [namespace, { status, caipNetworkId }] as const;
    }),
  );
  const router = portico.resolve<Router>(TOKENS.router);
  const networkOf = (namespace: string) =>
    networks.find((network) => network.caipNetworkId === chains.get(namespace)?.caipNetworkId) ??
    networks.find((network) => network.chainNamespace === namespace);
  const switchTo = async (namespace: string) => {
    const network = networkOf(namespace);
    if (network) await portico.switchNetwork(network).catch(() => undefined);
  };
  const others = namespaces.filter((namespace) => namespace !== active);

  return (
    <div className="portico-account__chains">
      <p className="portico-account__chain" role="group" aria-label={LABELS.activeChain}>
        <span className="portico-tag">{namespaceLabel(active)}</span>
      </p>
      <div className="portico-account__chain-actions" role="group" aria-label={LABELS.otherChains}>
        {others.map((namespace) =>
          chains.get(namespace)?.status === 'connected' ? (
            <Button key={namespace} variant="secondary" onClick={() => switchTo(namespace)}>
              {LABELS.switchToChain(namespaceLabel(namespace))}
            </Button>
          ) : (
            <Button
              key={namespace}
              variant="secondary"
              onClick={() => router.push('Connect', { namespace })}
            >
              {LABELS.connectChain(namespaceLabel(namespace))}
            </Button>
          ),
        )}
      </div>
    </div>
  );
}
