/**
 * AppKit's older `siweConfig` (eip155 only) as a SiwxConfig: the legacy config's server keeps
 * verifying. createMessage asks `getNonce` and `getMessageParams`; the text is EIP-4361 written
 * by the eip155 adapter (the same fields as the legacy `createMessage` gets); addSession is
 * `verifyMessage` (false refuses) then `onSignIn`; revokeSession is `signOut` then `onSignOut`;
 * getSessions is `getSession` for the same address and chain. A legacy session carries no
 * message or signature, so the one getSessions gives has empty ones and only the account's
 * fields (its `expirationTime` is the legacy `exp` when getMessageParams gives one).
 */
import type { SiweConfig, SiweMessageArgs, SiwxConfig, SiwxSession } from '@portico/core';
import { SiwxFailure } from './errors';
import { sameAccount } from './sessionShape';

/** eip155:N → N; the legacy config knows no other namespace. */
function chainNumber(chainId: string): number {
  const reference = /^eip155:([1-9][0-9]*)$/.exec(chainId)?.[1];
  if (reference === undefined) {
    throw new TypeError(`siweConfig signs in on eip155 chains only, not ${chainId}`);
  }
  return Number(reference);
}

function pageDefaults(): Pick<SiweMessageArgs, 'domain' | 'uri'> {
  const location = (globalThis as { location?: { host?: string; origin?: string } }).location;
  return { domain: location?.host ?? '', uri: location?.origin ?? '' };
}

export function fromSiweConfig(legacy: SiweConfig): SiwxConfig {
  let lastExpiration: string | undefined;
  const signOut = async () => {
    await legacy.signOut();
    legacy.onSignOut?.();
  };
  async function addSession(session: SiwxSession): Promise<void> {
    const verified = await legacy.verifyMessage({
      message: session.message,
      signature: session.signature,
    });
    if (!verified) {
      throw new SiwxFailure(
        'The sign-in did not verify (siweConfig.verifyMessage)',
        'NOT_VERIFIED',
      );
    }
    legacy.onSignIn?.({
      address: session.data.accountAddress,
      chainId: chainNumber(session.data.chainId),
    });
  }
  const config: SiwxConfig = {
    async createMessage({ accountAddress, chainId }) {
      chainNumber(chainId);
      const [nonce, params] = await Promise.all([
        legacy.getNonce(accountAddress),
        legacy.getMessageParams?.(),
      ]);
      const fields = { ...pageDefaults(), ...params };
      lastExpiration = fields.exp;
      return {
        accountAddress,
        chainId,
        domain: fields.domain,
        uri: fields.uri,
        version: '1' as const,
        nonce,
        issuedAt: fields.iat ?? new Date().toISOString(),
        ...(fields.statement !== undefined && { statement: fields.statement }),
        ...(fields.exp !== undefined && { expirationTime: fields.exp }),
        ...(fields.nbf !== undefined && { notBefore: fields.nbf }),
        ...(fields.requestId !== undefined && { requestId: fields.requestId }),
        ...(fields.resources !== undefined && { resources: fields.resources }),
      };
    },
    addSession,
    revokeSession: signOut,
    async setSessions(sessions) {
      if (sessions.length === 0) await signOut();
      else for (const session of sessions) await addSession(session);
    },
    async getSessions(chainId, address) {
      const session = await legacy.getSession();
      if (
        !session ||
        !sameAccount(
          { chainId: `eip155:${session.chainId}`, accountAddress: session.address },
          chainId,
          address,
        )
      ) {
        return [];
      }
      const data = {
        accountAddress: session.address,
        chainId,
        domain: '',
        uri: '',
        version: '1' as const,
        nonce: '',
        issuedAt: '',
        ...(lastExpiration !== undefined && { expirationTime: lastExpiration }),
      };
      return [{ data, message: '', signature: '' }];
    },
    getRequired: () => legacy.required ?? false,
  };
  return Object.freeze(config);
}
