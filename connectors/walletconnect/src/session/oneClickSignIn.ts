/**
 * One-click sign-in over WalletConnect: a session proposal that carries a sign-in request
 * (sign-client 2.25's `connect({ authentication })`, CAIP-122; the older `authenticate()` is
 * deprecated). A wallet that supports it approves the session and signs the message in one
 * step: the session comes back with one signed object (a CACAO) per chain it signed for. A
 * wallet that does not approves the proposal as any other: a session without CACAOs, and the
 * caller signs in after the connect.
 *
 * sign-client passes the CACAOs on as the wallet sent them. Here each is checked against the
 * request (an eip155 did:pkh issuer among the session's accounts, a requested chain, and the
 * request's domain, URI and nonce) and its text rebuilt with sign-client's formatAuthMessage;
 * the signature itself is checked by whoever keeps the session (`SiwxConfig.addSession`: the
 * page's store or the server), as for any signed sign-in.
 */
import {
  PorticoError,
  UserRejectedError,
  WalletRequestError,
  walletErrorCode,
  type SiwxConnectRequest,
  type SiwxMessageData,
  type SiwxSession,
} from '@portico/core';
import { RPC_ERROR_CODES } from '../errors';
import { accountsOn, chainsOf } from './sessionAccounts';
import type { AuthenticationRequest, Cacao, Client, Session } from './signClient';

/** The method named in a WalletRequestError of a failed sign-in. */
export const SIGN_IN_METHOD = 'wc_sessionPropose (authentication)';
/** How long the sign-in request lives (s): the proposal's own lifetime, 5 minutes. */
const SIGN_IN_TTL_SECONDS = 300;

/** An eip155 CACAO issuer: did:pkh:eip155:<reference>:<address>. */
const EIP155_ISSUER = /^did:pkh:(eip155:[1-9][0-9]{0,15}):(0x[0-9a-fA-F]{40})$/;
const HEX_SIGNATURE = /^0x(?:[0-9a-fA-F]{2})+$/;

/** sign-client's sign-in request for the proposal: the message fields and the chains. */
export function authenticationRequest(request: SiwxConnectRequest): AuthenticationRequest {
  return {
    chains: [...request.chains],
    domain: request.domain,
    uri: request.uri,
    nonce: request.nonce,
    ttl: SIGN_IN_TTL_SECONDS,
    ...(request.statement !== undefined && { statement: request.statement }),
    ...(request.expirationTime !== undefined && { exp: request.expirationTime }),
    ...(request.notBefore !== undefined && { nbf: request.notBefore }),
    ...(request.requestId !== undefined && { requestId: request.requestId }),
    ...(request.resources !== undefined && { resources: [...request.resources] }),
  };
}

/**
 * What a caller of connectAndSignIn gets: core's classes. The wallet declining the proposal, or
 * the visitor closing the modal while the QR code is up (4001 'Connection declined' here):
 * UserRejectedError ('Signature declined'); an unreachable relay: RelayUnreachableError
 * (core's already); anything else a WalletRequestError ('An error occurred').
 */
export function toSignInError(error: unknown): Error {
  if (error instanceof PorticoError) return error;
  const code = walletErrorCode(error);
  if (code === RPC_ERROR_CODES.userRejected) return new UserRejectedError(error);
  return new WalletRequestError(SIGN_IN_METHOD, error, code);
}

/**
 * One SiwxSession per CACAO of the session that answers `request`: the text exactly as the
 * wallet signed it (sign-client's formatAuthMessage of the CACAO), its signature and its fields.
 * A CACAO that does not answer the request is dropped; when the wallet sent CACAOs and none
 * answers it, that is an error (a wallet that does not sign in sends none).
 */
export function siwxSessionsOf(
  client: Client,
  session: Session,
  request: SiwxConnectRequest,
): SiwxSession[] {
  const cacaos = session.authentication ?? [];
  const sessions: SiwxSession[] = [];
  for (const cacao of cacaos) {
    const signed = answering(cacao, session, request);
    if (!signed) continue;
    const message = client.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss });
    sessions.push({
      message,
      signature: cacao.s.s,
      data: messageData(cacao, message, signed.chainId, signed.address),
    });
  }
  if (sessions.length === 0 && cacaos.length > 0) {
    throw new WalletRequestError(SIGN_IN_METHOD, cacaos);
  }
  return sessions;
}

/** The CACAO's chain and address when it answers the request, else undefined. */
function answering(cacao: Cacao, session: Session, request: SiwxConnectRequest) {
  const issuer = EIP155_ISSUER.exec(cacao.p?.iss ?? '');
  if (!issuer || !HEX_SIGNATURE.test(cacao.s?.s ?? '')) return undefined;
  const [, chainId, address] = issuer as unknown as [string, string, string];
  const { p } = cacao;
  if (p.domain !== request.domain || p.nonce !== request.nonce) return undefined;
  if ((p.aud ?? p.uri) !== request.uri || !request.chains.includes(chainId)) return undefined;
  const held = chainsOf(session, 'eip155') as readonly string[];
  if (!held.includes(chainId)) return undefined;
  const accounts = accountsOn(session, chainId as Parameters<typeof accountsOn>[1]);
  if (!accounts.some((account) => account.toLowerCase().endsWith(`:${address.toLowerCase()}`))) {
    return undefined;
  }
  return { chainId, address };
}

/**
 * The fields of a signed message. The statement is the one the text carries (a wallet may add
 * to it, e.g. EIP-5573 capabilities): formatAuthMessage puts it on the fourth line, after the
 * header, the address and an empty line. EIP-4361's text of these fields (viem's
 * createSiweMessage) is then the signed text.
 */
function messageData(
  cacao: Cacao,
  message: string,
  chainId: string,
  accountAddress: string,
): SiwxMessageData {
  const { p } = cacao;
  const statement = message.split('\n')[3];
  return {
    accountAddress,
    chainId,
    domain: p.domain,
    uri: p.aud ?? p.uri ?? '',
    version: '1',
    nonce: p.nonce,
    issuedAt: p.iat ?? '',
    ...(statement && { statement }),
    ...(p.exp && { expirationTime: p.exp }),
    ...(p.nbf && { notBefore: p.nbf }),
    ...(p.requestId && { requestId: p.requestId }),
    ...(p.resources && p.resources.length > 0 && { resources: [...p.resources] }),
  };
}
