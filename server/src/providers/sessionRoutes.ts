/**
 * The smart-session routes of the data API (spec 7), answered as core's session client reads
 * them (core/src/services/sessions.ts), and one route of Portico's own:
 *
 *   GET  /v1/sessions/{caipAddress}         -> { pcis: [{ pci, project, expiry, createdAt }] }
 *                                              the account's live (not revoked) grants
 *   POST /v1/sessions/{address}/revoke      { pci, signature } -> { success: true }
 *                                              signature: the account's personal_sign of pci
 *   POST /v1/sessions/{caipAddress}         { pci, project, expiry, signature } -> 201 session
 *                                              Portico's own (no hosted service has it): how
 *                                              a wallet or an operator records a grant; the
 *                                              signature is the account's personal_sign of pci
 *
 * Accounts are eip155 (the revoke's path may be a plain 0x address, as the client sends it);
 * signatures are checked with viem's verifyMessage (EOA signatures). A revoke names a grant
 * of the signing account: another account's pci is 404, as an unknown one.
 */
import { Hono } from 'hono';
import type { ServerContext } from '../context';
import { ConflictError, NotFoundError } from '../errors';
import { readJsonObject } from '../http/requestInput';
import { SERVER_MESSAGES } from '../messages';
import type { SessionRecord } from '../storage/repository';
import { readAccountAddress, readEip155Account } from './eip155Account';
import { assertSignedPci, readExpiry, readPci, readProject, readSignature } from './sessionInput';

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
    const pci = readPci(body);
    await assertSignedPci(address, pci, readSignature(body));
    const session = await repository.findSession(pci);
    const notFound = () => new NotFoundError(SERVER_MESSAGES.sessionNotFound(pci, address));
    if (!session || session.revokedAt !== null) throw notFound();
    if (accountOf(session.caipAddress) !== address.toLowerCase()) throw notFound();
    if (!(await repository.revokeSession(pci, nowSeconds()))) throw notFound();
    return c.json({ success: true });
  });

  routes.post('/v1/sessions/:caipAddress', async (c) => {
    const account = readEip155Account(c.req.param('caipAddress'), 'caipAddress');
    const body = await readJsonObject(c);
    const pci = readPci(body);
    const signature = readSignature(body);
    const project = readProject(body.project);
    const now = nowSeconds();
    const expiry = readExpiry(body.expiry, now);
    await assertSignedPci(account.address, pci, signature);
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
