import { ANVIL_ACCOUNTS } from '@portico/testing';
import type { Hono } from 'hono';
import type { TypedDataDefinition } from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { parseSmartSessions } from '../../../core/src/services/sessions';
import {
  randomSessionNonce,
  sessionGrantTypedData,
  sessionRevokeTypedData,
  type SmartSessionTypedData,
} from '../../../core/src/services/sessionTypedData';
import { openTestRepository } from '../__fixtures__/testRepository';
import type { Repository } from '../storage/repository';
import { postJson, routeGroupApp, routeGroupContext } from './__fixtures__/routeGroupApp';
import { sessionRoutes } from './sessionRoutes';

const NOW_SECONDS = 1_750_000_000;
const EXPIRY = NOW_SECONDS + 3_600;
const DAY_SECONDS = 86_400;
const SERVER = 'https://sessions.portico.test';
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
    routeGroupContext({
      repository,
      config: { publicUrl: `${SERVER}/data-api` },
      now: () => NOW_SECONDS * 1_000,
    }),
  ));
}, 30_000);
afterAll(() => repository?.close());
afterEach(() => expect(errors).toEqual([]));

/** A new pci, as a wallet makes one (a v4 UUID). */
const newPci = () => crypto.randomUUID();

const signTyped = (account: PrivateKeyAccount, typedData: SmartSessionTypedData) =>
  account.signTypedData(typedData as unknown as TypedDataDefinition);

interface GrantOptions {
  readonly chain?: string;
  readonly signer?: PrivateKeyAccount;
  readonly expiry?: number;
  readonly issuedAt?: number;
  readonly server?: string;
}

/** The body of a grant of `account`, signed (by `signer`, default the account). */
async function grantBody(account: PrivateKeyAccount, pci: string, options: GrantOptions = {}) {
  const { chain = 'eip155:1', signer = account, expiry = EXPIRY } = options;
  const issuedAt = options.issuedAt ?? NOW_SECONDS;
  const nonce = randomSessionNonce();
  const typedData = sessionGrantTypedData({
    server: options.server ?? SERVER,
    caipAddress: caip(account, chain),
    pci,
    project,
    expiry,
    nonce,
    issuedAt,
  });
  const signature = await signTyped(signer, typedData);
  return { pci, project, expiry, nonce, issuedAt, signature };
}

const postGrant = (account: PrivateKeyAccount, body: unknown, chain = 'eip155:1') =>
  app.request(`/v1/sessions/${caip(account, chain)}`, postJson(body));

async function grant(account: PrivateKeyAccount, pci: string, options: GrantOptions = {}) {
  return postGrant(account, await grantBody(account, pci, options), options.chain);
}

async function list(caipAddress: string) {
  const response = await app.request(`/v1/sessions/${caipAddress}`);
  expect(response.status).toBe(200);
  return parseSmartSessions(await response.json());
}

/** The body of a revoke of the account's grant on eip155:1, signed by `signer`. */
async function revokeBody(account: PrivateKeyAccount, pci: string, signer = account) {
  const nonce = randomSessionNonce();
  const typedData = sessionRevokeTypedData({
    server: SERVER,
    caipAddress: caip(account),
    pci,
    nonce,
    issuedAt: NOW_SECONDS,
  });
  return { pci, nonce, issuedAt: NOW_SECONDS, signature: await signTyped(signer, typedData) };
}

const postRevoke = (path: string, body: unknown) =>
  app.request(`/v1/sessions/${path}/revoke`, postJson(body));

async function revoke(path: string, pci: string, signer: PrivateKeyAccount, account = signer) {
  return postRevoke(path, await revokeBody(account, pci, signer));
}

async function expectRefused(sent: Response | Promise<Response>, status: number, message: string) {
  const response = await sent;
  expect(response.status).toBe(status);
  await expect(response.json()).resolves.toMatchObject({
    status,
    message: expect.stringContaining(message),
  });
}

