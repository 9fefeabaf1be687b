import fc from 'fast-check';
import { namespaceLabel } from './namespaceLabels';

describe('namespaceLabel', () => {
  it('names the known namespaces by their chain family', () => {
    expect(['eip155', 'solana', 'bip122', 'polkadot'].map(namespaceLabel)).toEqual([
      'EVM',
      'Solana',
      'Bitcoin',
      'Polkadot',
    ]);
  });

  it("shows any other namespace (a third party's adapter) by its id", () => {
    const known = new Set(['eip155', 'solana', 'bip122', 'polkadot']);
    fc.assert(
      fc.property(
        fc
          .oneof(fc.string(), fc.constantFrom('toString', 'constructor', '__proto__', 'valueOf'))
          .filter((namespace) => !known.has(namespace)),
        (namespace) => namespaceLabel(namespace) === namespace,
      ),
    );
    expect(namespaceLabel('cosmos')).toBe('cosmos');
  });
});
