/**
 * The demo's development wallet, one multi-chain wallet as an extension would be: Portico's
 * real EIP-1193 test wallet holding anvil's first public test key, announced over EIP-6963,
 * Portico's Wallet Standard test wallets holding the demo's public Solana key and its public
 * Bitcoin key, registered on the page, all as "Portico Demo Wallet", and Portico's Polkadot
 * test extension with two public development accounts behind the page's window.injectedWeb3
 * entry (demoPolkadotEntry.ts). It signs locally and talks to the demo chains through the
 * page's own origin. Its keys are public: never use them, or this wallet, with anything of
 * value.
 */
import {
  ANVIL_ACCOUNTS,
  createTestWallet,
  type TestWallet,
  type TestWalletControl,
} from '@portico/testing/browser';
import { Keypair } from '@solana/web3.js';
import { createSolanaTestWallet, type SolanaTestWallet } from '@portico/testing/solana-wallet';
import { createBitcoinTestWallet, type BitcoinTestWallet } from '@portico/testing/bitcoin-wallet';
import {
  installTestPolkadotExtension,
  type InjectedWindowProvider,
  type TestPolkadotExtension,
} from '@portico/testing/polkadot-wallet';
import { DEMO_BITCOIN_PRIVATE_KEY } from './demoBitcoin';
import { DEMO_CHAINS, demoRpcPath } from './demoChains';
import { DEMO_POLKADOT_ACCOUNTS } from './demoPolkadot';
import { DEMO_POLKADOT_EXTENSION_KEY } from './demoPolkadotEntry';
import { DEMO_SOLANA_NETWORK_ID, DEMO_SOLANA_PATH, DEMO_SOLANA_WALLET_SEED } from './demoSolana';
import {
  DEMO_WALLET_ICON,
  DEMO_WALLET_ICON_SVG,
  DEMO_WALLET_NAME,
  DEMO_WALLET_RDNS,
} from './demoWalletInfo';

declare global {
  interface Window {
    /** The demo wallet's test levers (reject the next prompt, delay answers, ...), for browser tests. */
    porticoDemoWallet?: TestWalletControl;
    /** The Solana side's test levers (rejectNext, setAuthorized, ...), for browser tests. */
    porticoDemoSolanaWallet?: Pick<SolanaTestWallet, 'rejectNext' | 'setAuthorized' | 'address'>;
    /** The Bitcoin side's test levers (rejectNext, setAuthorized, prompts, ...), for browser tests. */
    porticoDemoBitcoinWallet?: Pick<
      BitcoinTestWallet,
      'rejectNext' | 'setAuthorized' | 'prompts' | 'paymentAddress' | 'ordinalsAddress'
    >;
    /** The Polkadot side's test levers (rejectNext, prompts, signedPayloads, ...), for browser tests. */
    porticoDemoPolkadotWallet?: Pick<
      TestPolkadotExtension,
      'accounts' | 'rejectNext' | 'prompts' | 'signedPayloads' | 'authorised'
    >;
  }
}

/** What installDemoWallet installed: the EVM side, and the Polkadot side once its keys are ready. */
export interface DemoWallet {
  readonly evm: TestWallet;
  /** The extension the page's window.injectedWeb3 entry (demoPolkadotEntry.ts) calls. */
  readonly polkadot: Promise<InjectedWindowProvider>;
}

/**
 * Which sides of the wallet this page's visitor approved, kept in the page's localStorage as
 * an extension keeps the sites it trusts: after a reload the approved side answers without a
 * prompt, so Portico reconnects it. A side that disconnects the app forgets the approval.
 */
function approvals(target: Window, side: 'evm' | 'solana' | 'bitcoin' | 'polkadot') {
  const key = `portico-demo-wallet:${side}-approved`;
  return {
    approved: () => target.localStorage.getItem(key) === 'yes',
    remember: (approved: boolean) =>
      approved ? target.localStorage.setItem(key, 'yes') : target.localStorage.removeItem(key),
  };
}

/** Creates the demo wallet, announces it in `target` and exposes its control on `target`. */
export function installDemoWallet(target: Window = window): DemoWallet {
  const { origin } = target.location;
  const evmApproval = approvals(target, 'evm');
  const wallet = createTestWallet({
    authorized: evmApproval.approved(),
    privateKey: ANVIL_ACCOUNTS[0]!.privateKey,
    chains: DEMO_CHAINS.map((chain) => ({
      chainId: chain.chainId,
      name: chain.name,
      rpcUrl: `${origin}${demoRpcPath(chain.chainId)}`,
    })),
    announce: {
      uuid: target.crypto.randomUUID(),
      name: DEMO_WALLET_NAME,
      rdns: DEMO_WALLET_RDNS,
      icon: DEMO_WALLET_ICON,
    },
  });
  wallet.on('accountsChanged', (accounts) =>
    evmApproval.remember(Array.isArray(accounts) && accounts.length > 0),
  );
  wallet.announceEip6963(target);
  target.porticoDemoWallet = wallet.control;
  installDemoSolanaWallet(target);
  installDemoBitcoinWallet(target);
  const polkadot = installDemoPolkadotWallet(target);
  polkadot.catch((error: unknown) =>
    console.error("The Portico Demo Wallet's Polkadot side did not start", error),
  );
  return { evm: wallet, polkadot };
}

