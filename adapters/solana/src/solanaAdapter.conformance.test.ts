/**
 * Core's adapter conformance kit on the Solana adapter: the real Wallet Standard test wallet on
 * two local LiteSVM nodes (real JSON-RPC on 127.0.0.1), real transfers, signatures verified
 * with Node's own ed25519. Nothing is mocked. The wallet is registered through a wrapper that
 * counts its prompts; a Wallet Standard wallet has no current chain and no chain event, so the
 * kit's wallet-chain checks do not apply (`chainOf` and `emit.chainChanged` are absent).
 */
import type { Network } from '@portico/core';
import { describeAdapterConformance, type ConformanceSetup } from '@portico/core/testing';
import {
  createSolanaTestWallet,
  registerStandardWallet,
  verifyEd25519,
  type SolanaChain,
  type SolanaStandardWallet,
} from '@portico/testing/solana';
import { Connection, Keypair, PublicKey } from '@solana/web3.js';
import { decodeBase58 } from './base58';
import {
  SOL,
  startLocalSolanaNetworks,
  type LocalSolanaNetworks,
} from './__fixtures__/localSolanaNetworks';
import { solanaAdapter } from './solanaAdapter';
import { standardWalletConnectorId } from './walletStandard/connectors';

let local: LocalSolanaNetworks | undefined;

beforeAll(async () => {
  local = await startLocalSolanaNetworks();
});
afterAll(async () => {
  await local?.stop();
});

const CHAINS: SolanaChain[] = ['solana:localnet', 'solana:localnet2'];

/** The wallet as the page sees it: every request that asks the user is counted. */
function countingWallet(inner: SolanaStandardWallet, prompts: { count: number }) {
  const counted = <F extends (...args: never[]) => unknown>(run: F): F =>
    ((...args: Parameters<F>) => {
      prompts.count += 1;
      return run(...args);
    }) as F;
  const f = inner.features;
  const connect = f['standard:connect'];
  return Object.freeze({
    version: inner.version,
    name: inner.name,
    icon: inner.icon,
    chains: inner.chains,
    get accounts() {
      return inner.accounts;
    },
    features: Object.freeze({
      ...f,
      'standard:connect': {
        ...connect,
        connect: (input?: { silent?: boolean }) => {
          if (!input?.silent) prompts.count += 1;
          return connect.connect(input);
        },
      },
      'solana:signMessage': {
        ...f['solana:signMessage'],
        signMessage: counted(f['solana:signMessage'].signMessage),
      },
      'solana:signTransaction': {
        ...f['solana:signTransaction'],
        signTransaction: counted(f['solana:signTransaction'].signTransaction),
      },
      'solana:signAndSendTransaction': {
        ...f['solana:signAndSendTransaction'],
        signAndSendTransaction: counted(f['solana:signAndSendTransaction'].signAndSendTransaction),
      },
    }),
  });
}

function solanaSetup(): ConformanceSetup {
  const { nodes, networks } = local!;
  const rpc = Object.fromEntries(
    CHAINS.map((chain, i) => [chain, { url: nodes[i]!.url, wsUrl: nodes[i]!.wsUrl }]),
  );
  const wallet = createSolanaTestWallet({ chains: CHAINS, rpc });
  for (const node of nodes) node.fund(wallet.address, 10n * SOL);
  const prompts = { count: 0 };
  const window = new EventTarget();
  registerStandardWallet(countingWallet(wallet.wallet, prompts), window);
  const nodeOf = (network: Network) => nodes[networks.indexOf(network)] ?? nodes[0];
  const connectionOf = (network: Network) =>
    new Connection(nodeOf(network).url, {
      wsEndpoint: nodeOf(network).wsUrl,
      commitment: 'confirmed',
    });
  let announced = 0;
  return {
    plugin: solanaAdapter({ window }),
    networks,
    connectorId: standardWalletConnectorId(wallet.wallet.name),
    transfer: { to: Keypair.generate().publicKey.toBase58(), value: 1_000_000n },
    verifySignature: ({ address, message, signature }) =>
      verifyEd25519(
        decodeBase58(address) ?? new Uint8Array(),
        new TextEncoder().encode(message),
        decodeBase58(signature) ?? new Uint8Array(),
      ),
    wallet: {
      prompts: () => prompts.count,
      refuseNext: () => wallet.rejectNext(),
      grants: async () => wallet.authorized,
      emit: {
        async accountsChanged() {
          wallet.switchAccount(Keypair.generate().secretKey);
          return wallet.address;
        },
        async disconnect() {
          wallet.setAuthorized(false);
        },
      },
    },
    chain: {
      balanceOf: async (address, network) =>
        BigInt(await connectionOf(network).getBalance(new PublicKey(address))),
      async findTransaction(id, network) {
        if (decodeBase58(id)?.length !== 64) return false;
        const { value } = await connectionOf(network).getSignatureStatus(id);
        return value !== null && value.err === null;
      },
    },
    announceWallet() {
      announced += 1;
      const other = createSolanaTestWallet({
        chains: CHAINS,
        rpc,
        name: `Second Solana Wallet ${announced}`,
      });
      other.register(window);
      return other.wallet.name;
    },
  };
}

describeAdapterConformance('Solana adapter (Wallet Standard test wallet)', solanaSetup);
