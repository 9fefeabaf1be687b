/**
 * eip155 signatures through viem's public client on the message's chain: verifySiweMessage
 * checks the text again with viem's validateSiweMessage (domain, nonce, times, address) and
 * verifies the signature with verifyHash, which covers an EOA (ecrecover), a deployed contract
 * account (EIP-1271 isValidSignature) and one not deployed yet (an EIP-6492 wrapped signature,
 * through viem's deployless universal validator in an eth_call). One public client per chain,
 * made when first needed, per server instance.
 */
import type { SiwxMessageData } from '@portico/core';
import { createPublicClient, http, isHex, type PublicClient } from 'viem';
import { SiwxError } from './errors';
import type { SiwxChainOption } from './options';
import { SIWX_MESSAGES } from './siwxMessages';

const unavailable = (chainId: string, cause: unknown) =>
  new SiwxError('NODE_UNAVAILABLE', SIWX_MESSAGES.nodeUnavailable(chainId), { cause });

export interface Eip155Verifier {
  /** true when the message's account signed exactly this text; SiwxError 400 / 502 otherwise. */
  verify(data: SiwxMessageData, message: string, signature: string, at: number): Promise<boolean>;
}

export function createEip155Verifier(chains: ReadonlyMap<string, SiwxChainOption>): Eip155Verifier {
  const clients = new Map<string, PublicClient>();
  const clientFor = (chainId: string): PublicClient => {
    let client = clients.get(chainId);
    if (!client) {
      const chain = chains.get(chainId) as { rpcUrl: string };
      client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 1 }) });
      clients.set(chainId, client);
    }
    return client;
  };
  return {
    async verify(data, message, signature, at) {
      // 0x + an even number of hex digits; an EOA's is 65 bytes, a contract account's any length.
      if (
        !isHex(signature, { strict: true }) ||
        signature.length < 4 ||
        signature.length % 2 !== 0
      ) {
        throw new SiwxError(
          'SIGNATURE_MALFORMED',
          SIWX_MESSAGES.signatureMalformed('0x and an even number of hex digits'),
        );
      }
      const client = clientFor(data.chainId);
      let valid: boolean;
      try {
        valid = await client.verifySiweMessage({
          message,
          signature,
          address: data.accountAddress as `0x${string}`,
          domain: data.domain,
          nonce: data.nonce,
          // The moment the server checked the times at (its own clock, injectable).
          time: new Date(at),
        });
      } catch (cause) {
        throw unavailable(data.chainId, cause);
      }
      if (valid) return true;
      // viem answers false when its eth_call fails for any reason, a node that does not answer
      // included: a contract account would then read as "signed by another account".
      await client.getChainId().catch((cause: unknown) => {
        throw unavailable(data.chainId, cause);
      });
      return false;
    },
  };
}
