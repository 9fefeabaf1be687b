/**
 * Proposals and pairing over sign-client: one connect attempt at a time (concurrent connects
 * share it), each proposal covering every served namespace, its pairing shown in each of them
 * through core's `showPairing`. The pairing loop (../pairing/pairingLoop.ts) renews the
 * proposal before the pairing expires; here a proposal is made, and withdrawn when another
 * one won or the attempt ended.
 *
 * A sign-in attempt (one-click sign-in, ./oneClickSignIn.ts) is an attempt like the others whose
 * proposals also carry a sign-in request: connects made meanwhile share it. Started while a plain connect attempt is
 * up, it takes that attempt's place (its QR code is replaced, its connects wait for the
 * sign-in's session); a second sign-in with another nonce replaces the first one, whose caller
 * is declined.
 */
import type { SharedConnectorContext, ChainNamespace } from '@portico/core';
import { connectionDeclined, RPC_ERROR_CODES, walletFailed } from '../errors';
import { proposalNamespaces } from '../namespaces';
import { startPairing, type PairingAttempt, type PairingProposal } from '../pairing/pairingLoop';
import type { AuthenticationRequest, Client, Session } from './signClient';
import { USER_DISCONNECTED, withdrawProposal } from './signClientPatches';

/** sign-client's codes for a proposal that lapsed ('Proposal expired', 'Expired.'), not refused. */
const LAPSED_PROPOSAL_CODES: readonly number[] = Object.freeze([0, 6]);

function pairingTopicOf(uri: string): string | undefined {
  return /^wc:([0-9a-fA-F]+)@2\b/.exec(uri)?.[1];
}

function hasLapsed(error: unknown): boolean {
  const code = (error as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'number' && LAPSED_PROPOSAL_CODES.includes(code);
}

/** A pending attempt replaced by a sign-in: its connects join the sign-in's attempt. */
const REPLACED = Symbol('replaced by a sign-in');

export interface PairingAttempts {
  /** The approval of the pending attempt (of any kind), starting a connect when none is pending. */
  join(): Promise<Session>;
  /**
   * The approval of a sign-in attempt for `request` (one-click sign-in): the pending one with
   * the same nonce, else a new one that replaces what is pending. The session carries the
   * wallet's CACAOs, if it signed.
   */
  authenticate(request: AuthenticationRequest): Promise<Session>;
  /** A proposal of the pending attempt waits on the relay. */
  readonly proposing: boolean;
  /** Ends the pending attempt, if any: its connects reject with `reason`. */
  cancel(reason: unknown): void;
}

interface Attempt {
  readonly loop: PairingAttempt<Session>;
  /** The nonce of a sign-in attempt. */
  readonly nonce?: string;
}

export function createPairingAttempts(
  client: Client,
  context: Pick<SharedConnectorContext, 'networks' | 'timers' | 'showPairing'>,
  served: readonly ChainNamespace[],
): PairingAttempts {
  let attempt: Attempt | undefined;

  const propose = async (
    optionalNamespaces: ReturnType<typeof proposalNamespaces>,
    authentication?: AuthenticationRequest,
  ): Promise<PairingProposal<Session>> => {
    const { uri, approval } = await client.connect({
      optionalNamespaces,
      ...(authentication && { authentication: [authentication] }),
    });
    const pairingTopic = uri ? pairingTopicOf(uri) : undefined;
    if (!uri || !pairingTopic) throw walletFailed(RPC_ERROR_CODES.internal, uri);
    const proposalId = client.proposal.getAll().find((p) => p.pairingTopic === pairingTopic)?.id;
    let withdrawn = false;
    const settled = approval().then(
      (session): Session | undefined => {
        if (!withdrawn) return session;
        // Approved just after another proposal won: the wallet must not keep a second session.
        void client.disconnect({ topic: session.topic, reason: USER_DISCONNECTED }).catch(() => {});
        return undefined;
      },
      (error: unknown) => {
        if (withdrawn || hasLapsed(error)) return undefined;
        throw connectionDeclined(error);
      },
    );
    return {
      uri,
      approval: settled,
      withdraw() {
        if (withdrawn) return;
        withdrawn = true;
        if (proposalId !== undefined) withdrawProposal(client, proposalId);
      },
    };
  };

  /** A new attempt; with `authentication`, each of its proposals carries that sign-in request. */
  const begin = (authentication?: AuthenticationRequest): Attempt => {
    const optionalNamespaces = proposalNamespaces(served, context.networks);
    const shown = Object.keys(optionalNamespaces);
    const loop = startPairing<Session>({
      propose: () => propose(optionalNamespaces, authentication),
      timers: context.timers,
      show: (pairing) => context.showPairing(shown, pairing),
    });
    const started: Attempt = authentication ? { loop, nonce: authentication.nonce } : { loop };
    const done = () => {
      if (attempt === started) attempt = undefined;
    };
    loop.result.then(done, done);
    return started;
  };

  return {
    async join() {
      for (;;) {
        attempt ??= begin();
        try {
          return await attempt.loop.result;
        } catch (error) {
          if (error !== REPLACED) throw error;
        }
      }
    },
    async authenticate(request) {
      if (attempt && attempt.nonce === request.nonce) return attempt.loop.result;
      attempt?.loop.cancel(attempt.nonce === undefined ? REPLACED : connectionDeclined());
      const started = begin(request);
      attempt = started;
      return started.loop.result;
    },
    get proposing() {
      return attempt?.loop.proposing ?? false;
    },
    cancel(reason) {
      attempt?.loop.cancel(reason);
    },
  };
}
