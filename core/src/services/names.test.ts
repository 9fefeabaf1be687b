import fc from 'fast-check';

import { IDENTITY_CACHE_MS } from '../constants';
import {
  EVM_ADDRESS,
  routeRequests,
  serveSupportedChains,
  SOLANA_MAINNET,
  testDataApiContext,
  UNLISTED_SWAP_NETWORK,
} from './__fixtures__/dataApi';
import { startStandInService, type StandInService } from './__fixtures__/standInService';
import { createIdentityApi } from './identity';
import {
  createNameApi,
  EMPTY_NAME_PROFILE,
  evmCoinType,
  nameServiceMessage,
  parseNameProfile,
  parseNameProfiles,
  parseNameSuggestions,
} from './names';
import { HttpStatusError, NameServiceError } from '../errors/errors';
import { createNameMessage, nameZone } from './nameMessage';

let service: StandInService;
beforeEach(async () => {
  service = await startStandInService();
  serveSupportedChains(service);
});
afterEach(() => service.close());

const profile = {
  name: 'alice.reown.id',
  registered: 1714560000,
  updated: 1714560001,
  addresses: { '60': { address: EVM_ADDRESS, created: '1714560000' } },
  attributes: [{ avatar: 'https://x/a.png', bio: 'hi' }],
};
const names = (zone?: string) => {
  const { context, clock } = testDataApiContext(service, { projectId: 'p1' });
  return { api: createNameApi(context, { zone }), clock, context };
};
const sent = () => routeRequests(service).map((r) => [r.method, r.path, r.query, r.body]);