/** The demo's public Solana key as web3.js' 64-byte secret key (seed, then public key). */
function solanaSecretKey(): Uint8Array {
  return Keypair.fromSeed(Uint8Array.from(DEMO_SOLANA_WALLET_SEED)).secretKey;
}

/** The Solana side: the same name and icon, so the modal shows one wallet with two chains. */
function installDemoSolanaWallet(target: Window): void {
  const { origin } = target.location;
  const chain = `solana:${DEMO_SOLANA_NETWORK_ID}` as const;
  const solanaApproval = approvals(target, 'solana');
  const solana = createSolanaTestWallet({
    name: DEMO_WALLET_NAME,
    // The Wallet Standard takes base64 data URIs only.
    icon: `data:image/svg+xml;base64,${target.btoa(DEMO_WALLET_ICON_SVG)}`,
    secretKey: solanaSecretKey(),
    chains: [chain],
    // Polled over HTTP: the wallet confirms with getSignatureStatuses, no WebSocket.
    rpc: {
      [chain]: {
        url: `${origin}${DEMO_SOLANA_PATH}`,
        wsUrl: `${origin.replace(/^http/, 'ws')}${DEMO_SOLANA_PATH}`,
      },
    },
    authorized: solanaApproval.approved(),
  });
  solana.wallet.features['standard:events'].on('change', ({ accounts }) => {
    if (accounts) solanaApproval.remember(accounts.length > 0);
  });
  solana.register(target);
  target.porticoDemoSolanaWallet = {
    address: solana.address,
    rejectNext: (feature) => solana.rejectNext(feature),
    setAuthorized: (authorized) => solana.setAuthorized(authorized),
  };
}

/**
 * The Bitcoin side: the same name and icon, a P2WPKH payment address (and a P2TR ordinals one)
 * on Bitcoin regtest. It only signs: the page's Bitcoin adapter reads the chain and broadcasts
 * through the demo server's /bitcoin/api.
 */
function installDemoBitcoinWallet(target: Window): void {
  const bitcoinApproval = approvals(target, 'bitcoin');
  const bitcoin = createBitcoinTestWallet({
    name: DEMO_WALLET_NAME,
    icon: `data:image/svg+xml;base64,${target.btoa(DEMO_WALLET_ICON_SVG)}`,
    privateKey: DEMO_BITCOIN_PRIVATE_KEY,
    network: 'regtest',
    authorized: bitcoinApproval.approved(),
  });
  bitcoin.wallet.features['standard:events'].on('change', ({ accounts }) => {
    if (accounts) bitcoinApproval.remember(accounts.length > 0);
  });
  bitcoin.register(target);
  target.porticoDemoBitcoinWallet = {
    paymentAddress: bitcoin.paymentAddress,
    ordinalsAddress: bitcoin.ordinalsAddress,
    rejectNext: (feature) => bitcoin.rejectNext(feature),
    setAuthorized: (authorized) => bitcoin.setAuthorized(authorized),
    prompts: () => bitcoin.prompts(),
  };
}

/**
 * The Polkadot side: Portico's test extension holding the two demo accounts (sr25519 and
 * ed25519, public development keys: demoPolkadot.ts), named as the account picker shows them.
 * It is installed on an object of its own; the page's entry (demoPolkadotEntry.ts, there from
 * the start) calls it. Like the other sides it remembers that the visitor let the page in, so
 * a reload reconnects without a prompt. It only signs: the page's Polkadot adapter reads the
 * chain and submits through the demo server's /polkadot/ws.
 */
async function installDemoPolkadotWallet(target: Window): Promise<InjectedWindowProvider> {
  const polkadotApproval = approvals(target, 'polkadot');
  const holder: { injectedWeb3?: Record<string, InjectedWindowProvider> } = {};
  const extension = await installTestPolkadotExtension(holder, {
    key: DEMO_POLKADOT_EXTENSION_KEY,
    accounts: DEMO_POLKADOT_ACCOUNTS.map(({ uri, type, name }) => ({ uri, type, name })),
    authorised: polkadotApproval.approved(),
  });
  const provider = holder.injectedWeb3![DEMO_POLKADOT_EXTENSION_KEY]!;
  target.porticoDemoPolkadotWallet = {
    get accounts() {
      return extension.accounts;
    },
    get authorised() {
      return extension.authorised;
    },
    get prompts() {
      return extension.prompts;
    },
    get signedPayloads() {
      return extension.signedPayloads;
    },
    rejectNext: () => extension.rejectNext(),
  };
  return {
    version: provider.version,
    async enable(originName) {
      const injected = await provider.enable(originName);
      polkadotApproval.remember(true);
      return injected;
    },
  };
}
