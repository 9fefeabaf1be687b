import { stringToHex, type Address, type Hex } from 'viem';
import type { SignClientInstance } from './offlineSignClient';

/**
 * How the WalletConnect test wallet answers a proposal that carries a sign-in request
 * (one-click sign-in: sign-client's `connect({ authentication })`):
 * - 'approve': approves the session and signs the sign-in message for each requested chain it
 *   has, with its key (the CACAOs ride in the approval);
 * - 'refuse': declines the proposal (sign-client's USER_REJECTED, 5000);
 * - 'unsupported': a wallet without one-click sign-in: approves the session, signs nothing.
 */
export type WalletConnectAuthenticateMode = 'approve' | 'refuse' | 'unsupported';

type Proposal = ReturnType<SignClientInstance['proposal']['get']>;
/** A sign-in request as a proposal carries it. */
export type AuthenticationRequest = NonNullable<
  NonNullable<Proposal['requests']>['authentication']
>[number];
type ApproveParams = Parameters<SignClientInstance['approve']>[0];
export type Cacao = NonNullable<
  NonNullable<ApproveParams['proposalRequestsResponses']>['authentication']
>[number];

export interface AuthenticateSigner {
  readonly address: Address;
  /** CAIP-2 chains the wallet has. */
  readonly chains: readonly string[];
  /** personal_sign of the text with the wallet's key. */
  sign(message: string): Promise<Hex>;
}

/**
 * The CACAOs a wallet that supports one-click sign-in sends: one per requested chain it has,
 * each the request's fields as asked with the wallet's did:pkh issuer, signed (EIP-191) over
 * sign-client's formatAuthMessage text, the text the dapp rebuilds.
 */
export async function signAuthentication(
  client: SignClientInstance,
  requests: readonly AuthenticationRequest[],
  signer: AuthenticateSigner,
): Promise<Cacao[]> {
  const cacaos: Cacao[] = [];
  for (const request of requests) {
    for (const chain of request.chains.filter((c) => signer.chains.includes(c))) {
      const iss = `did:pkh:${chain}:${signer.address}`;
      const payload: Cacao['p'] = {
        iss,
        domain: request.domain,
        aud: request.aud,
        version: request.version,
        nonce: request.nonce,
        iat: request.iat,
        ...(request.statement !== undefined && { statement: request.statement }),
        ...(request.requestId !== undefined && { requestId: request.requestId }),
        ...(request.resources !== undefined && { resources: request.resources }),
        ...(request.nbf !== undefined && { nbf: request.nbf }),
        ...(request.exp !== undefined && { exp: request.exp }),
      };
      const message = client.formatAuthMessage({ request: payload, iss });
      const signature = await signer.sign(message);
      cacaos.push({ h: { t: 'caip122' }, p: payload, s: { t: 'eip191', s: signature } });
    }
  }
  return cacaos;
}

/** personal_sign's parameters for a text. */
export const personalSignParams = (message: string, address: Address) => [
  stringToHex(message),
  address,
];
