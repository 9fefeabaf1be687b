/** @jest-environment jsdom */
/**
 * With the eip155 and solana namespaces connected at once, the hooks without a namespace
 * argument follow the active one: a switch to the other namespace, and the disconnection of the
 * active one (core makes the remaining one active).
 */
import { act } from 'react';
import { connectSide, solanaToyNetwork, twoNamespaces } from '../__fixtures__/twoNamespaces';
import { renderHook } from './__fixtures__/renderHook';
import { usePorticoAccount } from './usePorticoAccount';
import { usePorticoBalance } from './usePorticoBalance';
import { usePorticoNetwork } from './usePorticoNetwork';
import { useWalletInfo } from './useWalletInfo';

function useActiveSide() {
  return {
    address: usePorticoAccount()?.address,
    network: usePorticoNetwork().caipNetworkId,
    symbol: usePorticoBalance().symbol,
    wallet: useWalletInfo().walletInfo?.connectorId,
  };
}

describe('the hooks follow the active namespace', () => {
  it('through a switch to the other namespace and the disconnection of the active one', async () => {
    const { portico, evm, solana } = await twoNamespaces();
    const { result, unmount } = await renderHook(useActiveSide, portico);
    await connectSide(portico, 'eip155');
    await connectSide(portico, 'solana');
    await act(() => portico.switchNetwork(solanaToyNetwork));
    await act(() => portico.refreshBalance());
    expect(result.current).toEqual({
      address: solana.wallet.address,
      network: 'solana:toy-localnet',
      symbol: 'SOL',
      wallet: 'toy-wallet',
    });

    await act(() => portico.disconnect('solana'));
    await act(() => portico.refreshBalance());
    expect(result.current).toEqual({
      address: evm.wallet.address,
      network: 'eip155:31337',
      symbol: 'ETH',
      wallet: 'toy-wallet',
    });
    await unmount();
    portico.destroy();
  });
});
