/**
 * Test fixture: a stand-in wallet catalogue on 127.0.0.1 (core's real-socket stand-in server)
 * holding `count` wallets. It answers GET /getWallets like the hosted catalogue: pages,
 * search by name, include, and a `chains` filter that knows only eip155:1.
 */
import {
  startStandInService,
  type StandInService,
} from '../../../../core/src/services/__fixtures__/standInService';

export interface CatalogWalletFixture {
  readonly id: string;
  readonly name: string;
  readonly rdns?: string;
  readonly image_id?: string;
  readonly chains: readonly string[];
}

export function catalogWallets(count: number): CatalogWalletFixture[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `w${i + 1}`,
    name: `Wallet ${i + 1}`,
    image_id: `img-${i + 1}`,
    chains: ['eip155:1'],
  }));
}

export async function startCatalog(
  wallets: readonly CatalogWalletFixture[],
): Promise<StandInService> {
  const service = await startStandInService();
  service.route('GET /getWallets', (request) => {
    const { page = '1', entries = '40', search, include, chains } = request.query;
    let list = [...wallets];
    if (include) list = list.filter((w) => include.split(',').includes(w.id));
    if (chains) list = list.filter((w) => w.chains.some((c) => chains.split(',').includes(c)));
    if (search) list = list.filter((w) => w.name.toLowerCase().includes(search.toLowerCase()));
    const size = Number(entries);
    const start = (Number(page) - 1) * size;
    return { json: { data: list.slice(start, start + size), count: list.length } };
  });
  return service;
}

/** GET /getWallets requests, as their query objects. */
export const walletRequests = (service: StandInService) =>
  service.requestsTo('/getWallets').map((request) => request.query);