describe('name service routes send what spec 7 lists', () => {
  it('GET /v1/profile/account/{name} resolves a name', async () => {
    service.route('GET /v1/profile/account/alice.reown.id', { json: profile });
    await expect(
      names().api.resolveName({ name: 'alice.reown.id', caipNetworkId: 'eip155:1' }),
    ).resolves.toEqual(profile);
    expect(sent()).toEqual([
      [
        'GET',
        '/v1/profile/account/alice.reown.id',
        { apiVersion: '2', projectId: 'p1' },
        undefined,
      ],
    ]);
  });

  it('GET /v1/profile/reverse/{address} lists the names of an address, kept 5 minutes', async () => {
    service.route(`GET /v1/profile/reverse/${EVM_ADDRESS}`, { json: [profile, { name: '' }] });
    const { api, clock } = names();
    const request = { address: EVM_ADDRESS, caipNetworkId: 'eip155:1', sender: EVM_ADDRESS };
    await expect(api.getNamesForAddress(request)).resolves.toEqual([profile]);
    clock.advance(IDENTITY_CACHE_MS - 1);
    await api.getNamesForAddress(request);
    expect(sent()).toEqual([
      [
        'GET',
        `/v1/profile/reverse/${EVM_ADDRESS}`,
        { sender: EVM_ADDRESS, apiVersion: '2', projectId: 'p1' },
        undefined,
      ],
    ]);
    clock.advance(1);
    await api.getNamesForAddress(request);
    expect(sent()).toHaveLength(2);
  });

  it('GET /v1/profile/suggestions/{name} sends the zone', async () => {
    service.route('GET /v1/profile/suggestions/alice', {
      json: { suggestions: [{ name: 'alice1.reown.id', registered: false }, { name: 7 }] },
    });
    await expect(
      names('reown.id').api.getNameSuggestions({ name: 'alice', caipNetworkId: 'eip155:1' }),
    ).resolves.toEqual([{ name: 'alice1.reown.id', registered: false }]);
    expect(sent()).toEqual([
      ['GET', '/v1/profile/suggestions/alice', { zone: 'reown.id', projectId: 'p1' }, undefined],
    ]);
  });

  it('POST /v1/profile/account registers with coin_type, address, message, signature', async () => {
    service.route('POST /v1/profile/account', { json: { success: true } });
    const { api, clock } = names();
    const message = api.createNameMessage({
      action: 'register',
      name: 'alice.reown.id',
      address: EVM_ADDRESS,
      caipNetworkId: 'eip155:10',
      attributes: { bio: 'hi' },
    });
    const timestamp = Math.floor(clock.now() / 1000);
    expect(message).toBe(
      [
        'Portico name service: register the name alice.reown.id',
        'Zone: reown.id',
        `Server: ${new URL(service.url).origin}`,
        'Chain: eip155:10',
        `Account: ${EVM_ADDRESS.toLowerCase()}`,
        `{"action":"register","name":"alice.reown.id","attributes":{"bio":"hi"},"timestamp":${timestamp}}`,
      ].join('\n'),
    );
    await expect(
      api.registerName({
        caipNetworkId: 'eip155:10',
        address: EVM_ADDRESS,
        message,
        signature: '0xsig',
      }),
    ).resolves.toBe(true);
    expect(sent()).toEqual([
      [
        'POST',
        '/v1/profile/account',
        { projectId: 'p1' },
        { coin_type: 2147483658, address: EVM_ADDRESS, message, signature: '0xsig' },
      ],
    ]);
  });

  it('POST /v1/profile/account/{name}/update and /release carry the same body', async () => {
    service.route('POST /v1/profile/account/alice.reown.id/update', { json: { success: true } });
    service.route('POST /v1/profile/account/alice.reown.id/release', { json: { success: true } });
    const { api } = names();
    const on = { caipNetworkId: 'eip155:1', address: EVM_ADDRESS, name: 'alice.reown.id' };
    const update = api.createNameMessage({ ...on, action: 'update', attributes: { bio: 'b' } });
    const release = api.createNameMessage({ ...on, action: 'release', attributes: { bio: 'b' } });
    expect(update.split('\n')[0]).toBe(
      'Portico name service: update the attributes of the name alice.reown.id',
    );
    expect(release.split('\n')[0]).toBe('Portico name service: release the name alice.reown.id');
    // A release carries no attributes.
    expect(JSON.parse(release.split('\n').at(-1) as string).attributes).toEqual({});
    await expect(api.updateName({ ...on, message: update, signature: '0x1' })).resolves.toBe(true);
    await expect(api.releaseName({ ...on, message: release, signature: '0x2' })).resolves.toBe(
      true,
    );
    const body = (message: string, signature: string) => ({
      coin_type: 60,
      address: EVM_ADDRESS,
      message,
      signature,
    });
    expect(sent()).toEqual([
      [
        'POST',
        '/v1/profile/account/alice.reown.id/update',
        { projectId: 'p1' },
        body(update, '0x1'),
      ],
      [
        'POST',
        '/v1/profile/account/alice.reown.id/release',
        { projectId: 'p1' },
        body(release, '0x2'),
      ],
    ]);
  });

  it('registering drops the cached names and identity of the address', async () => {
    let registered: unknown[] = [];
    service.route(`GET /v1/profile/reverse/${EVM_ADDRESS}`, () => ({ json: registered }));
    service.route(`GET /v1/identity/${EVM_ADDRESS}`, () => ({
      json: { name: registered.length ? 'alice.reown.id' : null, avatar: null },
    }));
    service.route('POST /v1/profile/account', { json: { success: true } });
    const { api, context } = names();
    const identity = createIdentityApi(context);
    const request = { address: EVM_ADDRESS, caipNetworkId: 'eip155:1' };
    await expect(api.getNamesForAddress(request)).resolves.toEqual([]);
    await expect(identity.getIdentity({ address: EVM_ADDRESS })).resolves.toMatchObject({
      name: null,
    });
    await api.registerName({ ...request, message: '{}', signature: '0x' });
    registered = [profile];
    await expect(api.getNamesForAddress(request)).resolves.toEqual([profile]);
    await expect(identity.getIdentity({ address: EVM_ADDRESS })).resolves.toMatchObject({
      name: 'alice.reown.id',
    });
  });
});

describe('spec 8: name service errors use the first reason description, or the fallback', () => {
  const reasons = {
    status: 'FAILED',
    reasons: [{ name: 'x', description: 'Name is taken' }, { description: 'second' }],
  };
  const calls = () => {
    const { api } = names();
    const on = { caipNetworkId: 'eip155:1' };
    return {
      resolve: () => api.resolveName({ ...on, name: 'alice.reown.id' }),
      reverse: () => api.getNamesForAddress({ ...on, address: EVM_ADDRESS }),
      suggestions: () => api.getNameSuggestions({ ...on, name: 'alice' }),
      register: () =>
        api.registerName({ ...on, address: EVM_ADDRESS, message: '{}', signature: '0x' }),
    };
  };
  const routes = [
    ['resolve', 'GET /v1/profile/account/alice.reown.id', 'Error resolving name'],
    ['reverse', `GET /v1/profile/reverse/${EVM_ADDRESS}`, 'Error fetching names for address'],
    ['suggestions', 'GET /v1/profile/suggestions/alice', 'Error fetching name suggestions'],
    ['register', 'POST /v1/profile/account', 'Error registering name'],
  ] as const;

  it.each(routes)('%s: the first reason description of the error body', async (call, route) => {
    service.route(route, { status: 400, json: reasons });
    const failure = calls()[call]();
    await expect(failure).rejects.toThrow('Name is taken');
    await expect(failure).rejects.toBeInstanceOf(NameServiceError);
  });

  it.each(routes)("%s: without a reason, the fallback '%s'", async (call, route, fallback) => {
    service.route(route, { status: 500, raw: 'oops' });
    await expect(calls()[call]()).rejects.toThrow(fallback);
    service.route(route, { status: 404, json: { reasons: [{ description: '' }] } });
    await expect(calls()[call]()).rejects.toThrow(fallback);
  });

  it('the error keeps its cause', async () => {
    service.route('GET /v1/profile/account/alice.reown.id', { status: 404, json: reasons });
    const error = (await calls()
      .resolve()
      .catch((e: unknown) => e)) as NameServiceError;
    expect(error.cause).toBeInstanceOf(HttpStatusError);
  });

  it('property: any error body gives a message, never a throw', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat(599), (body, status) => {
        const message = nameServiceMessage(new HttpStatusError(status, body), 'fallback');
        expect(typeof message).toBe('string');
        expect(message.length).toBeGreaterThan(0);
      }),
      { numRuns: 1_000 },
    );
    expect(nameServiceMessage(new Error('network down'), 'fallback')).toBe('fallback');
  });
});

