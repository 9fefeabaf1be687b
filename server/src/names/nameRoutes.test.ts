import { ANVIL_ACCOUNTS } from '@portico/testing';
import type { Hono } from 'hono';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { parseIdentity } from '../../../core/src/services/identity';
import { createNameMessage, type NameAction } from '../../../core/src/services/nameMessage';
import {
  evmCoinType,
  parseNameProfile,
  parseNameProfiles,
  parseNameSuggestions,
} from '../../../core/src/services/names';
import { openTestRepository } from '../__fixtures__/testRepository';
import { accountRoutes } from '../chains/accountRoutes';
import { createRouteTestContext, serveRoutes } from '../chains/__fixtures__/routeTestContext';
import type { NameRecord, Repository } from '../storage/repository';
import { chainOfCoinType } from './coinType';
import { MAX_NAMES_PER_ADDRESS, REVERSE_LOOKUP_MAX_NAMES } from './nameLimits';
import { nameRoutes } from './nameRoutes';

// Real nodes and a real database: generous time for a loaded machine.
jest.setTimeout(30_000);

const ZONE = 'portico.test';
const SERVER = 'https://names.portico.test';
const NOW_MS = 1_750_000_000_000;
const LOCAL_COIN_TYPE = evmCoinType(31337);

let repository: Repository & { close(): Promise<void> };
let app: Hono;
beforeAll(async () => {
  repository = await openTestRepository();
  const context = createRouteTestContext(
    repository,
    { names: { zone: ZONE, maxMessageAgeSeconds: 600 }, publicUrl: `${SERVER}/api/` },
    () => NOW_MS,
  );
  app = serveRoutes(context, nameRoutes, accountRoutes);
}, 30_000);
afterAll(() => repository?.close());

const fresh = () => privateKeyToAccount(generatePrivateKey());

interface SignOptions {
  readonly nowMs?: number;
  readonly signer?: PrivateKeyAccount;
  readonly coinType?: unknown;
  readonly attributes?: Record<string, string>;
  readonly server?: string;
  readonly chain?: string;
}

/** The body of a signed change of `name` by `account`, as core's client sends it. */
async function signedBody(
  action: NameAction,
  account: PrivateKeyAccount,
  name: string,
  options: SignOptions = {},
) {
  const { nowMs = NOW_MS, signer = account, coinType = LOCAL_COIN_TYPE, attributes = {} } = options;
  const message = createNameMessage({
    action,
    name,
    attributes,
    timestamp: Math.floor(nowMs / 1000),
    server: options.server ?? SERVER,
    chain: options.chain ?? chainOfCoinType(typeof coinType === 'number' ? coinType : 60),
    address: account.address,
  });
  const signature = await signer.signMessage({ message });
  return { coin_type: coinType, address: account.address, message, signature };
}

async function register(account: PrivateKeyAccount, name: string, options: SignOptions = {}) {
  return post(await signedBody('register', account, name, options));
}

