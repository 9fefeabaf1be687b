import fc from 'fast-check';

import { SWAP_CHAIN_IDS } from '../constants';
import {
  BITCOIN_MAINNET,
  LISTED_NETWORKS,
  serveSupportedChains,
  SOLANA_MAINNET,
  testDataApiContext,
} from './__fixtures__/dataApi';
import { startStandInService, type StandInService } from './__fixtures__/standInService';
import { isSwapNetwork, namespaceServes, parseSupportedChains } from './networkSupport';
import { HttpStatusError } from '../errors/errors';

describe('spec 9: which namespaces each data feature works on', () => {
  it('balances work on eip155 and solana', () => {
    expect(namespaceServes('balance', 'eip155:1')).toBe(true);
    expect(namespaceServes('balance', SOLANA_MAINNET)).toBe(true);
    expect(namespaceServes('balance', BITCOIN_MAINNET)).toBe(false);
    expect(namespaceServes('balance', 'polkadot:91b171bb158e2d3848fa23a9f1c25182')).toBe(false);
  });

  it('names work on eip155 only', () => {
    expect(namespaceServes('names', 'eip155:10')).toBe(true);
    expect(namespaceServes('names', SOLANA_MAINNET)).toBe(false);
  });

  it('on-ramp works on eip155 and solana', () => {
    expect(namespaceServes('onramp', 'eip155:8453')).toBe(true);
    expect(namespaceServes('onramp', SOLANA_MAINNET)).toBe(true);
    expect(namespaceServes('onramp', BITCOIN_MAINNET)).toBe(false);
  });

  it('activity works on eip155 only', () => {
    expect(namespaceServes('activity', 'eip155:1')).toBe(true);
    expect(namespaceServes('activity', SOLANA_MAINNET)).toBe(false);
  });

  it('a value that is not a CAIP-2 network id is served by nothing', () => {
    for (const bad of ['eip155', 'eip155:1:0xabc', '', ':1']) {
      expect(namespaceServes('balance', bad)).toBe(false);
      expect(isSwapNetwork(bad)).toBe(false);
    }
  });
});

describe('spec 9: the swap networks', () => {
  it.each(SWAP_CHAIN_IDS.map((id) => [id]))('eip155:%i is a swap network', (id) => {
    expect(isSwapNetwork(`eip155:${id}`)).toBe(true);
  });

  it('testnets, other chains and other namespaces are not', () => {
    for (const id of [
      'eip155:11155111',
      'eip155:7777777',
      'eip155:01',
      'eip155:1.0',
      SOLANA_MAINNET,
    ]) {
      expect(isSwapNetwork(id)).toBe(false);
    }
  });
});

describe('GET v1/supported-chains', () => {
  let service: StandInService;
  beforeEach(async () => {
    service = await startStandInService();
  });
  afterEach(() => service.close());

  it('is asked once per instance, with the project id, and decides which networks are served', async () => {
    serveSupportedChains(service);
    const { context } = testDataApiContext(service, { projectId: 'p1' });
    await expect(context.networks.serves('eip155:1')).resolves.toBe(true);
    await expect(context.networks.serves('eip155:56')).resolves.toBe(false);
    await expect(context.networks.serves(SOLANA_MAINNET, 'balance')).resolves.toBe(true);
    await expect(context.networks.getSupportedChains()).resolves.toEqual({
      http: LISTED_NETWORKS,
      ws: [],
      swaps: [],
    });
    expect(
      service.requests.map((request) => [request.method, request.path, request.query]),
    ).toEqual([['GET', '/v1/supported-chains', { projectId: 'p1' }]]);
  });

  it('a namespace the feature does not work on is refused without asking the service', async () => {
    serveSupportedChains(service);
    const { context } = testDataApiContext(service);
    await expect(context.networks.serves(BITCOIN_MAINNET, 'balance')).resolves.toBe(false);
    await expect(context.networks.serves('not-a-network')).resolves.toBe(false);
    expect(service.requests).toEqual([]);
  });

  it('a failed load is a failure, not an unsupported network, and is asked again next time', async () => {
    service.route('GET /v1/supported-chains', { status: 500, json: {} });
    const { context } = testDataApiContext(service);
    await expect(context.networks.serves('eip155:1')).rejects.toBeInstanceOf(HttpStatusError);
    serveSupportedChains(service);
    await expect(context.networks.serves('eip155:1')).resolves.toBe(true);
    expect(service.requests).toHaveLength(2);
  });

  it('drops entries that are not CAIP-2 network ids', () => {
    expect(
      parseSupportedChains({ http: ['eip155:1', 'eip155', 7, null, 'a:b:c'], ws: 'eip155:1' }),
    ).toEqual({ http: ['eip155:1'], ws: [], swaps: [] });
  });

  it('keeps in `swaps` only eip155 chains the service also lists in `http`', () => {
    expect(
      parseSupportedChains({
        http: ['eip155:31337', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
        ws: [],
        swaps: ['eip155:31337', 'eip155:11155111', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 7],
      }),
    ).toEqual({
      http: ['eip155:31337', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      ws: [],
      swaps: ['eip155:31337'],
    });
  });

  it('property: any JSON answer reads as two lists of CAIP-2 ids, never throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.record({ http: fc.array(fc.oneof(fc.string(), fc.jsonValue())), ws: fc.jsonValue() }),
        ),
        (json) => {
          const { http, ws, swaps } = parseSupportedChains(json);
          for (const id of [...http, ...ws, ...swaps]) expect(id.split(':')).toHaveLength(2);
        },
      ),
      { numRuns: 1_000 },
    );
  });
});
