import {
  WALLET_STANDARD_APP_READY_EVENT,
  WALLET_STANDARD_REGISTER_EVENT,
  watchWalletStandard,
  type WalletStandardRegistry,
} from './registration';

/** A wallet on the page, the way @wallet-standard/wallet registers one (by hand here). */
function announce(window: EventTarget, ...wallets: unknown[]): () => void {
  let unregister: () => void = () => undefined;
  const callback = ({ register }: WalletStandardRegistry) => {
    unregister = register(...wallets);
  };
  window.addEventListener(WALLET_STANDARD_APP_READY_EVENT, (event) =>
    callback((event as CustomEvent<WalletStandardRegistry>).detail),
  );
  window.dispatchEvent(new CustomEvent(WALLET_STANDARD_REGISTER_EVENT, { detail: callback }));
  return () => unregister();
}

const keepNamed = (wallet: unknown) => {
  const name = (wallet as { name?: unknown } | null)?.name;
  if (name === 'throws') throw new Error('a hostile wallet');
  return typeof name === 'string' ? name : undefined;
};

describe('watchWalletStandard: the registration protocol, whatever the chain', () => {
  it('keeps what `keep` returns, before and after the start, in order; skips the rest', () => {
    const window = new EventTarget();
    announce(window, { name: 'Early' }, { other: true });
    const reports: (readonly string[])[] = [];
    const stop = watchWalletStandard({ window, keep: keepNamed, onChange: (l) => reports.push(l) });

    const unregisterLate = announce(window, { name: 'throws' }, { name: 'Late' }, null);
    unregisterLate();
    stop();
    announce(window, { name: 'After stop' });

    expect(reports).toEqual([['Early'], ['Early', 'Late'], ['Early']]);
    expect(Object.isFrozen(reports[0])).toBe(true);
  });

  it('a wallet nobody keeps causes no report; without a window, one empty report', () => {
    const window = new EventTarget();
    const reports: (readonly string[])[] = [];
    watchWalletStandard({ window, keep: keepNamed, onChange: (l) => reports.push(l) });
    announce(window, { name: 'throws' }, 42);
    expect(reports).toEqual([[]]);

    const alone: (readonly string[])[] = [];
    watchWalletStandard({ window: undefined, keep: keepNamed, onChange: (l) => alone.push(l) })();
    expect(alone).toEqual([[]]);
  });
});
