/**
 * Core's adapter conformance kit on the Polkadot adapter: the real test extension (injected at
 * `window.injectedWeb3`, signing with keyring pairs) on the local chain (chopsticks), transfers
 * checked on the chain itself and message signatures checked with the package's verifier.
 * Nothing is mocked. One network: a second chopsticks chain from the same raw genesis would
 * have the same genesis hash, so the same CAIP-2 id, and the kit's network switch does not run.
 * An extension has no current chain and no chain event: `chainOf` and `emit.chainChanged` are
 * absent.
 *
 * `appEndsGrant: false`: the injected protocol has no call that lets an app end its
 * authorisation (polkadot{.js} issue #1288: only the visitor can, in the extension), so the kit's
 * disconnect case checks core's side (the account reset, DISCONNECT_SUCCESS).
 */
import { CONFORMANCE_CASES, type ConformanceSetup } from '@portico/core/testing';
import type { Network } from '@portico/core';
import {
  describeWithChopsticks,
  startLocalPolkadot,
  type LocalPolkadot,
} from '@portico/testing/polkadot';
import {
  addressOfKey,
  installTestPolkadotExtension,
  type TestPolkadotExtension,
} from '@portico/testing/polkadot-wallet';
import { extrinsicOnChain } from './__fixtures__/extrinsicOnChain';
import { polkadotAdapter } from './polkadotAdapter';
import { verifyPolkadotMessage } from './verify/verifyPolkadotMessage';

jest.setTimeout(60_000);

let chain: LocalPolkadot;
let networks: [Network];
/** Each setup's keys are new: //portico-conformance/<n> of the dev phrase. */
let keys = 0;
const ONE_TOKEN = 10n ** 12n;

async function newKey(): Promise<{ uri: string; type: 'sr25519'; address: string }> {
  keys += 1;
  const key = { uri: `//portico-conformance//${keys}//${Date.now()}`, type: 'sr25519' as const };
  return { ...key, address: await addressOfKey(key, chain.ss58Prefix) };
}

describeWithChopsticks('Polkadot adapter conformance (the local chain)', () => {
  beforeAll(async () => {
    chain = await startLocalPolkadot();
    networks = [chain.network];
  });
  afterAll(async () => {
    await chain?.stop();
  });

  async function polkadotSetup(): Promise<ConformanceSetup & { extension: TestPolkadotExtension }> {
    const [sender, receiver, next] = await Promise.all([newKey(), newKey(), newKey()]);
    await chain.fund(sender.address, 100n * ONE_TOKEN);
    const window = new EventTarget();
    const extension = await installTestPolkadotExtension(window, {
      accounts: [{ uri: sender.uri, type: sender.type, name: 'Sender' }],
    });
    let announced = 0;
    return {
      extension,
      plugin: polkadotAdapter({ window, appName: 'Portico conformance' }),
      networks,
      connectorId: `polkadot-injected:${extension.key}`,
      // The receiver holds nothing: at least the existential deposit.
      transfer: { to: receiver.address, value: ONE_TOKEN },
      verifySignature: ({ address, message, signature }) =>
        verifyPolkadotMessage({ address, message, signature }),
      wallet: {
        prompts: () => extension.prompts.length,
        refuseNext: () => extension.rejectNext(),
        grants: async () => extension.authorised,
        appEndsGrant: false,
        emit: {
          async accountsChanged() {
            extension.setAccounts([{ uri: next.uri, type: next.type, name: 'Next' }]);
            return next.address;
          },
          async disconnect() {
            extension.revoke();
          },
        },
      },
      chain: {
        async balanceOf(address) {
          const { free, reserved } = await chain.balanceOf(address);
          return free + reserved;
        },
        findTransaction: (id) => extrinsicOnChain(chain.httpUrl, id),
      },
      async announceWallet() {
        announced += 1;
        const key = `second-extension-${announced}`;
        await installTestPolkadotExtension(window, { key, accounts: [] });
        // An extension injected late: discovery reads the list again on the page's load event.
        window.dispatchEvent(new Event('load'));
        return key;
      },
      effectTimeoutMs: 20_000,
    };
  }

  describe('adapter conformance: Polkadot adapter (the test extension)', () => {
    for (const testCase of CONFORMANCE_CASES) {
      it(testCase.name, async () => testCase.run(await polkadotSetup()), 60_000);
    }
  });
});
