import { ANVIL_ACCOUNTS } from '@portico/testing';
import type { Hono } from 'hono';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { parseIdentity } from '../../../core/src/services/identity';
import {
  createNameRegistrationMessage,
  evmCoinType,
  parseNameProfile,
  parseNameProfiles,
  parseNameSuggestions,
} from '../../../core/src/services/names';
import { openTestRepository } from '../__fixtures__/testRepository';
import { accountRoutes } from '../chains/accountRoutes';
import { createRouteTestContext, serveRoutes } from '../chains/__fixtures__/routeTestContext';
import type { Repository } from '../storage/repository';
import { nameRoutes } from './nameRoutes';

// Real nodes and a real database: generous time for a loaded machine.
jest.setTimeout(30_000);

const ZONE = 'portico.test';
const NOW_MS = 1_750_000_000_000;
const LOCAL_COIN_TYPE = evmCoinType(31337);

let repository: Repository & { close(): Promise<void> };
let app: Hono;
beforeAll(async () => {
  repository = await openTestRepository();
  const context = createRouteTestContext(
    repository,
    { names: { zone: ZONE, maxMessageAgeSeconds: 600 } },
    () => NOW_MS,
  );
  app = serveRoutes(context, nameRoutes, accountRoutes);
}, 30_000);
afterAll(() => repository?.close());

const fresh = () => privateKeyToAccount(generatePrivateKey());

async function register(
  account: PrivateKeyAccount,
  name: string,
  {
    nowMs = NOW_MS,
    signer = account,
    coinType = LOCAL_COIN_TYPE as unknown,
    attributes,
  }: {
    nowMs?: number;
    signer?: PrivateKeyAccount;
    coinType?: unknown;
    attributes?: Record<string, string>;
  } = {},
) {
  const message = attributes
    ? JSON.stringify({ name, attributes, timestamp: Math.floor(nowMs / 1000) })
    : createNameRegistrationMessage(name, nowMs);
  const signature = await signer.signMessage({ message });
  return post({ coin_type: coinType, address: account.address, message, signature });
}

