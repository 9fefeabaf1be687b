/**
 * Three chain families in one Portico, on one page: EVM (the viem adapter, the EIP-1193 test
 * wallet on a local anvil node), Solana (its adapter, the Wallet Standard test wallet on a local
 * LiteSVM node) and Bitcoin (this adapter, the Bitcoin test wallet on the local regtest chain).
 * Both Wallet Standard wallets register on the same window: each adapter keeps its own. All
 * three connect at once, sign with their own wallets, and a reload (a new instance over the same
 * storage) restores all three without a prompt.
 */
import { viemAdapter } from '@portico/adapter-evm-viem';
import { solanaAdapter } from '@portico/adapter-solana';
import { createPortico, type Portico } from '@portico/core';
import { createMemoryStorage } from '@portico/core/testing';
import { defineNetwork } from '@portico/core/networks';
import { createTestWallet, startAnvil, type AnvilInstance } from '@portico/testing';
import { startLocalBitcoin, type LocalBitcoin } from '@portico/testing/bitcoin';
import { createBitcoinTestWallet } from '@portico/testing/bitcoin-wallet';
import {
  createSolanaTestWallet,
  startLocalSolana,
  type LocalSolana,
} from '@portico/testing/solana';
import { localSolanaNetwork, SOL } from '../../solana/src/__fixtures__/localSolanaNetworks';
import {
  BTC,
  connectorIdOf,
  describeWithBitcoinNode,
  randomKey,
  waitUntil,
} from './__fixtures__/bitcoinPage';
import { bitcoinAdapter } from './bitcoinAdapter';

let anvil: AnvilInstance;
let solanaNode: LocalSolana;
let bitcoinNode: LocalBitcoin;
const opened: Portico[] = [];

describeWithBitcoinNode()('EVM, Solana and Bitcoin connected at once', () => {
  beforeAll(async () => {
    [anvil, solanaNode, bitcoinNode] = await Promise.all([
      startAnvil({ chainId: 31337 }),
      startLocalSolana(),
      startLocalBitcoin(),
    ]);
  });
  afterEach(() => {
    for (const portico of opened.splice(0)) portico.destroy();
  });
  afterAll(async () => {
    await Promise.all([anvil?.stop(), solanaNode?.stop(), bitcoinNode?.stop()]);
  });

  async function page() {
    const window = new EventTarget();
    const evmNetwork = defineNetwork({
      id: anvil.chainId,
      chainNamespace: 'eip155',
      name: 'Local EVM',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [anvil.url] } },
    });
    const solanaNetwork = localSolanaNetwork('localnet', solanaNode);
    const evmWallet = createTestWallet({ chains: [{ chainId: anvil.chainId, rpcUrl: anvil.url }] });
    evmWallet.announceEip6963(window);
    const solanaWallet = createSolanaTestWallet({
      chains: ['solana:localnet'],
      rpc: { 'solana:localnet': { url: solanaNode.url, wsUrl: solanaNode.wsUrl } },
    });
    solanaNode.fund(solanaWallet.address, 10n * SOL);
    solanaWallet.register(window);
    const bitcoinWallet = createBitcoinTestWallet({ network: 'regtest', privateKey: randomKey() });
    await bitcoinNode.fund(bitcoinWallet.paymentAddress, BTC);
    bitcoinWallet.register(window);
    const backend = createMemoryStorage();
    const open = () => {
      const portico = createPortico({
        networks: [evmNetwork, solanaNetwork, bitcoinNode.network],
        adapters: [viemAdapter({ window }), solanaAdapter({ window }), bitcoinAdapter({ window })],
        storage: { backend },
        platform: { isMobile: false },
      });
      opened.push(portico);
      return portico;
    };
    return { open, evmWallet, solanaWallet, bitcoinWallet, evmNetwork };
  }

  async function allConnected() {
    const setup = await page();
    const portico = setup.open();
    const ids = {
      eip155: setup.evmWallet.info.rdns,
      solana: `wallet-standard:${setup.solanaWallet.wallet.name}`,
      bip122: connectorIdOf(setup.bitcoinWallet),
    } as const;
    await waitUntil(
      () =>
        Object.entries(ids).every(([namespace, id]) =>
          portico.getConnectors(namespace).some((c) => c.id === id),
        ),
      'the three wallets to be discovered',
    );
    for (const [namespace, connectorId] of Object.entries(ids)) {
      await portico.connect({ connectorId, namespace });
    }
    return { ...setup, portico };
  }

  it('each adapter lists only its own wallet; all three hold their accounts; the last connected is active', async () => {
    const { portico, evmWallet, solanaWallet, bitcoinWallet } = await allConnected();
    expect(portico.getConnectors('bip122').map((c) => c.name)).toEqual([bitcoinWallet.wallet.name]);
    expect(portico.getConnectors('solana').map((c) => c.name)).toEqual([solanaWallet.wallet.name]);
    expect(portico.getAccount('eip155')?.address?.toLowerCase()).toBe(
      evmWallet.control.state.accounts[0]?.toLowerCase(),
    );
    expect(portico.getAccount('solana')?.address).toBe(solanaWallet.address);
    expect(portico.getAccount('bip122')?.address).toBe(bitcoinWallet.paymentAddress);
    expect(portico.getState().activeNamespace).toBe('bip122');
  });

  it('each side signs with its own wallet', async () => {
    const { portico } = await allConnected();
    expect(await portico.signMessage({ message: 'hi', namespace: 'eip155' })).toMatch(/^0x/);
    expect(await portico.signMessage({ message: 'hi', namespace: 'solana' })).toMatch(
      /^[1-9A-HJ-NP-Za-km-z]{80,90}$/,
    );
    expect(await portico.signMessage({ message: 'hi', namespace: 'bip122' })).toMatch(
      /^[A-Za-z0-9+/]+={0,2}$/,
    );
  });

  it('after a reload all three are restored without a prompt; disconnecting one leaves the others', async () => {
    const first = await allConnected();
    const addresses = ['eip155', 'solana', 'bip122'].map(
      (n) => first.portico.getAccount(n)?.address,
    );
    const bitcoinPrompts = first.bitcoinWallet.prompts().length;
    await first.portico.switchNetwork(first.evmNetwork);
    first.portico.destroy();

    const reloaded = first.open();
    await reloaded.ready;

    expect(['eip155', 'solana', 'bip122'].map((n) => reloaded.getAccount(n)?.status)).toEqual([
      'connected',
      'connected',
      'connected',
    ]);
    expect(['eip155', 'solana', 'bip122'].map((n) => reloaded.getAccount(n)?.address)).toEqual(
      addresses,
    );
    expect(reloaded.getState().activeNamespace).toBe('eip155');
    expect(first.bitcoinWallet.prompts()).toHaveLength(bitcoinPrompts);
    await reloaded.disconnect('bip122');
    expect(reloaded.getAccount('bip122')?.status).toBe('disconnected');
    expect(reloaded.getAccount('solana')?.status).toBe('connected');
    expect(reloaded.getAccount('eip155')?.status).toBe('connected');
  });
});
