import fc from 'fast-check';

import { IDENTITY_CACHE_MS } from '../constants';
import { EVM_ADDRESS, testDataApiContext } from './__fixtures__/dataApi';
import { startStandInService, type StandInService } from './__fixtures__/standInService';
import { createIdentityApi, NO_IDENTITY, parseIdentity } from './identity';

let service: StandInService;
beforeEach(async () => {
  service = await startStandInService();
});
afterEach(() => service.close());

const identityPath = `/v1/identity/${EVM_ADDRESS}`;

describe('GET /v1/identity/{address}', () => {
  it('asks with the project id (and the sender when given) and reads name and avatar', async () => {
    service.route(`GET ${identityPath}`, {
      json: { name: 'vitalik.eth', avatar: 'https://example.com/a.png' },
    });
    const { context } = testDataApiContext(service, { projectId: 'p1' });
    const identity = await createIdentityApi(context).getIdentity({
      address: EVM_ADDRESS,
      sender: '0x0000000000000000000000000000000000000001',
    });
    expect(identity).toEqual({ name: 'vitalik.eth', avatar: 'https://example.com/a.png' });
    expect(service.requests.map((r) => [r.method, r.path, r.query])).toEqual([
      [
        'GET',
        identityPath,
        { sender: '0x0000000000000000000000000000000000000001', projectId: 'p1' },
      ],
    ]);
  });

  it('spec 9: an identity is kept 5 minutes (IDENTITY_CACHE_MS), whatever the address case', async () => {
    service.route(`GET ${identityPath}`, { json: { name: 'first', avatar: null } });
    service.route(`GET /v1/identity/${EVM_ADDRESS.toLowerCase()}`, {
      json: { name: 'first', avatar: null },
    });
    const { context, clock } = testDataApiContext(service);
    const api = createIdentityApi(context);
    await api.getIdentity({ address: EVM_ADDRESS });
    clock.advance(IDENTITY_CACHE_MS - 1);
    await api.getIdentity({ address: EVM_ADDRESS.toLowerCase() });
    expect(service.requests).toHaveLength(1);
    clock.advance(1);
    await api.getIdentity({ address: EVM_ADDRESS });
    expect(service.requests).toHaveLength(2);
  });

  it('spec 9, names on eip155: an address that is not an EVM address has no identity and asks nothing', async () => {
    const { context } = testDataApiContext(service);
    await expect(
      createIdentityApi(context).getIdentity({
        address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
      }),
    ).resolves.toEqual(NO_IDENTITY);
    expect(service.requests).toEqual([]);
  });

  it("any non-OK status throws 'HTTP status code: {n}'", async () => {
    service.route(`GET ${identityPath}`, { status: 503, json: {} });
    const { context } = testDataApiContext(service);
    await expect(createIdentityApi(context).getIdentity({ address: EVM_ADDRESS })).rejects.toThrow(
      'HTTP status code: 503',
    );
  });

  it('drops an avatar that is not an http(s) URL and a name that is not text', () => {
    expect(parseIdentity({ name: 42, avatar: 'javascript:alert(1)' })).toEqual(NO_IDENTITY);
    expect(parseIdentity({ name: 'a.eth', avatar: 'data:image/png;base64,AA' })).toEqual({
      name: 'a.eth',
      avatar: null,
    });
  });

  it('property: any JSON answer reads as an identity, never throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.jsonValue(), fc.record({ name: fc.jsonValue(), avatar: fc.jsonValue() })),
        (json) => {
          const { name, avatar } = parseIdentity(json);
          expect(name === null || (typeof name === 'string' && name !== '')).toBe(true);
          expect(avatar === null || /^https?:/.test(avatar)).toBe(true);
        },
      ),
      { numRuns: 1_000 },
    );
  });
});
