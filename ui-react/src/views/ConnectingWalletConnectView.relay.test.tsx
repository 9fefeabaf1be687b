/** @jest-environment jsdom */
import { MESSAGES, TOKENS } from '@portico/core';
import { LABELS } from '../ui/labels';
import { qrCode, qrShows } from '../walletconnect/__fixtures__/pairingDriver';
import {
  createScriptedWalletConnect,
  scriptedInstance,
} from '../walletconnect/__fixtures__/scriptedWalletConnect';
import { axeViolationsInJsdom as violations } from './__fixtures__/axeInJsdom';
import {
  byRole,
  byText,
  click,
  dialog,
  findByRole,
  findByText,
  waitFor,
} from './__fixtures__/modalDriver';
import { useModalFixture } from './__fixtures__/modalFixture';

// The view over a scripted stand-in connector (ui-react must not import @portico/walletconnect):
// it rejects as the real one does when the relay refuses the socket or times out. The real
// connector against the local relay, stopped and restarted, is in
// connectors/walletconnect/src/relayUnreachable.test.ts.
const modal = useModalFixture();

/** The view, waiting for a pairing that the relay does not bring. */
async function waitingForRelay() {
  const scripted = createScriptedWalletConnect({ proposeOnConnect: false });
  const { portico } = await scriptedInstance({}, scripted);
  await modal.show(portico, { view: 'ConnectingWalletConnect' });
  await findByText(LABELS.preparingLink);
  await waitFor(() => scripted.pending, 'the connect attempt');
  return { portico, scripted };
}

describe('ConnectingWalletConnect when the relay cannot be reached', () => {
  it('the relay error and "Try again" replace "Preparing the connection link"; no QR code, no link, no declined toast', async () => {
    const { portico, scripted } = await waitingForRelay();
    await scripted.relayUnreachable();

    expect(await findByText(MESSAGES.walletConnectRelayUnreachable)).toBeTruthy();
    expect(byRole('button', LABELS.tryAgain)).toBeTruthy();
    expect(byText(LABELS.preparingLink)).toBeUndefined();
    expect(document.querySelector('.portico-wc .portico-spinner')).toBeNull();
    expect(qrCode()).toBeNull();
    expect(byRole('button', LABELS.copyLink)).toBeUndefined();
    const store = portico.resolve(TOKENS.state);
    expect(store.getState().toast.open).toBe(false); // not a refusal: no 'Signature declined'
    expect(dialog()?.classList.contains('portico-shake')).toBe(true);
    expect(portico.getAccount()?.status).toBe('disconnected');
    expect(await violations()).toEqual([]);
  });

  it('"Try again" once the relay is back: a new attempt, its pairing as the QR code, and the wallet connects', async () => {
    const { portico, scripted } = await waitingForRelay();
    await scripted.relayUnreachable();
    await click(await findByRole('button', LABELS.tryAgain));

    expect(scripted.connectCalls).toBe(2);
    expect(await findByText(LABELS.preparingLink)).toBeTruthy();
    expect(byText(MESSAGES.walletConnectRelayUnreachable)).toBeUndefined();
    await waitFor(() => scripted.pending, 'the second attempt');
    const { uri } = await scripted.propose();
    await waitFor(() => qrShows(uri), 'the QR code');
    expect(byRole('button', LABELS.copyLink)).toBeTruthy();

    await scripted.approve();
    await waitFor(() => portico.getAccount()?.isConnected, 'the connection');
    await waitFor(() => !dialog(), 'the modal to close');
  });
});