describe('spec 9: names work on eip155', () => {
  it.each([SOLANA_MAINNET, UNLISTED_SWAP_NETWORK])(
    'on %s every name route is empty, no name request',
    async (caipNetworkId) => {
      const { api } = names();
      await expect(api.resolveName({ caipNetworkId, name: 'alice.reown.id' })).resolves.toEqual(
        EMPTY_NAME_PROFILE,
      );
      await expect(
        api.getNamesForAddress({ caipNetworkId, address: EVM_ADDRESS }),
      ).resolves.toEqual([]);
      await expect(api.getNameSuggestions({ caipNetworkId, name: 'alice' })).resolves.toEqual([]);
      await expect(
        api.registerName({ caipNetworkId, address: EVM_ADDRESS, message: '{}', signature: '0x' }),
      ).resolves.toBe(false);
      expect(routeRequests(service)).toEqual([]);
    },
  );
});

describe('registration helpers and untrusted answers', () => {
  it('spec 9: the message carries a timestamp in seconds, after lines naming zone, server and chain', () => {
    const message = createNameMessage({
      action: 'register',
      name: 'bob.reown.id',
      attributes: {},
      timestamp: 1_714_560_000,
      server: 'https://api.example',
      chain: 'eip155:1',
      address: EVM_ADDRESS,
    });
    const lines = message.split('\n');
    expect(lines.slice(1, 4)).toEqual([
      'Zone: reown.id',
      'Server: https://api.example',
      'Chain: eip155:1',
    ]);
    expect(JSON.parse(lines.at(-1) as string)).toEqual({
      action: 'register',
      name: 'bob.reown.id',
      attributes: {},
      timestamp: 1_714_560_000,
    });
    expect(nameZone('a.b.c')).toBe('b.c');
    expect(nameZone('nodot')).toBe('');
  });

  it('coin types follow ENSIP-11: 60 for Ethereum, 0x80000000 | chainId otherwise', () => {
    expect(evmCoinType(1)).toBe(60);
    expect(evmCoinType(10)).toBe(0x8000000a);
    expect(evmCoinType(8453)).toBe(2147492101);
  });

  it('drops addresses without an address, avatars that are not http(s), keeps own keys only', () => {
    const read = parseNameProfile(
      JSON.parse(
        '{"name":"a.reown.id","addresses":{"60":{"address":"0xabc"},"0":{},"__proto__":{"address":"0xdef"}},"attributes":[{"avatar":"javascript:x","bio":"b"},7]}',
      ),
    );
    expect(read?.addresses['60']).toEqual({ address: '0xabc' });
    expect(Object.prototype.hasOwnProperty.call(read?.addresses, '__proto__')).toBe(true);
    expect(Object.keys(read?.addresses ?? {})).toEqual(['60', '__proto__']);
    expect(({} as Record<string, unknown>).address).toBeUndefined();
    expect(read?.attributes).toEqual([{ bio: 'b' }]);
  });

  it('property: any JSON answer to any name route reads without throwing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.array(fc.jsonValue())), (json) => {
        parseNameProfile(json);
        for (const entry of parseNameProfiles(json)) expect(typeof entry.name).toBe('string');
        for (const suggestion of parseNameSuggestions(json)) {
          expect(typeof suggestion.registered).toBe('boolean');
        }
      }),
      { numRuns: 1_000 },
    );
  });
});
