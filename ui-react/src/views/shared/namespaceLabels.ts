/**
 * How the modal names a chain namespace to a visitor: the chain family, not the CAIP id. A
 * namespace of a third party's adapter is shown by its id.
 */
const NAMESPACE_LABELS: ReadonlyMap<string, string> = new Map([
  ['eip155', 'EVM'],
  ['solana', 'Solana'],
  ['bip122', 'Bitcoin'],
  ['polkadot', 'Polkadot'],
]);

export function namespaceLabel(namespace: string): string {
  return NAMESPACE_LABELS.get(namespace) ?? namespace;
}
