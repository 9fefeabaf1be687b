import fc from 'fast-check';

import {
  EVM_ADDRESS,
  routeRequests,
  serveSupportedChains,
  testDataApiContext,
  UNLISTED_SWAP_NETWORK,
} from './__fixtures__/dataApi';
import { startStandInService, type StandInService } from './__fixtures__/standInService';
import { createSessionApi, parseSmartSessions } from './sessions';

let service: StandInService;
beforeEach(async () => {
  service = await startStandInService();
  serveSupportedChains(service);
});
afterEach(() => service.close());

const api = () => createSessionApi(testDataApiContext(service, { projectId: 'p1' }).context);
const sent = () => routeRequests(service).map((r) => [r.method, r.path, r.query, r.body]);
const session = {
  pci: 'pci-1',
  project: {
    id: 'app',
    name: 'An app',
    url: 'https://app.example',
    iconUrl: 'https://app.example/i.png',
  },
  expiry: 1_800_000_000,
  createdAt: 1_700_000_000,
};

describe('GET /v1/sessions/{id} and POST /v1/sessions/{id}/revoke', () => {
  it('lists the sessions of a CAIP-10 account', async () => {
    const caipAddress = `eip155:1:${EVM_ADDRESS}`;
    service.route(`GET /v1/sessions/${caipAddress}`, {
      json: { pcis: [session, { pci: '' }, 'x'] },
    });
    await expect(api().getSmartSessions({ caipAddress })).resolves.toEqual([session]);
    expect(sent()).toEqual([
      ['GET', `/v1/sessions/${caipAddress}`, { projectId: 'p1' }, undefined],
    ]);
  });

  it('revokes with pci and signature', async () => {
    service.route(`POST /v1/sessions/${EVM_ADDRESS}/revoke`, { json: { success: true } });
    await expect(
      api().revokeSmartSession({
        caipNetworkId: 'eip155:1',
        address: EVM_ADDRESS,
        pci: 'pci-1',
        signature: '0xsig',
      }),
    ).resolves.toBe(true);
    expect(sent()).toEqual([
      [
        'POST',
        `/v1/sessions/${EVM_ADDRESS}/revoke`,
        { projectId: 'p1' },
        { pci: 'pci-1', signature: '0xsig' },
      ],
    ]);
  });

  it('a revoke the service does not confirm reports false', async () => {
    service.route(`POST /v1/sessions/${EVM_ADDRESS}/revoke`, { json: { success: 'yes' } });
    await expect(
      api().revokeSmartSession({
        caipNetworkId: 'eip155:1',
        address: EVM_ADDRESS,
        pci: 'p',
        signature: '0x',
      }),
    ).resolves.toBe(false);
  });

  it('spec 8: a network the service does not list gives no sessions and no revoke, without a request', async () => {
    const sessions = api();
    await expect(
      sessions.getSmartSessions({ caipAddress: `${UNLISTED_SWAP_NETWORK}:${EVM_ADDRESS}` }),
    ).resolves.toEqual([]);
    await expect(sessions.getSmartSessions({ caipAddress: 'not a caip address' })).resolves.toEqual(
      [],
    );
    await expect(
      sessions.revokeSmartSession({
        caipNetworkId: UNLISTED_SWAP_NETWORK,
        address: EVM_ADDRESS,
        pci: 'p',
        signature: '0x',
      }),
    ).resolves.toBe(false);
    expect(routeRequests(service)).toEqual([]);
  });

  it("any non-OK status throws 'HTTP status code: {n}'", async () => {
    const caipAddress = `eip155:1:${EVM_ADDRESS}`;
    service.route(`GET /v1/sessions/${caipAddress}`, { status: 401, json: {} });
    await expect(api().getSmartSessions({ caipAddress })).rejects.toThrow('HTTP status code: 401');
  });

  it('keeps only http(s) project links', () => {
    expect(
      parseSmartSessions({
        pcis: [{ pci: 'a', project: { name: 'n', url: 'javascript:x', iconUrl: 5 } }],
      }),
    ).toEqual([{ pci: 'a', project: { name: 'n' } }]);
  });

  it('property: any JSON answer reads as sessions with a pci, never throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.record({
            pcis: fc.array(
              fc.oneof(fc.jsonValue(), fc.record({ pci: fc.jsonValue(), project: fc.jsonValue() })),
            ),
          }),
        ),
        (json) => {
          for (const read of parseSmartSessions(json)) expect(read.pci).not.toBe('');
        },
      ),
      { numRuns: 1_000 },
    );
  });
});
