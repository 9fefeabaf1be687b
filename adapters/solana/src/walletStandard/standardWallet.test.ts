import fc from 'fast-check';
import { createSolanaTestWallet } from '@portico/testing/solana';
import {
  REGISTER_WALLET_EVENT,
  watchStandardWallets,
  type StandardWalletRegistry,
} from './discovery';
import { parseStandardWallet } from './standardWallet';

const { wallet: realWallet } = createSolanaTestWallet({ chains: ['solana:localnet'] });

/** A value that is sometimes the real field, sometimes anything, sometimes a throwing getter. */
function field<T>(real: T) {
  return fc.oneof(
    fc.constant({ value: real as unknown }),
    fc.anything().map((value) => ({ value })),
    fc.constant({ throws: true as const }),
  );
}

const walletShaped = fc
  .record(
    {
      version: fc.oneof(fc.constant('1.0.0'), fc.anything()),
      name: fc.oneof(fc.string(), fc.string({ unit: 'binary', maxLength: 300 }), fc.anything()),
      icon: field(realWallet.icon),
      chains: fc.oneof(
        fc.array(
          fc.oneof(fc.constantFrom('solana:localnet', 'solana:', 'eip155:1'), fc.anything()),
        ),
        fc.anything(),
      ),
      features: fc.oneof(
        fc.constant(realWallet.features as object),
        fc.dictionary(
          fc.constantFrom(
            'standard:connect',
            'standard:events',
            'solana:signMessage',
            'solana:signTransaction',
            'solana:signAndSendTransaction',
          ),
          fc.oneof(
            fc.anything(),
            fc.constant({ connect: () => undefined, on: () => undefined }),
            fc.constant({ signMessage: () => undefined, signTransaction: () => undefined }),
          ),
        ),
        fc.anything(),
      ),
      accounts: field([]),
    },
    { requiredKeys: [] },
  )
  .map((shape) => {
    const wallet: Record<string, unknown> = {};
    for (const [key, spec] of Object.entries(shape)) {
      if (spec !== null && typeof spec === 'object' && 'throws' in spec) {
        Object.defineProperty(wallet, key, {
          enumerable: true,
          get: () => {
            throw new Error(key);
          },
        });
      } else if (spec !== null && typeof spec === 'object' && 'value' in spec) {
        wallet[key] = spec.value;
      } else {
        wallet[key] = spec;
      }
    }
    return wallet;
  });

describe('parseStandardWallet', () => {
  it('keeps the real test wallet, its name and icon as they are', () => {
    expect(parseStandardWallet(realWallet)).toEqual({
      name: realWallet.name,
      icon: realWallet.icon,
      wallet: realWallet,
    });
  });

  it('a feature without its method does not count', () => {
    const features = { ...realWallet.features, 'standard:connect': { version: '1.0.0' } };

    expect(parseStandardWallet({ ...realWallet, features })).toBeUndefined();
  });

  it('property: arbitrary wallet-shaped objects never make it throw', () => {
    fc.assert(
      fc.property(walletShaped, (wallet) => {
        const kept = parseStandardWallet(wallet);
        if (kept !== undefined) {
          expect(kept.wallet).toBe(wallet);
          expect(kept.name.length).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('property: arbitrary wallet-shaped objects never make discovery throw or report twice', () => {
    fc.assert(
      fc.property(fc.array(walletShaped, { maxLength: 5 }), (wallets) => {
        const window = new EventTarget();
        const reports: unknown[] = [];
        const stop = watchStandardWallets({ window, onChange: (list) => reports.push(list) });
        let unregister: () => void = () => undefined;
        const callback = ({ register }: StandardWalletRegistry) => {
          unregister = register(...wallets);
        };

        window.dispatchEvent(new CustomEvent(REGISTER_WALLET_EVENT, { detail: callback }));
        unregister();
        unregister();
        stop();

        // At the start, maybe once for the wallets kept, and once when they leave.
        expect([1, 3]).toContain(reports.length);
        expect(reports.at(-1)).toEqual([]);
      }),
    );
  });
});
