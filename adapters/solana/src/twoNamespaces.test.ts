/**
 * Two chain families in one Portico: the EVM side (viem adapter, a real EIP-1193 test wallet on
 * a local anvil node) and the Solana side (this adapter, a Wallet Standard test wallet on a
 * local LiteSVM node) of one page, connected at once. Core assumes nothing about EVM: switching
 * to the other namespace sets the switching flag, disconnecting one leaves the other, and a
 * reload restores both.
 */
import { viemAdapter } from '@portico/adapter-evm-viem';
import { createPortico, TOKENS, type Portico } from '@portico/core';
import { createMemoryStorage } from '@portico/core/testing';
import { defineNetwork } from '@portico/core/networks';
import { createTestWallet, startAnvil, type AnvilInstance } from '@portico/testing';
import { waitUntil } from './__fixtures__/connectedPortico';
import {
  fundedTestWallet,
  startLocalSolanaNetworks,
  type LocalSolanaNetworks,
} from './__fixtures__/localSolanaNetworks';
import { solanaAdapter } from './solanaAdapter';
import { standardWalletConnectorId } from './walletStandard/connectors';

let anvil: AnvilInstance;
let local: LocalSolanaNetworks;
const opened: Portico[] = [];

beforeAll(async () => {
  [anvil, local] = await Promise.all([startAnvil({ chainId: 31337 }), startLocalSolanaNetworks()]);
});
afterEach(() => {
  for (const portico of opened.splice(0)) portico.destroy();
});
afterAll(async () => {
  await Promise.all([anvil?.stop(), local?.stop()]);
});

function page() {
  const evmNetwork = defineNetwork({
    id: anvil.chainId,
    chainNamespace: 'eip155',
    name: 'Local EVM',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.url] } },
  });
  const { wallet: solanaWallet, window } = fundedTestWallet(local);
  const evmWallet = createTestWallet({ chains: [{ chainId: anvil.chainId, rpcUrl: anvil.url }] });
  evmWallet.announceEip6963(window);
  const backend = createMemoryStorage();
  const open = () => {
    const portico = createPortico({
      networks: [evmNetwork, ...local.networks],
      adapters: [viemAdapter({ window }), solanaAdapter({ window })],
      storage: { backend },
      platform: { isMobile: false },
    });
    opened.push(portico);
    return portico;
  };
  return {
    open,
    evmWallet,
    solanaWallet,
    evmNetwork,
    solanaConnectorId: standardWalletConnectorId(solanaWallet.wallet.name),
  };
}

async function bothConnected() {
  const setup = page();
  const portico = setup.open();
  await waitUntil(
    () =>
      portico.getConnectors('eip155').some((c) => c.id === setup.evmWallet.info.rdns) &&
      portico.getConnectors('solana').some((c) => c.id === setup.solanaConnectorId),
    'both wallets to be discovered',
  );
  await portico.connect({ connectorId: setup.evmWallet.info.rdns, namespace: 'eip155' });
  await portico.connect({ connectorId: setup.solanaConnectorId, namespace: 'solana' });
  return { ...setup, portico };
}

describe('EVM and Solana connected at once', () => {
  it('both namespaces hold their own account; the last connected is active', async () => {
    const { portico, evmWallet, solanaWallet } = await bothConnected();
    expect(portico.getAccount('eip155')?.address?.toLowerCase()).toBe(
      evmWallet.control.state.accounts[0]?.toLowerCase(),
    );
    expect(portico.getAccount('solana')?.address).toBe(solanaWallet.address);
    expect(portico.getState().activeNamespace).toBe('solana');
    expect(portico.getAccount()?.caipAddress).toBe(`solana:localnet:${solanaWallet.address}`);
  });

  it('switching to a network of the other namespace sets the switching flag, then makes it active', async () => {
    const { portico, evmNetwork } = await bothConnected();
    const store = portico.resolve(TOKENS.state);
    const switching = portico.switchNetwork(evmNetwork);
    expect(store.getState().switchingNamespace).toBe(true);
    await switching;
    expect(store.getState().switchingNamespace).toBe(false);
    expect(portico.getState().activeNamespace).toBe('eip155');
    expect(portico.getNetwork().caipNetworkId).toBe(evmNetwork.caipNetworkId);
    expect(portico.getAccount('solana')?.status).toBe('connected');
  });

  it('each side signs with its own wallet', async () => {
    const { portico } = await bothConnected();
    expect(await portico.signMessage({ message: 'hi', namespace: 'eip155' })).toMatch(/^0x/);
    expect(await portico.signMessage({ message: 'hi', namespace: 'solana' })).toMatch(
      /^[1-9A-HJ-NP-Za-km-z]{80,90}$/,
    );
  });

  it('disconnecting one leaves the other connected', async () => {
    const { portico } = await bothConnected();
    await portico.disconnect('solana');
    expect(portico.getAccount('solana')?.status).toBe('disconnected');
    expect(portico.getAccount('eip155')?.status).toBe('connected');
  });

  it('after a reload both are restored without a prompt', async () => {
    const first = await bothConnected();
    const evmAddress = first.portico.getAccount('eip155')?.address;
    const solanaAddress = first.portico.getAccount('solana')?.address;
    await first.portico.switchNetwork(first.evmNetwork);
    first.portico.destroy();
    const reloaded = first.open();
    await reloaded.ready;
    expect(reloaded.getAccount('eip155')?.status).toBe('connected');
    expect(reloaded.getAccount('eip155')?.address).toBe(evmAddress);
    expect(reloaded.getAccount('solana')?.status).toBe('connected');
    expect(reloaded.getAccount('solana')?.address).toBe(solanaAddress);
    expect(reloaded.getState().activeNamespace).toBe('eip155');
  });
});
