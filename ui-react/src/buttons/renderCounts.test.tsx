/** @jest-environment jsdom */
/**
 * Which components re-render on a balance change or a modal open. The button modules are
 * replaced by jest.fn spies that call the real components (same behaviour), so the number of
 * calls is the number of renders; the hook users count their own renders.
 */
import { writableStore } from '@portico/core/testing';
import { act } from 'react';
import { type Portico } from '@portico/core';
import { renderWithPortico, settle, toyPortico } from '../__fixtures__/render';
import { usePorticoAccount } from '../hooks/usePorticoAccount';
import { usePorticoBalance } from '../hooks/usePorticoBalance';
import { AccountBalance } from './AccountBalance';
import { AccountButton } from './AccountButton';
import { ConnectButton } from './ConnectButton';
import { NetworkButton } from './NetworkButton';
import { PorticoButton } from './PorticoButton';

jest.mock('./AccountBalance', () => {
  const real = jest.requireActual('./AccountBalance');
  return { ...real, AccountBalance: jest.fn(real.AccountBalance) };
});
jest.mock('./AccountButton', () => {
  const real = jest.requireActual('./AccountButton');
  return { ...real, AccountButton: jest.fn(real.AccountButton) };
});
jest.mock('./ConnectButton', () => {
  const real = jest.requireActual('./ConnectButton');
  return { ...real, ConnectButton: jest.fn(real.ConnectButton) };
});
jest.mock('./NetworkButton', () => {
  const real = jest.requireActual('./NetworkButton');
  return { ...real, NetworkButton: jest.fn(real.NetworkButton) };
});
jest.mock('./PorticoButton', () => {
  const real = jest.requireActual('./PorticoButton');
  return { ...real, PorticoButton: jest.fn(real.PorticoButton) };
});

const spies = {
  AccountBalance: AccountBalance as unknown as jest.Mock,
  AccountButton: AccountButton as unknown as jest.Mock,
  ConnectButton: ConnectButton as unknown as jest.Mock,
  NetworkButton: NetworkButton as unknown as jest.Mock,
  PorticoButton: PorticoButton as unknown as jest.Mock,
};
const counts = { account: 0, balance: 0 };

function AccountProbe() {
  counts.account += 1;
  return <span className="probe-account">{usePorticoAccount()?.address}</span>;
}

function BalanceProbe() {
  counts.balance += 1;
  return <span className="probe-balance">{usePorticoBalance().balance}</span>;
}

const setBalance = (portico: Portico, balance: string) =>
  act(async () =>
    writableStore(portico).setState((state) => {
      state.chains.toychain!.account.balance = balance;
      state.chains.toychain!.account.balanceSymbol = 'TOY';
    }),
  );

async function mountAllConnected() {
  const { portico } = await toyPortico();
  const rendered = await renderWithPortico(
    <>
      <ConnectButton />
      <NetworkButton />
      <AccountProbe />
      <BalanceProbe />
    </>,
    portico,
  );
  await act(() => portico.connect({ connectorId: 'toy-wallet' }));
  await settle();
  await setBalance(portico, '1.000');
  for (const spy of Object.values(spies)) spy.mockClear();
  const before = { ...counts };
  const rendersSince = () => ({
    ...Object.fromEntries(
      Object.entries(spies).map(([name, spy]) => [name, spy.mock.calls.length]),
    ),
    AccountProbe: counts.account - before.account,
    BalanceProbe: counts.balance - before.balance,
  });
  return { portico, rendersSince, ...rendered };
}

describe('render counts (buttons wrapped in jest.fn spies of the real components)', () => {
  it('a balance change re-renders only the balance displays', async () => {
    const { portico, container, rendersSince, unmount } = await mountAllConnected();
    await setBalance(portico, '2.000');

    expect(container.querySelector('.portico-button__balance')?.textContent).toBe('2.000 TOY');
    expect(container.querySelector('.probe-balance')?.textContent).toBe('2.000');
    expect(rendersSince()).toEqual({
      AccountBalance: 1,
      AccountButton: 0,
      ConnectButton: 0,
      NetworkButton: 0,
      PorticoButton: 0,
      AccountProbe: 0,
      BalanceProbe: 1,
    });
    await unmount();
    portico.destroy();
  });

  it('opening the modal re-renders no button and no usePorticoAccount user', async () => {
    const { portico, rendersSince, unmount } = await mountAllConnected();
    const opened: boolean[] = [];
    portico.subscribeState(({ open }) => opened.push(open));
    await act(() => portico.open());
    await settle();

    expect(opened[0]).toBe(true);
    expect(rendersSince()).toEqual({
      AccountBalance: 0,
      AccountButton: 0,
      ConnectButton: 0,
      NetworkButton: 0,
      PorticoButton: 0,
      AccountProbe: 0,
      BalanceProbe: 0,
    });
    await unmount();
    portico.destroy();
  });
});