describe('smart sessions: grant, list, revoke with real signatures', () => {
  it('records a grant signed by the account and lists it as the client reads it', async () => {
    const pci = newPci();
    const response = await grant(alice, pci);
    expect(response.status).toBe(201);
    await expect(list(caip(alice))).resolves.toEqual([
      { pci, project, expiry: EXPIRY, createdAt: NOW_SECONDS },
    ]);
  });

  it('lists by CAIP-10 account in any case, and nothing for another chain', async () => {
    const pci = newPci();
    await grant(alice, pci);
    const sessions = await list(caip(alice).toLowerCase());
    expect(sessions.map((session) => session.pci)).toContain(pci);
    await expect(list(caip(alice, 'eip155:10'))).resolves.toEqual([]);
  });

  it("revokes the account's own grant, after which it is no longer listed", async () => {
    const pci = newPci();
    await grant(alice, pci);
    const response = await revoke(alice.address, pci, alice);
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ success: true });
    const pcis = (await list(caip(alice))).map((session) => session.pci);
    expect(pcis).not.toContain(pci);
  });

  it('a revoke path may be the CAIP-10 account too', async () => {
    const pci = newPci();
    await grant(alice, pci);
    const response = await revoke(caip(alice), pci, alice);
    expect(response.status).toBe(200);
  });

  it("refuses to revoke another account's grant, even with that signer's valid signature (404)", async () => {
    const pci = newPci();
    await grant(alice, pci);
    const response = await revoke(bob.address, pci, bob);
    expect(response.status).toBe(404);
    await expect(response.json()).resolves.toMatchObject({
      message: `No live session ${pci} granted by ${bob.address}`,
    });
    expect((await list(caip(alice))).map((session) => session.pci)).toContain(pci);
  });

  it('refuses a revoke signed by someone else than the path account (401)', async () => {
    const pci = newPci();
    await grant(alice, pci);
    const response = await revoke(alice.address, pci, bob, alice);
    await expectRefused(
      response,
      401,
      `The RevokeSession typed data (EIP-712, domain Portico Sessions) for ${SERVER} was not signed by ${alice.address}`,
    );
  });

  it('a second revoke, or a revoke of an unknown pci, is 404', async () => {
    const pci = newPci();
    await grant(alice, pci);
    expect((await revoke(alice.address, pci, alice)).status).toBe(200);
    expect((await revoke(alice.address, pci, alice)).status).toBe(404);
    expect((await revoke(alice.address, newPci(), alice)).status).toBe(404);
  });

  it('refuses a grant signed by another account (401) and records nothing', async () => {
    const pci = newPci();
    const response = await grant(alice, pci, { signer: bob });
    await expectRefused(response, 401, `was not signed by ${alice.address}`);
    expect((await list(caip(alice))).map((session) => session.pci)).not.toContain(pci);
  });

  it('refuses a grant whose pci another account holds (409): a pci cannot be taken over', async () => {
    const pci = newPci();
    await grant(alice, pci);
    const response = await grant(bob, pci);
    await expectRefused(response, 409, `The session ${pci} is recorded already`);
    await expect(list(caip(bob))).resolves.toEqual([]);
  });
});

