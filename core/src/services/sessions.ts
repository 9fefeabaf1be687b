/**
 * The smart-session routes of the data API (spec 7):
 *
 *   GET  /v1/sessions/{id}          the sessions (permission grants) of an account; id is
 *                                   its CAIP-10 address, as AppKit sends it
 *   POST /v1/sessions/{id}/revoke   { pci, nonce, issuedAt, signature }; id is the plain
 *                                   address. The signature is the account's EIP-712
 *                                   signature of sessionRevokeTypedData (sessionTypedData.ts):
 *                                   the client builds it and has the wallet sign it
 *
 * A network the service does not list gives empty results: no sessions, and a revoke that
 * reports false. Sessions the client cannot read (no `pci`) are dropped; of a session it
 * keeps the id, the project shown to the visitor and the times, as untrusted text.
 */
import { isCaipAddress, parseCaipAddress } from '../validators/caip';
import {
  randomSessionNonce,
  sessionRevokeTypedData,
  smartSessionServer,
  type SignSmartSessionTypedData,
} from './sessionTypedData';
import type { DataApiContext } from './dataApiContext';
import { pathSegment } from './httpClient';
import {
  isRecord,
  optionalField,
  readBoolean,
  readFiniteNumber,
  readNonEmptyString,
  readRecord,
  readRecordList,
  readString,
  readWebUrl,
} from './untrustedJson';

export interface SmartSession {
  /** Permission context id: what a revoke names. */
  readonly pci: string;
  readonly project?: {
    readonly id?: string;
    readonly name?: string;
    readonly url?: string;
    readonly iconUrl?: string;
  };
  readonly expiry?: number;
  readonly createdAt?: number;
}

export interface RevokeSessionRequest {
  /** CAIP-2 id of the network the session is on. */
  readonly caipNetworkId: string;
  readonly address: string;
  readonly pci: string;
  /** Signs the revoke's typed data with the account (the wallet's eth_signTypedData_v4). */
  readonly signTypedData: SignSmartSessionTypedData;
  readonly signal?: AbortSignal;
}

export interface SessionApi {
  getSmartSessions(request: {
    readonly caipAddress: string;
    readonly signal?: AbortSignal;
  }): Promise<SmartSession[]>;
  /**
   * Has the account sign the revoke (EIP-712, see sessionTypedData.ts) and sends it. True
   * when the service confirms the revoke; false on a network it does not list or one that is
   * not eip155 (nothing is signed then).
   */
  revokeSmartSession(request: RevokeSessionRequest): Promise<boolean>;
}

/** The sessions answer: { pcis: [...] }. */
export function parseSmartSessions(json: unknown): SmartSession[] {
  return readRecordList(json, 'pcis', (session) => {
    const pci = readNonEmptyString(session, 'pci');
    if (!pci) return undefined;
    const project = readRecord(session, 'project');
    const expiry = readFiniteNumber(session, 'expiry');
    const createdAt = readFiniteNumber(session, 'createdAt');
    return {
      pci,
      ...(project && {
        project: {
          ...optionalField('id', readString(project, 'id')),
          ...optionalField('name', readString(project, 'name')),
          ...optionalField('url', readWebUrl(project, 'url')),
          ...optionalField('iconUrl', readWebUrl(project, 'iconUrl')),
        },
      }),
      ...(expiry !== undefined && { expiry }),
      ...(createdAt !== undefined && { createdAt }),
    };
  });
}

export function createSessionApi({ http, networks, clock }: DataApiContext): SessionApi {
  return {
    async getSmartSessions({ caipAddress, signal }) {
      if (!isCaipAddress(caipAddress)) return [];
      const { caipNetworkId } = parseCaipAddress(caipAddress);
      if (!(await networks.serves(caipNetworkId, undefined, signal))) return [];
      const json = await http.getJson({ path: `/v1/sessions/${pathSegment(caipAddress)}`, signal });
      return parseSmartSessions(json);
    },
    async revokeSmartSession({ caipNetworkId, address, pci, signTypedData, signal }) {
      const caipAddress = `${caipNetworkId}:${address}`;
      if (!caipNetworkId.startsWith('eip155:') || !isCaipAddress(caipAddress)) return false;
      if (!(await networks.serves(caipNetworkId, undefined, signal))) return false;
      const nonce = randomSessionNonce();
      const issuedAt = Math.floor(clock.now() / 1000);
      const typedData = sessionRevokeTypedData({
        server: smartSessionServer(http.baseUrl),
        caipAddress,
        pci,
        nonce,
        issuedAt,
      });
      const signature = await signTypedData(typedData);
      const json = await http.postJson({
        path: `/v1/sessions/${pathSegment(address)}/revoke`,
        body: { pci, nonce, issuedAt, signature },
        signal,
      });
      return isRecord(json) && readBoolean(json, 'success') === true;
    },
  };
}
