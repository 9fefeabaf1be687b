/**
 * `connectAndSignIn(request)`: core's SharedConnector capability over WalletConnect (see
 * ./oneClickSignIn.ts for the protocol). Connected either way once it resolves:
 * - a session already holds eip155: nothing is asked ('connected', 'alreadyConnected');
 * - chains of another namespace (sign-client's authenticate is eip155 only): a plain connect
 *   ('connected', 'namespaceUnsupported');
 * - else the connect's proposal carries the sign-in: 'signedIn' with one SiwxSession per CACAO,
 *   or 'connected' / 'walletUnsupported' when the wallet approved the session without signing
 *   (sign-client's authentication on a proposal is read for eip155 only here).
 * The session it gives is the one in use, so the namespace's connect takes it with no prompt.
 */
import {
  ConfigurationError,
  WALLET_CONNECT_CONNECTOR_ID,
  type CaipAddress,
  type ChainNamespace,
  type Network,
  type SiwxConnectRequest,
  type SiwxConnectResult,
} from '@portico/core';
import { notConnected } from '../errors';
import type { CurrentSession } from './currentSession';
import { authenticationRequest, siwxSessionsOf, toSignInError } from './oneClickSignIn';
import type { PairingAttempts } from './pairingAttempts';
import type { Client, Session } from './signClient';

export interface ConnectAndSignInPort {
  readonly client: Client;
  readonly current: CurrentSession<Session>;
  readonly pairings: PairingAttempts;
  readonly networks: readonly Network[];
  readonly served: readonly ChainNamespace[];
  isOpen(): boolean;
  connect(namespace: ChainNamespace): Promise<readonly CaipAddress[]>;
}

const invalidRequest = (reason: string) =>
  new ConfigurationError(
    `connectAndSignIn (${WALLET_CONNECT_CONNECTOR_ID}): ${reason}`,
    'WALLET_CONNECT_SIGN_IN_REQUEST',
  );

/** The request's one namespace; its chains must be configured networks of it. */
function namespaceOf(request: SiwxConnectRequest, networks: readonly Network[]): ChainNamespace {
  const namespaces = new Set(request.chains.map((chain) => chain.split(':')[0]));
  const [namespace] = namespaces;
  if (namespaces.size !== 1 || !namespace) {
    throw invalidRequest('chains must name at least one chain, all of one namespace');
  }
  const configured = networks.map((network) => network.caipNetworkId as string);
  const unknown = request.chains.filter((chain) => !configured.includes(chain));
  if (unknown.length > 0) {
    throw invalidRequest(`${unknown.join(', ')} is not among the configured networks`);
  }
  return namespace as ChainNamespace;
}

export async function connectAndSignIn(
  request: SiwxConnectRequest,
  port: ConnectAndSignInPort,
): Promise<SiwxConnectResult> {
  const namespace = namespaceOf(request, port.networks);
  try {
    if (!port.isOpen()) throw notConnected();
    const existing = port.current.holding(namespace);
    if (existing) {
      const accounts = port.current.accountsIn(existing, namespace);
      return { status: 'connected', accounts, reason: 'alreadyConnected' };
    }
    if (namespace !== 'eip155' || !port.served.includes('eip155')) {
      const accounts = await port.connect(namespace);
      return { status: 'connected', accounts, reason: 'namespaceUnsupported' };
    }
    const session = await port.pairings.authenticate(authenticationRequest(request));
    port.current.adopt(session);
    const accounts = port.current.accountsIn(session, 'eip155');
    const sessions = siwxSessionsOf(port.client, session, request);
    if (sessions.length === 0)
      return { status: 'connected', accounts, reason: 'walletUnsupported' };
    return { status: 'signedIn', accounts, sessions };
  } catch (error) {
    throw toSignInError(error);
  }
}
