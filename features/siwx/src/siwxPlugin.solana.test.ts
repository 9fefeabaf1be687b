/**
 * The sign-in plugin on Solana: a local LiteSVM node, the solana adapter and the Wallet
 * Standard test wallet; the kept message is Sign-In With Solana (read back with core's parser)
 * and its ed25519 signature by the wallet verifies (node:crypto).
 */
import { createPortico, TOKENS, type LoadedFeature, type SiwxSession } from '@portico/core';
import { parseSolanaSignInMessage } from '@portico/core/siwx';
import { createMemoryStorage } from '@portico/core/testing';
import { solanaAdapter } from '@portico/adapter-solana';
import { verifyEd25519 } from '@portico/testing/solana';
import { waitFor } from '@portico/testing/evm-adapter';
import { base58 } from '@scure/base';
import {
  fundedTestWallet,
  startLocalSolanaNetworks,
  type LocalSolanaNetworks,
} from '../../../adapters/solana/src/__fixtures__/localSolanaNetworks';
import { PAGE } from './__fixtures__/siwxOnAnvil';
import { siwx } from './index';
import { pageSessions } from './pageStore';
import type { SiwxActions } from './siwxActions';
import type { SiwxState } from './siwxState';

let local: LocalSolanaNetworks;
beforeAll(async () => {
  local = await startLocalSolanaNetworks();
});
afterAll(async () => {
  await local?.stop();
});

it('signs in with Sign-In With Solana: two concurrent calls make one wallet request, the text parses back, the ed25519 signature verifies', async () => {
  const { wallet, window } = fundedTestWallet(local);
  const storage = createMemoryStorage();
  const portico = createPortico({
    networks: local.networks,
    adapters: [solanaAdapter({ window })],
    storage: { backend: storage },
    platform: { isMobile: false },
    plugins: [siwx],
    siwx: pageSessions({ ...PAGE, statement: 'Sign in with Solana.' }),
  });
  try {
    await waitFor(() => portico.getConnectors('solana').length > 0, 10_000, 'the wallet');
    await portico.connect({
      connectorId: portico.getConnectors('solana')[0]!.id,
      namespace: 'solana',
    });
    const loaded = () =>
      portico.resolve(TOKENS.features).loaded(siwx) as
        LoadedFeature<SiwxActions, SiwxState> | undefined;
    await waitFor(
      () => loaded()?.state.getState().status === 'signedOut',
      10_000,
      'asked to sign in',
    );
    const feature = loaded()!;
    // One refusal queued: had the two calls made two requests, the second would have signed.
    wallet.rejectNext('solana:signMessage');
    const refused = await Promise.all([
      feature.actions.signIn(portico),
      feature.actions.signIn(portico),
    ]);
    expect(refused).toEqual(['declined', 'declined']);
    const results = await Promise.all([
      feature.actions.signIn(portico),
      feature.actions.signIn(portico),
    ]);
    expect(results).toEqual(['signedIn', 'signedIn']);
    expect(feature.state.getState().session).toMatchObject({
      chainId: 'solana:localnet',
      address: wallet.address,
    });

    const [session] = JSON.parse(storage.getItem('@portico/siwxSessions') ?? '[]') as SiwxSession[];
    expect(parseSolanaSignInMessage(session!.message)).toEqual(session!.data);
    expect(session!.message).toContain('\nChain ID: localnet\n');
    expect(
      verifyEd25519(
        base58.decode(wallet.address),
        new TextEncoder().encode(session!.message),
        base58.decode(session!.signature),
      ),
    ).toBe(true);
  } finally {
    portico.destroy();
  }
}, 30_000);
