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
import { sessionRevokeTypedData, type SmartSessionTypedData } from './sessionTypedData';

let service: StandInService;
beforeEach(async () => {
  service = await startStandInService();
  serveSupportedChains(service);
});
afterEach(() => service.close());

const api = () => createSessionApi(testDataApiContext(service, { projectId: 'p1' }).context);
const PCI = '7d3f1c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b';
/** Stands in for the wallet: records what it was asked to sign (real signatures: server tests). */
function recordingSigner() {
  const signed: SmartSessionTypedData[] = [];
  return {
    signed,
    signTypedData: async (typedData: SmartSessionTypedData) => {
      signed.push(typedData);
      return '0x5151';
    },
  };
}
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

  it("revokes with the wallet's EIP-712 signature of the revoke, sent with pci, nonce and issuedAt", async () => {
    service.route(`POST /v1/sessions/${EVM_ADDRESS}/revoke`, { json: { success: true } });
    const { context, clock } = testDataApiContext(service, { projectId: 'p1' });
    clock.advance(50_000_000_500);
    const wallet = recordingSigner();
    await expect(
      createSessionApi(context).revokeSmartSession({
        caipNetworkId: 'eip155:1',
        address: EVM_ADDRESS,
        pci: PCI,
        signTypedData: wallet.signTypedData,
      }),
    ).resolves.toBe(true);
    const [typedData] = wallet.signed;
    expect(typedData?.primaryType).toBe('RevokeSession');
    const nonce = typedData?.message.nonce as `0x${string}`;
    expect(nonce).toMatch(/^0x[0-9a-f]{64}$/);
    expect(typedData).toEqual(
      sessionRevokeTypedData({
        server: new URL(service.url).origin,
        caipAddress: `eip155:1:${EVM_ADDRESS}`,
        pci: PCI,
        nonce,
        issuedAt: 1_750_000_000,
      }),
    );
    expect(sent()).toEqual([
      [
        'POST',
        `/v1/sessions/${EVM_ADDRESS}/revoke`,
        { projectId: 'p1' },
        { pci: PCI, nonce, issuedAt: 1_750_000_000, signature: '0x5151' },
      ],
    ]);
  });

  it('a fresh nonce for every revoke', async () => {
    service.route(`POST /v1/sessions/${EVM_ADDRESS}/revoke`, { json: { success: true } });
    const wallet = recordingSigner();
    const request = { caipNetworkId: 'eip155:1', address: EVM_ADDRESS, pci: PCI, ...wallet };
    await api().revokeSmartSession(request);
    await api().revokeSmartSession(request);
    const [first, second] = wallet.signed.map((typedData) => typedData.message.nonce);
    expect(first).not.toBe(second);
  });

  it('a revoke the service does not confirm reports false', async () => {
    service.route(`POST /v1/sessions/${EVM_ADDRESS}/revoke`, { json: { success: 'yes' } });
    await expect(
      api().revokeSmartSession({
        caipNetworkId: 'eip155:1',
        address: EVM_ADDRESS,
        pci: PCI,
        signTypedData: recordingSigner().signTypedData,
      }),
    ).resolves.toBe(false);
  });

  it('spec 8: a network the service does not list gives no sessions and no revoke, without a request', async () => {
    const sessions = api();
    const wallet = recordingSigner();
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
        pci: PCI,
        signTypedData: wallet.signTypedData,
      }),
    ).resolves.toBe(false);
    await expect(
      sessions.revokeSmartSession({
        caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        address: EVM_ADDRESS,
        pci: PCI,
        signTypedData: wallet.signTypedData,
      }),
    ).resolves.toBe(false);
    expect(wallet.signed).toEqual([]);
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
