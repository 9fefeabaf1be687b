/**
 * The catalogue in memory, arranged once so that GET /getWallets answers without sorting or
 * lower-casing anything per request (a search over 10,000 wallets takes well under 1 ms).
 *
 * - Catalogue order ("recommended and featured ordering"): `order` ascending (recommended
 *   wallets have the lowest orders), then name, then id. Computed when the index is built.
 * - Search: case-insensitive, surrounding spaces ignored, over the name and the rdns. Exact
 *   name matches come first, then names starting with the text, then every other match
 *   (inside the name, or in the rdns only); each group in catalogue order. Matches are
 *   looked up in suffix arrays of the lower-case names and rdns (substringIndex.ts), so
 *   finding them costs a step per occurrence, not a string call per wallet.
 * - Filters: include (only these ids), exclude (never these ids; it wins over include),
 *   chains (wallets supporting any of them), badge 'certified' (certified wallets only;
 *   'none' does not filter).
 * - A page beyond the end is empty; `count` is always the number of all matches.
 */
import type { CatalogQuery } from '../context';
import type { CatalogWalletRecord } from '../storage/repository';
import { buildSubstringIndex } from './substringIndex';

export interface CatalogPage {
  readonly data: CatalogWalletRecord[];
  readonly count: number;
}

export interface CatalogIndex {
  readonly size: number;
  search(query: CatalogQuery): CatalogPage;
  get(id: string): CatalogWalletRecord | undefined;
}

const enum MatchRank {
  None = 0,
  ExactName = 1,
  NamePrefix = 2,
  Elsewhere = 3,
}

const NAME_RANKS = Object.freeze({
  wholeText: MatchRank.ExactName,
  textStart: MatchRank.NamePrefix,
  inside: MatchRank.Elsewhere,
});
const RDNS_RANKS = Object.freeze({
  wholeText: MatchRank.Elsewhere,
  textStart: MatchRank.Elsewhere,
  inside: MatchRank.Elsewhere,
});

/** The order GET /getWallets lists wallets in: order, then name, then id. */
export function compareCatalogOrder(a: CatalogWalletRecord, b: CatalogWalletRecord): number {
  if (a.order !== b.order) return a.order - b.order;
  const byName = compareText(a.name.toLowerCase(), b.name.toLowerCase());
  return byName !== 0 ? byName : compareText(a.id, b.id);
}

/** Lower case as search compares text; the query goes through the same. */
export function normaliseSearch(text: string): string {
  return text.trim().toLowerCase();
}

export function buildCatalogIndex(records: readonly CatalogWalletRecord[]): CatalogIndex {
  const wallets = [...records].sort(compareCatalogOrder);
  const size = wallets.length;
  const positionById = new Map<string, number>();
  wallets.forEach((wallet, position) => positionById.set(wallet.id, position));
  const lowerNames = wallets.map((wallet) => wallet.name.toLowerCase());
  const names = buildSubstringIndex(lowerNames);
  const rdns = buildSubstringIndex(wallets.map((wallet) => (wallet.rdns ?? '').toLowerCase()));
  const certified = Uint8Array.from(wallets, (wallet) =>
    wallet.badge_type === 'certified' ? 1 : 0,
  );
  const byChain = new Map<string, number[]>();
  wallets.forEach((wallet, position) => {
    for (const chain of new Set(wallet.chains)) {
      const positions = byChain.get(chain) ?? [];
      positions.push(position);
      byChain.set(chain, positions);
    }
  });

  /** 1 for the positions the query's include, exclude and chains let through. */
  const allowedPositions = (query: CatalogQuery): Uint8Array | undefined => {
    if (!query.include && !query.exclude && !query.chains) return undefined;
    let allowed: Uint8Array;
    if (query.chains) {
      allowed = new Uint8Array(size);
      for (const chain of query.chains) {
        for (const position of byChain.get(chain) ?? []) allowed[position] = 1;
      }
    } else {
      allowed = new Uint8Array(size).fill(1);
    }
    if (query.include) {
      const included = new Uint8Array(size);
      for (const position of positionsOf(query.include))
        included[position] = allowed[position] ?? 0;
      allowed = included;
    }
    for (const position of positionsOf(query.exclude ?? [])) allowed[position] = 0;
    return allowed;
  };

  const positionsOf = (ids: readonly string[]): number[] =>
    ids.flatMap((id) => {
      const position = positionById.get(id);
      return position === undefined ? [] : [position];
    });

  /**
   * Positions in the order the answer lists them (by rank when searching), each once;
   * undefined for "every position, in catalogue order".
   */
  const rankedPositions = (query: CatalogQuery, search: string): number[] | undefined => {
    if (search === '') {
      if (!query.include) return undefined;
      return [...new Set(positionsOf(query.include))].sort((a, b) => a - b);
    }
    const ranks = new Uint8Array(size);
    names.markOccurrences(search, ranks, NAME_RANKS);
    rdns.markOccurrences(search, ranks, RDNS_RANKS);
    const exactNames: number[] = [];
    const namePrefixes: number[] = [];
    const elsewhere: number[] = [];
    for (let position = 0; position < size; position += 1) {
      const rank = ranks[position];
      if (rank === MatchRank.ExactName) exactNames.push(position);
      else if (rank === MatchRank.NamePrefix) namePrefixes.push(position);
      else if (rank === MatchRank.Elsewhere) elsewhere.push(position);
    }
    return exactNames.concat(namePrefixes, elsewhere);
  };

  return {
    size,
    get: (id) => {
      const position = positionById.get(id);
      return position === undefined ? undefined : wallets[position];
    },
    search(query) {
      const offset = (query.page - 1) * query.entries;
      const search = normaliseSearch(query.search ?? '');
      const onlyCertified = query.badge === 'certified';
      const allowed = allowedPositions(query);
      const ranked = rankedPositions(query, search);
      if (!allowed && !onlyCertified) {
        if (!ranked) return { data: wallets.slice(offset, offset + query.entries), count: size };
        const page = ranked.slice(offset, offset + query.entries);
        return { data: page.map((position) => wallets[position]!), count: ranked.length };
      }
      const data: CatalogWalletRecord[] = [];
      let count = 0;
      const total = ranked ? ranked.length : size;
      for (let index = 0; index < total; index += 1) {
        const position = ranked ? (ranked[index] as number) : index;
        if (allowed && allowed[position] !== 1) continue;
        if (onlyCertified && certified[position] !== 1) continue;
        if (count >= offset && data.length < query.entries) data.push(wallets[position]!);
        count += 1;
      }
      return { data, count };
    },
  };
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
