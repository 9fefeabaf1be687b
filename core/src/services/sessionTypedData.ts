/**
 * What an account signs to grant or revoke a smart session on a Portico data service:
 * EIP-712 typed data (eip155 only), declared once here for the client that builds it and the
 * server that checks it.
 *
 * - Domain: { name: 'Portico Sessions', version: '1', chainId } (the account's chain).
 *   EIP-712's domain has no field for a server name, so the server is a message field.
 * - GrantSession { server, account, pci, project, expiry, nonce, issuedAt } and
 *   RevokeSession { server, account, pci, nonce, issuedAt }: two primary types, so a grant's
 *   signature never revokes and a revoke's never grants.
 * - server: the origin of the data service ('https://api.example.com'); account: the CAIP-10
 *   id with the address in lower case; pci: a UUID (see isSmartSessionPci); project: the
 *   project shown to the visitor (a nested struct: EIP-712 hashes it into the signature, and
 *   wallets show its fields), absent fields as ''; expiry and issuedAt: unix seconds; nonce:
 *   32 random bytes (0x + 64 hex).
 *
 * The service accepts a signature once, issued at most SMART_SESSION_SIGNATURE_MAX_AGE_SECONDS
 * ago, for a grant that ends at most SMART_SESSION_MAX_DURATION_SECONDS after it is recorded.
 */

export const SMART_SESSION_DOMAIN_NAME = 'Portico Sessions';
export const SMART_SESSION_DOMAIN_VERSION = '1';
/** The longest grant a service records: 30 days. */
export const SMART_SESSION_MAX_DURATION_SECONDS = 30 * 24 * 60 * 60;
/** How old a signed grant or revoke may be when it reaches the service: 10 minutes. */
export const SMART_SESSION_SIGNATURE_MAX_AGE_SECONDS = 600;
/** How far a signer's clock may run ahead of the service's. */
export const SMART_SESSION_CLOCK_SKEW_SECONDS = 60;

/** A permission context id: a UUID, lower-case hex in the 8-4-4-4-12 form. */
const PCI = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** 32 bytes, 0x and lower- or upper-case hex. */
const NONCE = /^0x[0-9a-fA-F]{64}$/;

export function isSmartSessionPci(value: unknown): value is string {
  return typeof value === 'string' && PCI.test(value);
}

export function isSmartSessionNonce(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && NONCE.test(value);
}

export interface SmartSessionProject {
  readonly id?: string;
  readonly name?: string;
  readonly url?: string;
  readonly iconUrl?: string;
}

interface SignedActionFields {
  /** The origin of the data service the request goes to. */
  readonly server: string;
  /** CAIP-10 eip155 account: 'eip155:1:0xabc...'. */
  readonly caipAddress: string;
  readonly pci: string;
  readonly nonce: `0x${string}`;
  /** Unix seconds. */
  readonly issuedAt: number;
}

export interface SessionGrantFields extends SignedActionFields {
  readonly project: SmartSessionProject;
  /** Unix seconds. */
  readonly expiry: number;
}

export type SessionRevokeFields = SignedActionFields;

const EIP712_DOMAIN = [
  { name: 'name', type: 'string' },
  { name: 'version', type: 'string' },
  { name: 'chainId', type: 'uint256' },
] as const;

const PROJECT = [
  { name: 'id', type: 'string' },
  { name: 'name', type: 'string' },
  { name: 'url', type: 'string' },
  { name: 'iconUrl', type: 'string' },
] as const;

const ACTION_HEAD = [
  { name: 'server', type: 'string' },
  { name: 'account', type: 'string' },
  { name: 'pci', type: 'string' },
] as const;

const ACTION_TAIL = [
  { name: 'nonce', type: 'bytes32' },
  { name: 'issuedAt', type: 'uint64' },
] as const;

export const SMART_SESSION_TYPES = {
  EIP712Domain: EIP712_DOMAIN,
  Project: PROJECT,
  GrantSession: [
    ...ACTION_HEAD,
    { name: 'project', type: 'Project' },
    { name: 'expiry', type: 'uint64' },
    ...ACTION_TAIL,
  ],
  RevokeSession: [...ACTION_HEAD, ...ACTION_TAIL],
} as const;

export interface SmartSessionDomain {
  readonly name: string;
  readonly version: string;
  readonly chainId: number;
}

/** The standard's JSON object (eth_signTypedData_v4), as a wallet's signTypedData takes it. */
export type SmartSessionTypedData =
  | {
      readonly domain: SmartSessionDomain;
      readonly types: typeof SMART_SESSION_TYPES;
      readonly primaryType: 'GrantSession';
      readonly message: {
        readonly server: string;
        readonly account: string;
        readonly pci: string;
        readonly project: Required<SmartSessionProject>;
        readonly expiry: number;
        readonly nonce: `0x${string}`;
        readonly issuedAt: number;
      };
    }
  | {
      readonly domain: SmartSessionDomain;
      readonly types: typeof SMART_SESSION_TYPES;
      readonly primaryType: 'RevokeSession';
      readonly message: {
        readonly server: string;
        readonly account: string;
        readonly pci: string;
        readonly nonce: `0x${string}`;
        readonly issuedAt: number;
      };
    };

/** The wallet capability the client signs with (an adapter's or viem's signTypedData). */
export type SignSmartSessionTypedData = (typedData: SmartSessionTypedData) => Promise<string>;

/** The chain id and the canonical account text of an eip155 CAIP-10 id; throws otherwise. */
export function smartSessionAccount(caipAddress: string): {
  readonly chainId: number;
  readonly account: string;
} {
  const match = /^eip155:([1-9][0-9]{0,15}):(0x[0-9a-fA-F]{40})$/.exec(caipAddress);
  const chainId = Number(match?.[1]);
  if (!match || !Number.isSafeInteger(chainId)) {
    throw new TypeError(`Smart sessions need an eip155 account, not ${caipAddress}`);
  }
  return { chainId, account: `eip155:${chainId}:${(match[2] as string).toLowerCase()}` };
}

/** The service's origin: what the `server` field names ('https://api.example.com'). */
export function smartSessionServer(baseUrl: string): string {
  return new URL(baseUrl).origin;
}

function domainAndHead(fields: SignedActionFields) {
  const { chainId, account } = smartSessionAccount(fields.caipAddress);
  return {
    domain: {
      name: SMART_SESSION_DOMAIN_NAME,
      version: SMART_SESSION_DOMAIN_VERSION,
      chainId,
    },
    head: { server: fields.server, account, pci: fields.pci },
  };
}

export function sessionGrantTypedData(fields: SessionGrantFields): SmartSessionTypedData {
  const { domain, head } = domainAndHead(fields);
  const { id = '', name = '', url = '', iconUrl = '' } = fields.project;
  return {
    domain,
    types: SMART_SESSION_TYPES,
    primaryType: 'GrantSession',
    message: {
      ...head,
      project: { id, name, url, iconUrl },
      expiry: fields.expiry,
      nonce: fields.nonce,
      issuedAt: fields.issuedAt,
    },
  };
}

export function sessionRevokeTypedData(fields: SessionRevokeFields): SmartSessionTypedData {
  const { domain, head } = domainAndHead(fields);
  return {
    domain,
    types: SMART_SESSION_TYPES,
    primaryType: 'RevokeSession',
    message: { ...head, nonce: fields.nonce, issuedAt: fields.issuedAt },
  };
}

/** 32 random bytes as 0x hex, from the platform's cryptographic random source. */
export function randomSessionNonce(): `0x${string}` {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(32));
  return `0x${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
