import { verifyMessage, type Hex } from 'viem';
import { ANVIL_ACCOUNTS } from '../evm/anvilAccounts';
import { startLocalRelay, type LocalRelay } from './localRelay';
import { createOfflineSignClient, type OfflineSignClient } from './offlineSignClient';
import { createWalletConnectTestWallet, type WalletConnectTestWallet } from './wcTestWallet';

// Real parts only: the local relay, a dapp-role SignClient asking for a sign-in in its proposal
// (sign-client's connect({ authentication })) and the test wallet. The chains are never called,
// so their RPC URLs point nowhere.
jest.setTimeout(30_000);

const account = ANVIL_ACCOUNTS[3]!;
let relay: LocalRelay;
let dapp: OfflineSignClient;
let wallet: WalletConnectTestWallet;

beforeAll(async () => {
  relay = await startLocalRelay();
  [dapp, wallet] = await Promise.all([
    createOfflineSignClient({
      relayUrl: relay.url,
      logLevel: 'silent',
      metadata: { name: 'dapp', description: 'dapp', url: 'https://dapp.invalid', icons: [] },
    }),
    createWalletConnectTestWallet({
      relayUrl: relay.url,
      privateKey: account.privateKey,
      chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }],
      logLevel: 'silent',
    }),
  ]);
});

afterAll(async () => {
  await Promise.all([wallet?.stop(), dapp?.stop()]);
  await relay?.stop();
  // sign-client's one-shot sweep 1 s after each init cannot be cancelled: let it run first.
  await new Promise((resolve) => setTimeout(resolve, 1_100));
});

const signInProposal = (nonce: string) =>
  dapp.client.connect({
    optionalNamespaces: {
      eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] },
    },
    authentication: [
      {
        chains: ['eip155:31337'],
        domain: 'dapp.invalid',
        uri: 'https://dapp.invalid',
        nonce,
        ttl: 300,
      },
    ],
  });

describe('the WalletConnect test wallet and one-click sign-in', () => {
  it("'approve' (the default): the approval carries a CACAO signed with the wallet's key over sign-client's text", async () => {
    const { uri, approval } = await signInProposal('approveNonce1');
    const [session] = await Promise.all([approval(), wallet.pair(uri!)]);
    const [cacao, ...others] = session.authentication ?? [];
    expect(others).toEqual([]);
    expect(cacao!.p).toMatchObject({
      iss: `did:pkh:eip155:31337:${account.address}`,
      domain: 'dapp.invalid',
      aud: 'https://dapp.invalid',
      nonce: 'approveNonce1',
    });
    const message = dapp.client.formatAuthMessage({ request: cacao!.p, iss: cacao!.p.iss });
    await expect(
      verifyMessage({ address: account.address, message, signature: cacao!.s.s as Hex }),
    ).resolves.toBe(true);
  });

  it("'refuse': the proposal is declined (5000) and pair() rejects with 4001", async () => {
    wallet.setAuthenticate('refuse');
    const { uri, approval } = await signInProposal('refuseNonce1');
    await Promise.all([
      expect(approval()).rejects.toMatchObject({ code: 5000 }),
      expect(wallet.pair(uri!)).rejects.toMatchObject({ code: 4001 }),
    ]);
  });

  it("'unsupported': the session is approved with no CACAO", async () => {
    wallet.setAuthenticate('unsupported');
    const { uri, approval } = await signInProposal('unsupportedNonce1');
    const [session] = await Promise.all([approval(), wallet.pair(uri!)]);
    expect(session.authentication).toBeUndefined();
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:31337:${account.address}`]);
  });
});
