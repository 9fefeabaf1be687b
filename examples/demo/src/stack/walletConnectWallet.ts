/**
 * `npm run demo:wallet -- '<wc: link>'`: the bundled WalletConnect test wallet, paired with a
 * running demo from a second terminal. It holds anvil's third public test key, approves the
 * demo's two chains, and answers the page's requests (sign, send, switch) until Ctrl+C, which
 * ends the session from the wallet's side. `--reject` declines every signature request.
 */
import { ANVIL_ACCOUNTS } from '@portico/testing';
import { createWalletConnectTestWallet } from '@portico/testing/walletconnect';

export interface RunningDemo {
  readonly url: string;
  /** The relay itself (ws://127.0.0.1:<port>). */
  readonly relayUrl: string;
  readonly chains: readonly { chainId: number; name: string; rpcUrl: string }[];
}

export interface PairOptions {
  readonly demo: RunningDemo;
  readonly uri: string;
  readonly rejectSignatures: boolean;
  readonly log: (line: string) => void;
}

const SIGNING_METHODS: ReadonlySet<string> = new Set(['personal_sign', 'eth_signTypedData_v4']);

/** The wallet's key: anvil's account #2, a public development key. */
const WALLET_ACCOUNT = ANVIL_ACCOUNTS[2]!;

export async function pairDemoWallet(options: PairOptions): Promise<{ stop(): Promise<void> }> {
  const { demo, log } = options;
  if (!/^wc:[0-9a-f]{64}@2\?/.test(options.uri)) {
    throw new TypeError('That is not a WalletConnect link: copy it with "Copy link" in the modal');
  }
  const wallet = await createWalletConnectTestWallet({
    relayUrl: demo.relayUrl,
    privateKey: WALLET_ACCOUNT.privateKey,
    chains: demo.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
    metadata: { name: 'Portico WalletConnect Test Wallet (development)' },
  });
  // The wallet answers a request a moment after it arrives: a rejection queued here is used
  // for this very request.
  wallet.client.on('session_request', (event) => {
    const { method } = event.params.request;
    const reject = options.rejectSignatures && SIGNING_METHODS.has(method);
    log(`request: ${method} on ${event.params.chainId}${reject ? ' (declined)' : ''}`);
    if (reject) wallet.rejectNext(method);
  });
  const session = await wallet.pair(options.uri);
  log(`paired with ${session.peer.metadata.name}: ${wallet.address}`);
  log(`chains: ${demo.chains.map((chain) => `${chain.name} (${chain.chainId})`).join(', ')}`);
  return {
    async stop() {
      await wallet.disconnect().catch(() => undefined);
      await wallet.stop();
    },
  };
}
