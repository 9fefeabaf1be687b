import { ANVIL_ACCOUNTS } from '@portico/testing';
import type { Hono } from 'hono';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { parseSmartSessions } from '../../../core/src/services/sessions';
import { openTestRepository } from '../__fixtures__/testRepository';
import type { Repository } from '../storage/repository';
import { postJson, routeGroupApp, routeGroupContext } from './__fixtures__/routeGroupApp';
import { sessionRoutes } from './sessionRoutes';

const NOW_SECONDS = 1_750_000_000;
const EXPIRY = NOW_SECONDS + 3_600;
const alice = privateKeyToAccount(ANVIL_ACCOUNTS[0]!.privateKey);
const bob = privateKeyToAccount(ANVIL_ACCOUNTS[1]!.privateKey);
const caip = (account: PrivateKeyAccount, chain = 'eip155:1') => `${chain}:${account.address}`;
const project = {
  id: 'app',
  name: 'An app',
  url: 'https://app.example',
  iconUrl: 'https://app.example/icon.png',
};

let repository: Repository & { close(): Promise<void> };
let app: Hono;
let errors: unknown[];

beforeAll(async () => {
  repository = await openTestRepository();
  ({ app, errors } = routeGroupApp(
    sessionRoutes,
    routeGroupContext({ repository, now: () => NOW_SECONDS * 1_000 }),
  ));
}, 30_000);
afterAll(() => repository?.close());
afterEach(() => expect(errors).toEqual([]));

async function grant(account: PrivateKeyAccount, pci: string, chain = 'eip155:1') {
  const signature = await account.signMessage({ message: pci });
  return app.request(
    `/v1/sessions/${caip(account, chain)}`,
    postJson({ pci, project, expiry: EXPIRY, signature }),
  );
}

async function list(caipAddress: string) {
  const response = await app.request(`/v1/sessions/${caipAddress}`);
  expect(response.status).toBe(200);
  return parseSmartSessions(await response.json());
}

async function revoke(path: string, pci: string, signer: PrivateKeyAccount) {
  const signature = await signer.signMessage({ message: pci });
  return app.request(`/v1/sessions/${path}/revoke`, postJson({ pci, signature }));
}

describe('smart sessions: grant, list, revoke with real signatures', () => {
  it('records a grant signed by the account and lists it as the client reads it', async () => {
    const response = await grant(alice, 'alice-1');
    expect(response.status).toBe(201);
    await expect(list(caip(alice))).resolves.toEqual([
      { pci: 'alice-1', project, expiry: EXPIRY, createdAt: NOW_SECONDS },
    ]);
  });

  it('lists by CAIP-10 account in any case, and nothing for another chain', async () => {
    await grant(alice, 'alice-case');
    const sessions = await list(caip(alice).toLowerCase());
    expect(sessions.map((session) => session.pci)).toContain('alice-case');
    await expect(list(caip(alice, 'eip155:10'))).resolves.toEqual([]);
  });

  it("revokes the account's own grant, after which it is no longer listed", async () => {
    await grant(alice, 'alice-revoke');
    const response = await revoke(alice.address, 'alice-revoke', alice);
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ success: true });
    const pcis = (await list(caip(alice))).map((session) => session.pci);
    expect(pcis).not.toContain('alice-revoke');
  });

  it('a revoke path may be the CAIP-10 account too', async () => {
    await grant(alice, 'alice-caip-revoke');
    const response = await revoke(caip(alice), 'alice-caip-revoke', alice);
    expect(response.status).toBe(200);
  });

  it("refuses to revoke another account's grant, even with that signer's valid signature (404)", async () => {
    await grant(alice, 'alice-kept');
    const response = await revoke(bob.address, 'alice-kept', bob);
    expect(response.status).toBe(404);
    await expect(response.json()).resolves.toMatchObject({
      message: `No live session alice-kept granted by ${bob.address}`,
    });
    expect((await list(caip(alice))).map((session) => session.pci)).toContain('alice-kept');
  });

  it('refuses a revoke signed by someone else than the path account (401)', async () => {
    await grant(alice, 'alice-forged');
    const response = await revoke(alice.address, 'alice-forged', bob);
    expect(response.status).toBe(401);
    await expect(response.json()).resolves.toMatchObject({
      message: `The message was not signed by ${alice.address}`,
    });
  });

  it('a second revoke, or a revoke of an unknown pci, is 404', async () => {
    await grant(alice, 'alice-twice');
    expect((await revoke(alice.address, 'alice-twice', alice)).status).toBe(200);
    expect((await revoke(alice.address, 'alice-twice', alice)).status).toBe(404);
    expect((await revoke(alice.address, 'never-granted', alice)).status).toBe(404);
  });

  it('refuses a grant signed by another account (401) and records nothing', async () => {
    const signature = await bob.signMessage({ message: 'forged-grant' });
    const response = await app.request(
      `/v1/sessions/${caip(alice)}`,
      postJson({ pci: 'forged-grant', project, expiry: EXPIRY, signature }),
    );
    expect(response.status).toBe(401);
    expect((await list(caip(alice))).map((session) => session.pci)).not.toContain('forged-grant');
  });

  it('refuses a grant whose pci another account holds (409): a pci cannot be taken over', async () => {
    await grant(alice, 'shared-pci');
    const response = await grant(bob, 'shared-pci');
    expect(response.status).toBe(409);
    await expect(list(caip(bob))).resolves.toEqual([]);
  });
});

