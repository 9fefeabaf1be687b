import { isAddressEqual, isHex, type Address, type Hex, type LocalAccount } from 'viem';
import { ProviderRpcError } from './providerRpcError';
import { parseAddress, parseDomainChainId } from './walletParams';

/**
 * personal_sign: params [message, address]. A 0x-prefixed hex message is signed as raw
 * bytes, anything else as UTF-8 text (as MetaMask does). Some dapps send [address, message]:
 * when the first param is one of ours and the second is not an address, they are swapped.
 */
export function parsePersonalSign(
  params: readonly unknown[],
  isOurs: (address: Address) => boolean,
): { address: Address; message: string | { raw: Hex } } {
  let [message, address] = params;
  if (
    typeof message === 'string' &&
    /^0x[0-9a-fA-F]{40}$/.test(message) &&
    isOurs(message as Address) &&
    !(typeof address === 'string' && /^0x[0-9a-fA-F]{40}$/.test(address))
  ) {
    [message, address] = [address, message];
  }
  if (typeof message !== 'string') throw ProviderRpcError.invalidParams('message is not a string');
  return {
    address: parseAddress(address),
    message: isHex(message) ? { raw: message } : message,
  };
}

export interface TypedDataRequest {
  address: Address;
  typedData: {
    domain?: Record<string, unknown>;
    types: Record<string, { name: string; type: string }[]>;
    primaryType: string;
    message: Record<string, unknown>;
  };
}

/** eth_signTypedData_v4: params [address, typedData as a JSON string or an object]. */
export function parseSignTypedDataV4(
  params: readonly unknown[],
  currentChainId: number,
): TypedDataRequest {
  const [address, raw] = params;
  let typedData: unknown = raw;
  if (typeof raw === 'string') {
    try {
      typedData = JSON.parse(raw);
    } catch {
      throw ProviderRpcError.invalidParams('typed data is not valid JSON');
    }
  }
  if (
    typeof typedData !== 'object' ||
    typedData === null ||
    typeof (typedData as { primaryType?: unknown }).primaryType !== 'string' ||
    typeof (typedData as { types?: unknown }).types !== 'object' ||
    typeof (typedData as { message?: unknown }).message !== 'object'
  ) {
    throw ProviderRpcError.invalidParams('typed data needs types, primaryType and message');
  }
  const parsed = typedData as TypedDataRequest['typedData'];
  const domainChainId = parseDomainChainId(parsed.domain?.chainId);
  if (domainChainId !== undefined && domainChainId !== currentChainId) {
    throw ProviderRpcError.invalidParams(
      `the typed data's domain chainId ${domainChainId} is not the current chain ${currentChainId}`,
    );
  }
  // JSON carries the domain's chainId as a number or a (hex) string; encode it as a number.
  const domain =
    parsed.domain && domainChainId !== undefined
      ? { ...parsed.domain, chainId: domainChainId }
      : parsed.domain;
  return { address: parseAddress(address), typedData: { ...parsed, domain } };
}

export function findAccount(accounts: readonly LocalAccount[], address: Address) {
  return accounts.find((a) => isAddressEqual(a.address, address));
}
