/**
 * Reading the `chainId` query parameter of the chain data routes: a CAIP-2 id of a chain
 * this server is configured for, or 400 ('Unknown chain: ...'). The id is matched as
 * written; 'eip155:1' and 'EIP155:1' are different texts and only the first is served.
 */
import type { Registry } from '../context';
import { InvalidRequestError } from '../errors';
import { SERVER_MESSAGES } from '../messages';

/** The chain named by `chainId` (eip155 or solana registry alike); absent or unknown: 400. */
export function readChain<Reader>(chains: Registry<Reader>, chainId: string | undefined): Reader {
  if (chainId === undefined || chainId === '') {
    throw new InvalidRequestError(SERVER_MESSAGES.chainIdRequired);
  }
  const reader = chains.get(chainId);
  if (!reader) throw new InvalidRequestError(SERVER_MESSAGES.unknownChain(chainId));
  return reader;
}

/** The chain named by `chainId`, or every configured chain when it is absent. */
export function readChainsOrAll<Reader>(
  chains: Registry<Reader>,
  chainId: string | undefined,
): readonly Reader[] {
  if (chainId === undefined || chainId === '') return chains.list();
  return [readChain(chains, chainId)];
}

/** A CAIP-2 eip155 id ('eip155:1'), configured or not, or 400: for routes on any chain. */
export function readEip155ChainIdFormat(chainId: string | undefined): string | undefined {
  if (chainId === undefined || chainId === '') return undefined;
  if (!/^eip155:[1-9][0-9]{0,31}$/.test(chainId)) {
    throw new InvalidRequestError(SERVER_MESSAGES.unknownChain(chainId));
  }
  return chainId;
}