describe('bad input is a 4xx with a clear message, on every session route', () => {
  it.each([
    [
      'list: a plain address',
      () => app.request(`/v1/sessions/${alice.address}`),
      400,
      'Invalid caipAddress',
    ],
    [
      'list: another namespace',
      () => app.request(`/v1/sessions/solana:1:${alice.address}`),
      400,
      'Invalid caipAddress',
    ],
    [
      'revoke: a bad address',
      () => app.request('/v1/sessions/0x12/revoke', postJson({ pci: 'p', signature: '0x00' })),
      400,
      'Invalid address',
    ],
    [
      'revoke: no pci',
      () => app.request(`/v1/sessions/${alice.address}/revoke`, postJson({ signature: '0x00' })),
      400,
      'Missing field: pci',
    ],
    [
      'revoke: a signature that is not hex',
      () =>
        app.request(
          `/v1/sessions/${alice.address}/revoke`,
          postJson({ pci: 'p', signature: 'sig' }),
        ),
      400,
      'Invalid signature: it must be 0x-prefixed hex',
    ],
    [
      'revoke: hex that is no signature',
      () =>
        app.request(
          `/v1/sessions/${alice.address}/revoke`,
          postJson({ pci: 'p', signature: '0xabcd' }),
        ),
      401,
      'The message was not signed by',
    ],
    [
      'revoke: a body that is not JSON',
      () => app.request(`/v1/sessions/${alice.address}/revoke`, postJson('pci=p')),
      400,
      'The request body must be JSON',
    ],
    [
      'grant: an expiry in the past',
      () =>
        app.request(
          `/v1/sessions/${caip(alice)}`,
          postJson({ pci: 'p', expiry: NOW_SECONDS, signature: '0x00' }),
        ),
      400,
      'Invalid expiry',
    ],
    [
      'grant: a project link that is not http(s)',
      () =>
        app.request(
          `/v1/sessions/${caip(alice)}`,
          postJson({
            pci: 'p',
            expiry: EXPIRY,
            signature: '0x00',
            project: { url: 'javascript:x' },
          }),
        ),
      400,
      'Invalid project.url',
    ],
    [
      'grant: a pci over 256 characters',
      () =>
        app.request(
          `/v1/sessions/${caip(alice)}`,
          postJson({ pci: 'p'.repeat(300), expiry: EXPIRY, signature: '0x00' }),
        ),
      400,
      'Invalid pci',
    ],
  ])('%s', async (_what, send, status, message) => {
    const response = await send();
    expect(response.status).toBe(status);
    await expect(response.json()).resolves.toMatchObject({
      status,
      message: expect.stringContaining(message as string),
    });
  });
});