const change = (action: 'update' | 'release', name: string, body: unknown) =>
  app.request(`/v1/profile/account/${name}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

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
    await expectError(
      register(owner, 'taken.portico.test', { nowMs: NOW_MS + 1_000 }),
      409,
      'already registered',
    );
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
    const good = await signedBody('register', account, 'valid-name.portico.test', {
      coinType: 60,
    });
    const cases: [unknown, string][] = [
      ['not json', 'The request body must be JSON'],
      [[good], 'The request body must be JSON'],
      [{ ...good, coin_type: 501 }, 'Invalid coin_type 501'],
      [{ ...good, coin_type: '60' }, 'Invalid coin_type "60"'],
      [{ ...good, address: undefined }, 'Missing field: address'],
      [{ ...good, address: '0x1234' }, 'Invalid address: 0x1234'],
      [{ ...good, message: 42 }, 'Missing field: message'],
      [{ ...good, message: 'hello' }, 'The message must be the text createNameMessage writes'],
      [{ ...good, signature: 'nope' }, 'Invalid signature'],
    ];
    for (const [body, text] of cases) await expectError(post(body), 400, text);
    expect((await app.request('/v1/profile/account/valid-name.portico.test')).status).toBe(404);
  });
});

describe('issue 15: signed changes name their server, zone, chain and action; caps', () => {
  it('refuses a signature made for another server, zone, chain or account (400, naming the line)', async () => {
    const account = fresh();
    await expectError(
      register(account, 'elsewhere.portico.test', { server: 'https://evil.example' }),
      400,
      `The message says "Server: https://evil.example" where this server needs "Server: ${SERVER}"`,
    );
    await expectError(
      register(account, 'robert.reown.id'),
      400,
      'The name robert.reown.id must end with .portico.test',
    );
    await expectError(
      register(account, 'otherchain.portico.test', { chain: 'eip155:5' }),
      400,
      `The message says "Chain: eip155:5" where this server needs "Chain: ${chainOfCoinType(LOCAL_COIN_TYPE)}"`,
    );
    // Signed by the account, but naming someone else's address in the body.
    const body = await signedBody('register', account, 'not-mine.portico.test');
    await expectError(
      post({ ...body, address: fresh().address }),
      400,
      'The message says "Account:',
    );
    for (const name of ['elsewhere', 'otherchain', 'not-mine']) {
      expect((await app.request(`/v1/profile/account/${name}.portico.test`)).status).toBe(404);
    }
  });

  it('refuses the old bare JSON message, which names no server (400)', async () => {
    const account = fresh();
    const message = JSON.stringify({
      name: 'bare-json.portico.test',
      attributes: {},
      timestamp: NOW_MS / 1000,
    });
    const signature = await account.signMessage({ message });
    await expectError(
      post({ coin_type: 60, address: account.address, message, signature }),
      400,
      'The message must be the text createNameMessage writes',
    );
  });

  it('the owner updates the attributes; anyone else is refused (403)', async () => {
    const [owner, stranger] = [fresh(), fresh()];
    expect((await register(owner, 'updated-name.portico.test')).status).toBe(200);
    const attributes = { avatar: 'https://img.example/new.png', bio: 'new' };
    const later = NOW_MS + 5_000;
    const byStranger = await signedBody('update', stranger, 'updated-name.portico.test', {
      attributes: { bio: 'hijacked' },
    });
    await expectError(
      change('update', 'updated-name.portico.test', byStranger),
      403,
      `The name updated-name.portico.test is not registered to ${stranger.address}`,
    );
    const byOwner = await signedBody('update', owner, 'updated-name.portico.test', {
      attributes,
      nowMs: later,
    });
    const updated = await change('update', 'updated-name.portico.test', byOwner);
    expect(updated.status).toBe(200);
    const profile = parseNameProfile(
      await (await app.request('/v1/profile/account/updated-name.portico.test')).json(),
    );
    expect(profile?.attributes).toEqual([attributes]);
    expect(profile?.updated).toBe(NOW_MS / 1000);
    // Replaying the same signed update is refused.
    await expectError(
      change('update', 'updated-name.portico.test', byOwner),
      409,
      'This signed request was used already',
    );
  });

  it('the owner releases the name, which anyone may then register; anyone else is refused (403)', async () => {
    const [owner, stranger] = [fresh(), fresh()];
    expect((await register(owner, 'released-name.portico.test')).status).toBe(200);
    await expectError(
      change(
        'release',
        'released-name.portico.test',
        await signedBody('release', stranger, 'released-name.portico.test'),
      ),
      403,
      'is not registered to',
    );
    const released = await change(
      'release',
      'released-name.portico.test',
      await signedBody('release', owner, 'released-name.portico.test'),
    );
    expect(released.status).toBe(200);
    expect((await app.request('/v1/profile/account/released-name.portico.test')).status).toBe(404);
    const reverse = await app.request(`/v1/profile/reverse/${owner.address}`);
    expect(await reverse.json()).toEqual([]);
    expect((await register(stranger, 'released-name.portico.test')).status).toBe(200);
  });

  it('a message for one action does not do another, nor change another name (400)', async () => {
    const owner = fresh();
    const registration = await signedBody('register', owner, 'one-action.portico.test');
    expect((await post(registration)).status).toBe(200);
    await expectError(
      change('release', 'one-action.portico.test', registration),
      400,
      'The message signs the action register; this route takes release',
    );
    expect((await register(owner, 'other-name.portico.test')).status).toBe(200);
    await expectError(
      change(
        'release',
        'other-name.portico.test',
        await signedBody('release', owner, 'one-action.portico.test'),
      ),
      400,
      'The message names one-action.portico.test, not other-name.portico.test',
    );
    await expectError(
      change(
        'update',
        'never-registered.portico.test',
        await signedBody('update', owner, 'never-registered.portico.test'),
      ),
      404,
      'Name not found: never-registered.portico.test',
    );
  });

  it('a replayed registration is refused (409): after a release it does not register again', async () => {
    const owner = fresh();
    const registration = await signedBody('register', owner, 'replayed-name.portico.test');
    expect((await post(registration)).status).toBe(200);
    const release = await signedBody('release', owner, 'replayed-name.portico.test', {
      nowMs: NOW_MS + 1_000,
    });
    expect((await change('release', 'replayed-name.portico.test', release)).status).toBe(200);
    await expectError(post(registration), 409, 'This signed request was used already');
    expect((await app.request('/v1/profile/account/replayed-name.portico.test')).status).toBe(404);
  });

  it(`an address holds at most ${MAX_NAMES_PER_ADDRESS} names (409 past it)`, async () => {
    const owner = fresh();
    for (let i = 0; i < MAX_NAMES_PER_ADDRESS; i++) {
      expect((await register(owner, `capped-name-${i}.portico.test`)).status).toBe(200);
    }
    await expectError(
      register(owner, 'one-too-many.portico.test'),
      409,
      `The address ${owner.address} has ${MAX_NAMES_PER_ADDRESS} names, the most one address may register`,
    );
    const release = await signedBody('release', owner, 'capped-name-0.portico.test');
    expect((await change('release', 'capped-name-0.portico.test', release)).status).toBe(200);
    const again = await register(owner, 'one-too-many.portico.test', { nowMs: NOW_MS + 1_000 });
    expect(again.status).toBe(200);
  });

  it(`a reverse lookup answers at most ${REVERSE_LOOKUP_MAX_NAMES} names, the oldest`, async () => {
    // Names stored before the cap existed: written to the registry directly.
    const owner = fresh();
    const stored = (i: number): NameRecord => ({
      name: `stored-${String(i).padStart(2, '0')}.portico.test`,
      address: owner.address,
      coinType: 60,
      attributes: {},
      registeredAt: 1_000 + i,
      updatedAt: 1_000 + i,
    });
    for (let i = 0; i < REVERSE_LOOKUP_MAX_NAMES + 3; i++) {
      await repository.insertName(stored(i));
    }
    const reverse = await app.request(`/v1/profile/reverse/${owner.address}`);
    const names = parseNameProfiles(await reverse.json()).map((profile) => profile.name);
    expect(names).toEqual(
      Array.from({ length: REVERSE_LOOKUP_MAX_NAMES }, (_, i) => stored(i).name),
    );
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
