/**
 * The smart-session routes of the data API (spec 7):
 *
 *   GET  /v1/sessions/{id}          the sessions (permission grants) of an account; id is
 *                                   its CAIP-10 address, as AppKit sends it
 *   POST /v1/sessions/{id}/revoke   { pci, signature }; id is the plain address
 *
 * A network the service does not list gives empty results: no sessions, and a revoke that
 * reports false. Sessions the client cannot read (no `pci`) are dropped; of a session it
 * keeps the id, the project shown to the visitor and the times, as untrusted text.
 */
import { isCaipAddress, parseCaipAddress } from '../validators/caip';
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
  readonly signature: string;
  readonly signal?: AbortSignal;
}

export interface SessionApi {
  getSmartSessions(request: {
    readonly caipAddress: string;
    readonly signal?: AbortSignal;
  }): Promise<SmartSession[]>;
  /** True when the service confirms the revoke. */
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

export function createSessionApi({ http, networks }: DataApiContext): SessionApi {
  return {
    async getSmartSessions({ caipAddress, signal }) {
      if (!isCaipAddress(caipAddress)) return [];
      const { caipNetworkId } = parseCaipAddress(caipAddress);
      if (!(await networks.serves(caipNetworkId, undefined, signal))) return [];
      const json = await http.getJson({ path: `/v1/sessions/${pathSegment(caipAddress)}`, signal });
      return parseSmartSessions(json);
    },
    async revokeSmartSession({ caipNetworkId, address, pci, signature, signal }) {
      if (!(await networks.serves(caipNetworkId, undefined, signal))) return false;
      const json = await http.postJson({
        path: `/v1/sessions/${pathSegment(address)}/revoke`,
        body: { pci, signature },
        signal,
      });
      return isRecord(json) && readBoolean(json, 'success') === true;
    },
  };
}
