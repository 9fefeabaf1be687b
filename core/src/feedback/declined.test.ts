import { UserRejectedError, WalletRequestError } from '../errors/walletErrors';
import { MESSAGES } from '../errors/messages';
import type { ModalState } from '../state/types';
import { declinedToastForConnect, toastIfDeclined } from './declined';

/** The error toasts asked for, in order (the toasts' own timing is toasts.test.ts's). */
function recordingToasts() {
  const shown: string[] = [];
  return { shown, toasts: { error: (message: string) => void shown.push(message) } };
}

describe('toastIfDeclined: the one place the declined toast is raised', () => {
  it.each<[string, unknown]>([
    ["core's UserRejectedError (an adapter mapped the refusal)", new UserRejectedError()],
    ["a wallet's raw 4001 (connecting through a wallet's own error)", { code: 4001 }],
    ['a Wallet Standard refusal without a code', new Error('User rejected the request.')],
  ])(`%s: 'Signature declined'`, (_shape, error) => {
    const { shown, toasts } = recordingToasts();
    expect(toastIfDeclined(toasts, error)).toBe(true);
    expect(shown).toEqual([MESSAGES.signatureDeclined]);
  });

  it.each<[string, unknown]>([
    ['another wallet failure', new WalletRequestError('personal_sign', { code: 4100 }, 4100)],
    ['a thrown text', 'insufficient funds'],
  ])('%s: no toast', (_shape, error) => {
    const { shown, toasts } = recordingToasts();
    expect(toastIfDeclined(toasts, error)).toBe(false);
    expect(shown).toEqual([]);
  });
});

describe('declinedToastForConnect: only while the visitor still looks at the attempt', () => {
  const refusal = { code: 4001 };
  const modal = (open: boolean, ...history: ModalState['view'][]): ModalState => ({
    open,
    view: history[history.length - 1] ?? 'Connect',
    history: history.length > 0 ? history : ['Connect'],
    shake: false,
  });

  /** A connect that starts on `startedOn`; `move` is the modal changing while it waits. */
  function attempt(startedOn: ModalState) {
    let modalNow = startedOn;
    const { shown, toasts } = recordingToasts();
    const failed = declinedToastForConnect({ getState: () => ({ modal: modalNow }) }, toasts);
    const move = (next: ModalState) => {
      modalNow = next;
    };
    return { shown, failed, move };
  }

  it('a refusal on the screen that started the connect shows the toast', () => {
    const { shown, failed, move } = attempt(modal(true, 'Connect', 'ConnectingExternal'));
    move({ ...modal(true, 'Connect', 'ConnectingExternal'), shake: true });
    expect(failed(refusal)).toBe(true);
    expect(shown).toEqual([MESSAGES.signatureDeclined]);
  });

  it.each<[string, ModalState, ModalState]>([
    [
      'the modal closed (WalletConnect cancels its pairing with 4001 then)',
      modal(true, 'Connect', 'ConnectingWalletConnect'),
      modal(false, 'Connect', 'ConnectingWalletConnect'),
    ],
    [
      'the visitor went Back to Connect',
      modal(true, 'Connect', 'ConnectingWalletConnect'),
      modal(true, 'Connect'),
    ],
    ['the connect was made without the modal', modal(false, 'Connect'), modal(false, 'Connect')],
  ])('a refusal after %s is quiet', (_case, startedOn, now) => {
    const { shown, failed, move } = attempt(startedOn);
    move(now);
    expect(failed(refusal)).toBe(false);
    expect(shown).toEqual([]);
  });

  it('another failure on the same screen shows no declined toast', () => {
    const { shown, failed } = attempt(modal(true, 'Connect', 'ConnectingExternal'));
    expect(failed(new Error('Wallet is locked'))).toBe(false);
    expect(shown).toEqual([]);
  });
});