const post = (body: unknown) =>
  app.request('/v1/profile/account', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function expectError(response: Response | Promise<Response>, status: number, text: string) {
  const answer = await response;
  expect(answer.status).toBe(status);
  const body = (await answer.json()) as { reasons: { description: string }[] };
  expect(body.reasons[0]?.description).toContain(text);
}

describe('registering a name with a real signature', () => {
  it('registers, then resolves the name, lists it for the address, and gives its identity', async () => {
    const account = fresh();
    const registered = await register(account, 'alice.portico.test', {
      attributes: { avatar: 'https://img.example/alice.png' },
    });
    expect(registered.status).toBe(200);

    const resolved = await app.request('/v1/profile/account/alice.portico.test?apiVersion=2');
    expect(resolved.status).toBe(200);
    const profile = parseNameProfile(await resolved.json());
    expect(profile?.name).toBe('alice.portico.test');
    expect(profile?.addresses['60']?.address).toBe(account.address);
    expect(profile?.addresses[String(LOCAL_COIN_TYPE)]?.address).toBe(account.address);
    expect(profile?.registered).toBe(NOW_MS / 1000);
    expect(profile?.attributes).toEqual([{ avatar: 'https://img.example/alice.png' }]);

    const reverse = await app.request(
      `/v1/profile/reverse/${account.address.toLowerCase()}?apiVersion=2`,
    );
    expect(parseNameProfiles(await reverse.json()).map((p) => p.name)).toEqual([
      'alice.portico.test',
    ]);

    const identity = await app.request(`/v1/identity/${account.address}`);
    expect(parseIdentity(await identity.json())).toEqual({
      name: 'alice.portico.test',
      avatar: 'https://img.example/alice.png',
    });
  });

  it('stores the name in lower case and answers lookups in any case', async () => {
    const account = fresh();
    expect((await register(account, 'MixedCase.portico.test')).status).toBe(200);
    const resolved = await app.request('/v1/profile/account/MIXEDCASE.PORTICO.TEST');
    expect(parseNameProfile(await resolved.json())?.name).toBe('mixedcase.portico.test');
  });

  it('accepts coin type 60 and keeps several names of one address, first one as identity', async () => {
    const account = fresh();
    expect((await register(account, 'first-name.portico.test', { coinType: 60 })).status).toBe(200);
    expect(
      (await register(account, 'second-name.portico.test', { nowMs: NOW_MS + 1000 })).status,
    ).toBe(200);
    const reverse = await app.request(`/v1/profile/reverse/${account.address}`);
    expect(parseNameProfiles(await reverse.json()).map((p) => p.name)).toEqual([
      'first-name.portico.test',
      'second-name.portico.test',
    ]);
    const identity = await app.request(`/v1/identity/${account.address}?chainId=eip155:1`);
    expect(((await identity.json()) as { name: string }).name).toBe('first-name.portico.test');
  });

  it('refuses a message signed by another account with 401 and a reason', async () => {
    const account = fresh();
    await expectError(
      register(account, 'impostor.portico.test', { signer: fresh() }),
      401,
      `The message was not signed by ${account.address}`,
    );
    expect((await app.request('/v1/profile/account/impostor.portico.test')).status).toBe(404);
  });

  it('refuses a stale message, or one from the future, with 400', async () => {
    const account = fresh();
    await expectError(
      register(account, 'stale-one.portico.test', { nowMs: NOW_MS - 601_000 }),
      400,
      'The message is older than 600 seconds',
    );
    await expectError(
      register(account, 'future-one.portico.test', { nowMs: NOW_MS + 61_000 }),
      400,
      'The message timestamp is in the future',
    );
  });

  it('refuses a taken name with 409, whoever asks', async () => {
    const [owner, latecomer] = [fresh(), fresh()];
    expect((await register(owner, 'taken.portico.test')).status).toBe(200);
    await expectError(
      register(latecomer, 'TAKEN.portico.test'),
      409,
      'The name taken.portico.test is already registered',
    );
    await expectError(register(owner, 'taken.portico.test'), 409, 'already registered');
  });

  it('refuses names that break the rule or sit outside the zone with 400', async () => {
    const account = fresh();
    await expectError(register(account, 'bob.portico.test'), 400, 'Invalid name bob');
    await expectError(register(account, 'bob_by.portico.test'), 400, 'Invalid name bob_by');
    await expectError(
      register(account, 'robert.reown.id'),
      400,
      'The name robert.reown.id must end with .portico.test',
    );
  });

  it('refuses malformed bodies with 400, never a 500', async () => {
    const account = fresh();
    const message = createNameRegistrationMessage('valid-name.portico.test', NOW_MS);
    const signature = await account.signMessage({ message });
    const good = { coin_type: 60, address: account.address, message, signature };
    const cases: [unknown, string][] = [
      ['not json', 'The request body must be JSON'],
      [[good], 'The request body must be JSON'],
      [{ ...good, coin_type: 501 }, 'Invalid coin_type 501'],
      [{ ...good, coin_type: '60' }, 'Invalid coin_type "60"'],
      [{ ...good, address: undefined }, 'Missing field: address'],
      [{ ...good, address: '0x1234' }, 'Invalid address: 0x1234'],
      [{ ...good, message: 42 }, 'Missing field: message'],
      [{ ...good, message: 'hello' }, 'The message must be the JSON of a name registration'],
      [{ ...good, signature: 'nope' }, 'Invalid signature'],
    ];
    for (const [body, text] of cases) await expectError(post(body), 400, text);
    expect((await app.request('/v1/profile/account/valid-name.portico.test')).status).toBe(404);
  });
});

describe('lookups', () => {
  it('answers 404 with a reason for a name nobody registered', async () => {
    await expectError(
      app.request('/v1/profile/account/nobody.portico.test'),
      404,
      'Name not found: nobody.portico.test',
    );
  });

  it('answers 400 for text that cannot be a name', async () => {
    await expectError(app.request('/v1/profile/account/a%20b'), 400, 'Invalid name: a b');
  });

  it('answers an empty list and no identity for an address without names', async () => {
    const address = fresh().address;
    const reverse = await app.request(`/v1/profile/reverse/${address}`);
    expect(await reverse.json()).toEqual([]);
    const identity = await app.request(`/v1/identity/${address}`);
    expect(await identity.json()).toEqual({ name: null, avatar: null });
  });

  it('answers 400 for a bad address, sender or chain id', async () => {
    await expectError(app.request('/v1/profile/reverse/0xzz'), 400, 'Invalid address: 0xzz');
    await expectError(
      app.request(`/v1/profile/reverse/${ANVIL_ACCOUNTS[0]!.address}?sender=bob`),
      400,
      'Invalid address: bob',
    );
    await expectError(app.request('/v1/identity/alice'), 400, 'Invalid address: alice');
    await expectError(
      app.request(`/v1/identity/${ANVIL_ACCOUNTS[0]!.address}?chainId=solana:5eykt`),
      400,
      'Unknown chain: solana:5eykt',
    );
  });
});

describe('suggestions', () => {
  it('suggest the typed name under the zone while it is free, and not once registered', async () => {
    const before = await app.request(`/v1/profile/suggestions/carol?zone=${ZONE}`);
    const free = parseNameSuggestions(await before.json());
    expect(free[0]).toEqual({ name: 'carol.portico.test', registered: false });
    expect(free.length).toBeGreaterThan(1);

    expect((await register(fresh(), 'carol.portico.test')).status).toBe(200);
    const after = await app.request('/v1/profile/suggestions/carol.portico.test');
    const names = parseNameSuggestions(await after.json()).map((s) => s.name);
    expect(names).not.toContain('carol.portico.test');
    expect(names[0]).toBe('carol1.portico.test');
  });

  it('refuse a name that breaks the rule, or another zone, with 400', async () => {
    await expectError(app.request('/v1/profile/suggestions/abc'), 400, 'Invalid name abc');
    await expectError(
      app.request('/v1/profile/suggestions/carol?zone=reown.id'),
      400,
      'Unknown zone: reown.id',
    );
  });
});
