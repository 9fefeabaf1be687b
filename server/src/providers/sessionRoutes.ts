/**
 * The smart-session routes of the data API (spec 7), answered as core's session client reads
 * them (core/src/services/sessions.ts), and one route of Portico's own:
 *
 *   GET  /v1/sessions/{caipAddress}    -> { pcis: [{ pci, project, expiry, createdAt }] }
 *                                         the account's live (not revoked) grants
 *   POST /v1/sessions/{address}/revoke { pci, nonce, issuedAt, signature } -> { success: true }
 *   POST /v1/sessions/{caipAddress}    { pci, project, expiry, nonce, issuedAt, signature }
 *                                         -> 201 session. Portico's own (no hosted service
 *                                         has it): how a wallet or an operator records a grant
 *
 * Signatures are EIP-712 (core's sessionTypedData.ts): GrantSession for a grant, naming this
 * server's origin, the account, the pci (a UUID), the project, the expiry (at most 30 days
 * ahead), a nonce and issuedAt; RevokeSession for a revoke, the same without project and
 * expiry. A signature is at most 10 minutes old and is used once (409 after). Accounts are
 * eip155 (the revoke's path may be a plain 0x address, as the client sends it: the grant's
 * stored account gives the chain). A revoke names a grant of the signing account: another
 * account's pci is 404, as an unknown one.
 */
import { Hono } from 'hono';
import type { ServerContext } from '../context';
import { ConflictError, NotFoundError } from '../errors';
import { readJsonObject } from '../http/requestInput';
import { SERVER_MESSAGES } from '../messages';
import type { SessionRecord } from '../storage/repository';
import { sessionGrantTypedData, sessionRevokeTypedData } from '@portico/core/services';
import { signedServerOrigin } from '../signedRequests/serverOrigin';
import { readAccountAddress, readEip155Account } from './eip155Account';
import {
  readExpiry,
  readGrantPci,
  readIssuedAt,
  readNonce,
  readPci,
  readProject,
  readSignature,
} from './sessionInput';
import {
  assertSignableAccount,
  assertSignedSessionAction,
  claimSessionAction,
} from './sessionSignature';

const MS_PER_SECOND = 1_000;

/** A session as the client lists it. */
function sessionAnswer(session: SessionRecord) {
  return {
    pci: session.pci,
    project: session.project,
    expiry: session.expiry,
    createdAt: session.createdAt,
  };
}

/** The address part of a CAIP-10 id, lower case. */
function accountOf(caipAddress: string): string {
  return caipAddress.slice(caipAddress.lastIndexOf(':') + 1).toLowerCase();
}

export function sessionRoutes(context: ServerContext): Hono {
  const routes = new Hono();
  const { repository } = context;
  const nowSeconds = () => Math.floor(context.now() / MS_PER_SECOND);
  const server = signedServerOrigin(context.config);

  routes.get('/v1/sessions/:caipAddress', async (c) => {
    const account = readEip155Account(c.req.param('caipAddress'), 'caipAddress');
    const sessions = await repository.listSessions(account.caipAddress);
    return c.json({
      pcis: sessions.filter((session) => session.revokedAt === null).map(sessionAnswer),
    });
  });

  routes.post('/v1/sessions/:address/revoke', async (c) => {
    const { address } = readAccountAddress(c.req.param('address'), 'address');
    const body = await readJsonObject(c);
    const now = nowSeconds();
    const pci = readPci(body);
    const nonce = readNonce(body);
    const issuedAt = readIssuedAt(body, now);
    const signature = readSignature(body);
    const session = await repository.findSession(pci);
    const notFound = () => new NotFoundError(SERVER_MESSAGES.sessionNotFound(pci, address));
    if (!session || session.revokedAt !== null) throw notFound();
    if (accountOf(session.caipAddress) !== address.toLowerCase()) throw notFound();
    assertSignableAccount(session.caipAddress);
    const typedData = sessionRevokeTypedData({
      server,
      caipAddress: session.caipAddress,
      pci,
      nonce,
      issuedAt,
    });
    await assertSignedSessionAction(address, typedData, signature);
    await claimSessionAction(repository, typedData, now);
    if (!(await repository.revokeSession(pci, now))) throw notFound();
    return c.json({ success: true });
  });

  routes.post('/v1/sessions/:caipAddress', async (c) => {
    const account = readEip155Account(c.req.param('caipAddress'), 'caipAddress');
    assertSignableAccount(account.caipAddress);
    const body = await readJsonObject(c);
    const now = nowSeconds();
    const pci = readGrantPci(body);
    const project = readProject(body.project);
    const expiry = readExpiry(body.expiry, now);
    const nonce = readNonce(body);
    const issuedAt = readIssuedAt(body, now);
    const signature = readSignature(body);
    const typedData = sessionGrantTypedData({
      server,
      caipAddress: account.caipAddress,
      pci,
      project,
      expiry,
      nonce,
      issuedAt,
    });
    await assertSignedSessionAction(account.address, typedData, signature);
    await claimSessionAction(repository, typedData, now);
    if (await repository.findSession(pci)) {
      throw new ConflictError(SERVER_MESSAGES.sessionExists(pci));
    }
    const session: SessionRecord = {
      pci,
      caipAddress: account.caipAddress,
      project,
      expiry,
      createdAt: now,
      revokedAt: null,
    };
    await repository.saveSession(session);
    return c.json(sessionAnswer(session), 201);
  });

  return routes;
}