describe('issue 15: a signature grants or revokes exactly what it names, once', () => {
  it('the live exploit: a personal_sign of sign-in text grants nothing and revokes nothing', async () => {
    const text = 'Sign in to example.com\nNonce: 42';
    const phish = { name: 'Portico Support', url: 'https://phish.example' };
    const signature = await alice.signMessage({ message: text });
    const hundredYears = NOW_SECONDS + 100 * 365 * DAY_SECONDS;
    const exploit = { pci: text, project: phish, expiry: hundredYears, signature };
    const withNonce = { nonce: randomSessionNonce(), issuedAt: NOW_SECONDS };
    await expectRefused(postGrant(alice, { ...exploit, ...withNonce }), 400, 'Invalid pci');
    const pci = newPci();
    await expectRefused(
      postGrant(alice, { ...exploit, ...withNonce, pci }),
      400,
      'a grant lasts at most 30 days',
    );
    const personalSigned = {
      ...exploit,
      ...withNonce,
      pci,
      expiry: EXPIRY,
      signature: await alice.signMessage({ message: pci }),
    };
    await expectRefused(postGrant(alice, personalSigned), 401, 'GrantSession typed data');
    await expect(list(caip(alice))).resolves.not.toContainEqual(expect.objectContaining({ pci }));
    // The same personal_sign signature does not revoke a real grant either.
    const real = newPci();
    expect((await grant(alice, real)).status).toBe(201);
    await expectRefused(
      postRevoke(alice.address, { pci: real, ...withNonce, signature: personalSigned.signature }),
      401,
      'RevokeSession typed data',
    );
  });

  it("a grant's signature cannot revoke it", async () => {
    const pci = newPci();
    const body = await grantBody(alice, pci);
    expect((await postGrant(alice, body)).status).toBe(201);
    const { nonce, issuedAt, signature } = body;
    await expectRefused(
      postRevoke(alice.address, { pci, nonce, issuedAt, signature }),
      401,
      'RevokeSession typed data',
    );
    expect((await list(caip(alice))).map((session) => session.pci)).toContain(pci);
  });

  it('a replayed grant is refused (409), also after the grant was revoked', async () => {
    const pci = newPci();
    const body = await grantBody(alice, pci);
    expect((await postGrant(alice, body)).status).toBe(201);
    await expectRefused(postGrant(alice, body), 409, 'This signed request was used already');
    expect((await revoke(alice.address, pci, alice)).status).toBe(200);
    await expectRefused(postGrant(alice, body), 409, 'used already');
    expect((await list(caip(alice))).map((session) => session.pci)).not.toContain(pci);
  });

  it('an expiry over 30 days is refused (400); 30 days exactly is granted', async () => {
    const cap = NOW_SECONDS + 30 * DAY_SECONDS;
    await expectRefused(
      grant(alice, newPci(), { expiry: cap + 1 }),
      400,
      'Invalid expiry: a grant lasts at most 30 days from now',
    );
    expect((await grant(alice, newPci(), { expiry: cap })).status).toBe(201);
  });

  it('a pci that is not a lower-case UUID is refused (400)', async () => {
    const wrong = [
      'pci-1',
      crypto.randomUUID().toUpperCase(),
      `0x${'ab'.repeat(32)}`,
      `${crypto.randomUUID()} `,
      crypto.randomUUID().replace(/-/g, ''),
    ];
    for (const pci of wrong) {
      await expectRefused(
        grant(alice, pci),
        400,
        'Invalid pci: a smart session id is a lower-case UUID',
      );
    }
  });

  it('a signature for another server, another chain or another project is refused (401)', async () => {
    const forOther = await grantBody(alice, newPci(), { server: 'https://evil.example' });
    await expectRefused(postGrant(alice, forOther), 401, `for ${SERVER} was not signed`);
    // Signed for eip155:10, sent for eip155:1.
    const onOtherChain = await grantBody(alice, newPci(), { chain: 'eip155:10' });
    await expectRefused(postGrant(alice, onOtherChain), 401, 'was not signed');
    const signed = await grantBody(alice, newPci());
    const swapped = {
      ...signed,
      project: { name: 'Portico Support', url: 'https://phish.example' },
    };
    await expectRefused(postGrant(alice, swapped), 401, 'was not signed');
    const longer = { ...signed, expiry: signed.expiry + 60 };
    await expectRefused(postGrant(alice, longer), 401, 'was not signed');
  });

  it('a signature issued over 10 minutes ago, or ahead of the clock, is refused (400)', async () => {
    await expectRefused(
      grant(alice, newPci(), { issuedAt: NOW_SECONDS - 601 }),
      400,
      'The signature was made more than 600 seconds ago',
    );
    await expectRefused(
      grant(alice, newPci(), { issuedAt: NOW_SECONDS + 61 }),
      400,
      'The signature is dated in the future',
    );
    expect((await grant(alice, newPci(), { issuedAt: NOW_SECONDS - 600 })).status).toBe(201);
  });

  it('a grant on a chain id too large for the typed data is refused (400)', async () => {
    const chain = `eip155:${'9'.repeat(20)}`;
    await expectRefused(
      postGrant(alice, await grantBody(alice, newPci()), chain),
      400,
      'too large for a signed smart session',
    );
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
      () => postRevoke('0x12', { pci: 'p', signature: '0x00' }),
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
      'revoke: no nonce',
      () => postRevoke(alice.address, { pci: 'p', issuedAt: NOW_SECONDS, signature: '0x00' }),
      400,
      'Missing field: nonce',
    ],
    [
      'revoke: a nonce that is not 32 bytes',
      () =>
        postRevoke(alice.address, {
          pci: 'p',
          nonce: '0x1234',
          issuedAt: NOW_SECONDS,
          signature: '0x00',
        }),
      400,
      'Invalid nonce',
    ],
    [
      'revoke: an issuedAt that is not whole seconds',
      () =>
        postRevoke(alice.address, {
          pci: 'p',
          nonce: randomSessionNonce(),
          issuedAt: NOW_SECONDS * 1_000 + 0.5,
          signature: '0x00',
        }),
      400,
      'Invalid issuedAt',
    ],
    [
      'revoke: a signature that is not hex',
      () =>
        postRevoke(alice.address, {
          pci: 'p',
          nonce: randomSessionNonce(),
          issuedAt: NOW_SECONDS,
          signature: 'sig',
        }),
      400,
      'Invalid signature: it must be 0x-prefixed hex',
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
          postJson({ pci: newPci(), expiry: NOW_SECONDS, signature: '0x00' }),
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
            pci: newPci(),
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
