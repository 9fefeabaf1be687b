/**
 * Proposals and pairing over sign-client: one connect attempt at a time (concurrent connects
 * share it), each proposal covering every served namespace, its pairing shown in each of them
 * through core's `showPairing`. The pairing loop (../pairing/pairingLoop.ts) renews the
 * proposal before the pairing expires; here a proposal is made, and withdrawn when another
 * one won or the attempt ended.
 */
import type { SharedConnectorContext, ChainNamespace } from '@portico/core';
import { connectionDeclined, RPC_ERROR_CODES, walletFailed } from '../errors';
import { proposalNamespaces } from '../namespaces';
import { startPairing, type PairingAttempt, type PairingProposal } from '../pairing/pairingLoop';
import type { Client, Session } from './signClient';
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

export interface PairingAttempts {
  /** The approved session of the pending attempt, starting one when none is pending. */
  join(): Promise<Session>;
  /** A proposal of the pending attempt waits on the relay. */
  readonly proposing: boolean;
  /** Ends the pending attempt, if any: its connects reject with `reason`. */
  cancel(reason: unknown): void;
}

export function createPairingAttempts(
  client: Client,
  context: Pick<SharedConnectorContext, 'networks' | 'timers' | 'showPairing'>,
  served: readonly ChainNamespace[],
): PairingAttempts {
  let attempt: PairingAttempt<Session> | undefined;

  const propose = async (
    optionalNamespaces: ReturnType<typeof proposalNamespaces>,
  ): Promise<PairingProposal<Session>> => {
    const { uri, approval } = await client.connect({ optionalNamespaces });
    const pairingTopic = uri ? pairingTopicOf(uri) : undefined;
    if (!uri || !pairingTopic) throw walletFailed(RPC_ERROR_CODES.internal, uri);
    const proposalId = client.proposal.getAll().find((p) => p.pairingTopic === pairingTopic)?.id;
    let withdrawn = false;
    const settled = approval().then(
      (session) => {
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

  const begin = () => {
    const optionalNamespaces = proposalNamespaces(served, context.networks);
    const shown = Object.keys(optionalNamespaces);
    const next = startPairing<Session>({
      propose: () => propose(optionalNamespaces),
      timers: context.timers,
      show: (pairing) => context.showPairing(shown, pairing),
    });
    const done = () => {
      if (attempt === next) attempt = undefined;
    };
    next.result.then(done, done);
    return next;
  };

  return {
    join() {
      attempt ??= begin();
      return attempt.result;
    },
    get proposing() {
      return attempt?.proposing ?? false;
    },
    cancel(reason) {
      attempt?.cancel(reason);
    },
  };
}
