/**
 * The WalletConnect polkadot wallet against a peer that answers anything: the session is a
 * hand-written NamespaceSession (a STAND-IN for the connector's: the real connector and test
 * wallet, used by polkadotAdapter.walletConnect.test.ts, answer only what the spec says, so the
 * malformed and hostile answers tested here cannot be made with them). Addresses and keys are
 * real (@polkadot/keyring dev keys).
 */
import {
  UserRejectedError,
  WalletRequestError,
  type NamespaceRequest,
  type NamespaceSession,
  type NamespaceSessionEvents,
} from '@portico/core';
import { defineNetwork, westend } from '@portico/core/networks';
import { Keyring } from '@polkadot/keyring';
import { u8aToHex, u8aWrapBytes } from '@polkadot/util';
import { cryptoWaitReady } from '@polkadot/util-crypto';
import type { PolkadotSignerPayload } from './polkadotWallet';
import { createWalletConnectWallet } from './walletConnectWallet';

const local = defineNetwork({
  id: '0123456789abcdef0123456789abcdef',
  chainNamespace: 'polkadot',
  name: 'Local Polkadot',
  nativeCurrency: { name: 'Unit', symbol: 'UNIT', decimals: 12 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
});
const CHAIN = local.caipNetworkId;

/** Charlie in the generic prefix (42) and Polkadot's (0): one key, two texts. */
let charlie: string;
let charlieOnPolkadot: string;
let dave: string;
let eve: string;

beforeAll(async () => {
  await cryptoWaitReady();
  const generic = new Keyring({ type: 'sr25519', ss58Format: 42 });
  charlie = generic.addFromUri('//Charlie').address;
  dave = generic.addFromUri('//Dave').address;
  eve = generic.addFromUri('//Eve').address;
  charlieOnPolkadot = new Keyring({ type: 'sr25519', ss58Format: 0 }).addFromUri(
    '//Charlie',
  ).address;
});

type Answer = (request: NamespaceRequest) => unknown;

/** A session on `CHAIN` whose wallet answers with `answer` (throwing = an error answer). */
function peer(accounts: () => readonly string[], answer: Answer = () => null) {
  const requests: NamespaceRequest[] = [];
  const listeners: { [E in keyof NamespaceSessionEvents]: Set<NamespaceSessionEvents[E]> } = {
    accountsChanged: new Set(),
    chainChanged: new Set(),
    disconnect: new Set(),
  };
  let chain = CHAIN;
  let live = true;
  const switched: string[] = [];
  const session: NamespaceSession = {
    namespace: 'polkadot',
    connect: async () => accounts() as never,
    restore: async () => (live ? (accounts() as never) : []),
    request: async <T>(request: NamespaceRequest) => {
      requests.push(request);
      return answer(request) as T;
    },
    getChainId: async () => chain as never,
    switchChain: async (chainId) => {
      switched.push(chainId);
      chain = chainId as never;
    },
    disconnect: async () => {
      live = false;
    },
    on(event, listener) {
      (listeners[event] as Set<typeof listener>).add(listener);
      return () => void (listeners[event] as Set<typeof listener>).delete(listener);
    },
  };
  const emit = <E extends keyof NamespaceSessionEvents>(
    event: E,
    ...args: Parameters<NamespaceSessionEvents[E]>
  ) => {
    for (const listener of listeners[event]) (listener as (...a: unknown[]) => void)(...args);
  };
  return { session, requests, switched, emit };
}

const rpcError = (code: number, message = 'no') => Object.assign(new Error(message), { code });
const hex = (bytes: number, first = 'ab') => `0x${first}${'cd'.repeat(bytes - 1)}`;

function payloadOf(address: string): PolkadotSignerPayload {
  return {
    address,
    blockHash: `0x${'11'.repeat(32)}`,
    blockNumber: '0x00000010',
    era: '0x0500',
    genesisHash: `0x${local.id}${'00'.repeat(16)}`,
    method: '0x0a03',
    nonce: '0x00000000',
    specVersion: '0x000f4240',
    tip: '0x00000000000000000000000000000000',
    transactionVersion: '0x0000000f',
    signedExtensions: ['CheckNonce'],
    version: 4,
  };
}

describe('the WalletConnect polkadot wallet (a stand-in session): what the peer answers is checked', () => {
  it('connect: the session accounts on the network, in order; other chains, malformed and repeated keys dropped', async () => {
    const { session } = peer(() => [
      `${CHAIN}:${charlie}`,
      `${westend.caipNetworkId}:${eve}`,
      `${CHAIN}:not-an-ss58-address-at-all-not-an-ss58-address`,
      `${CHAIN}:${dave}:extra`,
      `eip155:1:0x${'00'.repeat(20)}`,
      `${CHAIN}:${charlieOnPolkadot}`,
      `${CHAIN}:${dave}`,
    ]);
    const accounts = await createWalletConnectWallet(session).connect(local);
    expect(accounts).toEqual([{ address: charlie }, { address: dave }]);
  });

  it('connect: no account on the network makes the session switch chain, then reads again; none at all is an error', async () => {
    let onLocal = false;
    const switching = peer(() => (onLocal ? [`${CHAIN}:${charlie}`] : []));
    switching.session.getChainId = async () => westend.caipNetworkId as never;
    switching.session.switchChain = async (chainId) => {
      switching.switched.push(chainId);
      onLocal = true;
    };
    expect(await createWalletConnectWallet(switching.session).connect(local)).toEqual([
      { address: charlie },
    ]);
    expect(switching.switched).toEqual([CHAIN]);

    const none = peer(() => [`${westend.caipNetworkId}:${charlie}`]);
    await expect(createWalletConnectWallet(none.session).connect(local)).rejects.toBeInstanceOf(
      WalletRequestError,
    );
  });

  it('connect: a refusal to pair (WalletConnect 5000, EIP-1193 4001) is the visitor declining', async () => {
    for (const code of [5000, 4001]) {
      const { session } = peer(() => []);
      session.connect = async () => {
        throw rpcError(code, 'User rejected.');
      };
      await expect(createWalletConnectWallet(session).connect(local)).rejects.toBeInstanceOf(
        UserRejectedError,
      );
    }
  });

  it('reconnect: the live session accounts without a request; [] when the session is gone or fails', async () => {
    const { session, requests } = peer(() => [`${CHAIN}:${charlie}`]);
    const wallet = createWalletConnectWallet(session);
    expect(await wallet.reconnect(local)).toEqual([{ address: charlie }]);
    expect(requests).toEqual([]);
    await wallet.disconnect();
    expect(await wallet.reconnect(local)).toEqual([]);
    const failing = peer(() => []);
    failing.session.restore = async () => {
      throw new Error('storage');
    };
    expect(await createWalletConnectWallet(failing.session).reconnect(local)).toEqual([]);
  });

  it('signRaw: asks polkadot_signMessage with the <Bytes>-wrapped hex (data and message), in the session’s own address text', async () => {
    const signature = hex(64, '12');
    const { session, requests } = peer(
      () => [`${CHAIN}:${charlieOnPolkadot}`],
      () => ({ signature: signature.toUpperCase().replace('0X', '0x') }),
    );
    const wallet = createWalletConnectWallet(session);
    await wallet.connect(local);
    // The adapter asks with the network's text of the account (here: the generic prefix).
    const signed = await wallet.signRaw({ address: charlie, message: 'Sign in ✓' });
    expect(signed).toBe(signature);
    const data = u8aToHex(u8aWrapBytes('Sign in ✓'));
    expect(requests).toEqual([
      {
        method: 'polkadot_signMessage',
        params: { address: charlieOnPolkadot, data, type: 'bytes', message: data },
        chainId: CHAIN,
      },
    ]);
  });

  it('signRaw: takes signatures of 64, 65 and 66 bytes; anything else is "An error occurred"', async () => {
    for (const bytes of [64, 65, 66]) {
      const { session } = peer(
        () => [`${CHAIN}:${charlie}`],
        () => ({ signature: hex(bytes) }),
      );
      const wallet = createWalletConnectWallet(session);
      await wallet.connect(local);
      await expect(wallet.signRaw({ address: charlie, message: 'm' })).resolves.toBe(hex(bytes));
    }
    for (const answer of [
      { signature: hex(63) },
      { signature: hex(67) },
      { signature: hex(32) },
      { signature: `0x${'ab'.repeat(63)}a` },
      { signature: 'ab'.repeat(64) },
      { signature: `0x${'zz'.repeat(64)}` },
      { signature: 7 },
      hex(64),
      null,
    ]) {
      const { session } = peer(
        () => [`${CHAIN}:${charlie}`],
        () => answer,
      );
      const wallet = createWalletConnectWallet(session);
      await wallet.connect(local);
      const signing = wallet.signRaw({ address: charlie, message: 'm' });
      await expect(signing).rejects.toBeInstanceOf(WalletRequestError);
      await expect(signing).rejects.toThrow('An error occurred');
    }
  });

  it('signRaw: an account that is not the session’s is not asked for; a refusal is declined; an error answer is "An error occurred"', async () => {
    const refusing = peer(
      () => [`${CHAIN}:${charlie}`],
      () => {
        throw rpcError(5000, 'User rejected.');
      },
    );
    const wallet = createWalletConnectWallet(refusing.session);
    await wallet.connect(local);
    await expect(wallet.signRaw({ address: eve, message: 'm' })).rejects.toBeInstanceOf(
      WalletRequestError,
    );
    expect(refusing.requests).toEqual([]);
    await expect(wallet.signRaw({ address: charlie, message: 'm' })).rejects.toBeInstanceOf(
      UserRejectedError,
    );
    const failing = peer(
      () => [`${CHAIN}:${charlie}`],
      () => {
        throw rpcError(-32602, 'invalid params');
      },
    );
    const other = createWalletConnectWallet(failing.session);
    await other.connect(local);
    const signing = other.signRaw({ address: charlie, message: 'm' });
    await expect(signing).rejects.toBeInstanceOf(WalletRequestError);
    await expect(signing).rejects.toMatchObject({ walletCode: -32602 });
  });

  it('signer: asks polkadot_signTransaction on the network with the payload, both addresses the session’s text', async () => {
    const signature = hex(65, '01');
    const { session, requests } = peer(
      () => [`${CHAIN}:${charlieOnPolkadot}`],
      () => ({ signature }),
    );
    const wallet = createWalletConnectWallet(session);
    await wallet.connect(local);
    const payload = payloadOf(charlie);
    await expect(wallet.signer(local).signPayload(payload)).resolves.toEqual({ signature });
    expect(requests).toEqual([
      {
        method: 'polkadot_signTransaction',
        params: {
          address: charlieOnPolkadot,
          transactionPayload: { ...payload, address: charlieOnPolkadot },
        },
        chainId: CHAIN,
      },
    ]);
  });

  it('signer: takes only a MultiSignature (ed25519 00 / sr25519 01 and 64 bytes, ecdsa 02 and 65); a refusal is declined', async () => {
    const sign = async (answer: unknown) => {
      const { session } = peer(
        () => [`${CHAIN}:${charlie}`],
        () => answer,
      );
      const wallet = createWalletConnectWallet(session);
      await wallet.connect(local);
      return wallet.signer(local).signPayload(payloadOf(charlie));
    };
    for (const signature of [hex(65, '00'), hex(65, '01'), hex(66, '02')]) {
      await expect(sign({ signature })).resolves.toEqual({ signature });
    }
    for (const signature of [hex(64), hex(65, '02'), hex(66, '01'), hex(65, '03'), '0x', 'x']) {
      await expect(sign({ signature })).rejects.toBeInstanceOf(WalletRequestError);
    }
    await expect(sign(hex(65, '01'))).rejects.toBeInstanceOf(WalletRequestError);

    const { session, requests } = peer(
      () => [`${CHAIN}:${charlie}`],
      () => {
        throw rpcError(4001);
      },
    );
    const wallet = createWalletConnectWallet(session);
    await wallet.connect(local);
    await expect(wallet.signer(local).signPayload(payloadOf(charlie))).rejects.toBeInstanceOf(
      UserRejectedError,
    );
    await expect(wallet.signer(local).signPayload(payloadOf(eve))).rejects.toBeInstanceOf(
      WalletRequestError,
    );
    expect(requests).toHaveLength(1);
  });

  it('accountsChanged: the session’s accounts on the network move the wallet; other chains say nothing; [] or a disconnect lets the app go', async () => {
    const { session, emit, requests } = peer(
      () => [`${CHAIN}:${charlie}`],
      () => ({ signature: hex(64) }),
    );
    const wallet = createWalletConnectWallet(session);
    await wallet.connect(local);
    const heard: unknown[] = [];
    const off = wallet.onAccountsChanged((accounts) => heard.push(accounts));
    emit('accountsChanged', [`${CHAIN}:${dave}`] as never);
    emit('accountsChanged', [`${westend.caipNetworkId}:${eve}`] as never);
    emit('accountsChanged', [`${CHAIN}:bad`] as never);
    emit('accountsChanged', [] as never);
    emit('disconnect');
    expect(heard).toEqual([[{ address: dave }], [], []]);
    // Signing follows the new account: the old one is no longer the session's.
    await expect(wallet.signRaw({ address: charlie, message: 'm' })).rejects.toBeInstanceOf(
      WalletRequestError,
    );
    await expect(wallet.signRaw({ address: dave, message: 'm' })).resolves.toBe(hex(64));
    expect(requests).toHaveLength(1);
    off();
    emit('accountsChanged', [] as never);
    expect(heard).toHaveLength(3);
  });
});
