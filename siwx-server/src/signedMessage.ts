/**
 * What a namespace's message module gives the server: the fields read from the text as the
 * account signed it, in the shared SiwxMessageData shape (chainId as CAIP-2).
 */
import type { SiwxMessageData } from '@portico/core';

export type SiwxNamespace = 'eip155' | 'solana';

export interface ParsedSiwxMessage {
  readonly namespace: SiwxNamespace;
  readonly data: SiwxMessageData;
}

/** The message's namespace, from its first line; undefined when it is neither. */
export function messageNamespace(message: string): SiwxNamespace | undefined {
  const firstLine = message.slice(0, message.indexOf('\n') >>> 0);
  if (firstLine.endsWith(' wants you to sign in with your Ethereum account:')) return 'eip155';
  if (firstLine.endsWith(' wants you to sign in with your Solana account:')) return 'solana';
  return undefined;
}
