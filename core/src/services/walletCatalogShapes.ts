/**
 * The wallet catalogue's answers, read from untrusted JSON (STYLE.md: "everything a wallet
 * catalogue sends us is untrusted text: names, icons, links").
 *
 * - A wallet needs an id and a name; an entry without them, or repeating an id already
 *   read, is dropped. Every other field is kept only when it has its type.
 * - Web links (homepage, webapp_link, the store links) and image_url must be http(s).
 *   Deep links (mobile_link, desktop_link) may use an app's own scheme (`wallet://`), never
 *   one that runs script or reads local data (javascript:, data:, blob:, vbscript:, file:).
 *   A link that fails its rule is left out. The UI still renders every field as text.
 * - Chains are CAIP-2 ids; other entries are dropped.
 * - The name is sanitised as an installed wallet's is (sanitizeWalletName: no invisible or
 *   control characters, NFC); an entry with nothing printable left in its name is dropped.
 */
import type { WalletEntry } from '../contracts/wallet';
import { isCaipNetworkId } from '../validators/caip';
import { sanitizeWalletName } from '../validators/walletName';
import {
  field,
  isRecord,
  readDeepLink,
  readFiniteNumber,
  readList,
  optionalField,
  readNonEmptyString,
  readRecordList,
  readStringList,
  readWebUrl,
  type JsonRecord,
} from './untrustedJson';

export type BadgeType = 'none' | 'certified';

export interface CatalogWallet extends WalletEntry {
  readonly badge_type?: BadgeType;
  readonly order?: number;
  readonly app_store?: string | null;
  readonly play_store?: string | null;
  readonly chrome_store?: string | null;
  /** How the wallet announces itself when injected, per namespace. */
  readonly injected?: readonly { readonly namespace?: string; readonly injected_id?: string }[];
}

export interface WalletPage {
  readonly data: readonly CatalogWallet[];
  /** How many wallets match in all pages. */
  readonly count: number;
}

export interface AnalyticsConfig {
  readonly isAnalyticsEnabled: boolean;
}

const BADGE_TYPES: readonly string[] = Object.freeze(['none', 'certified']);

/** GET /getWallets: { data, count }, at most `maxEntries` wallets. */
export function parseWalletPage(json: unknown, maxEntries: number): WalletPage {
  if (!isRecord(json)) return { data: [], count: 0 };
  const seen = new Set<string>();
  const data = readList(json, 'data')
    .map(parseWallet)
    .filter((wallet): wallet is CatalogWallet => {
      if (!wallet || seen.has(wallet.id)) return false;
      seen.add(wallet.id);
      return true;
    })
    .slice(0, Math.max(0, maxEntries));
  const count = field(json, 'count');
  const validCount = Number.isSafeInteger(count) && (count as number) >= 0;
  return { data, count: validCount ? Math.max(count as number, data.length) : data.length };
}

export function parseWallet(value: unknown): CatalogWallet | undefined {
  if (!isRecord(value)) return undefined;
  const id = readNonEmptyString(value, 'id');
  const name = sanitizeWalletName(field(value, 'name'));
  if (!id || !name) return undefined;
  const badge = readNonEmptyString(value, 'badge_type');
  const order = readFiniteNumber(value, 'order');
  const chains = readStringList(value, 'chains').filter(isCaipNetworkId);
  const rdns = field(value, 'rdns');
  return {
    id,
    name,
    ...optionalField('image_id', readNonEmptyString(value, 'image_id')),
    ...optionalField('image_url', readWebUrl(value, 'image_url')),
    ...(typeof rdns === 'string' || rdns === null ? { rdns } : {}),
    ...(Array.isArray(field(value, 'chains')) && { chains }),
    ...optionalField('mobile_link', readDeepLink(value, 'mobile_link')),
    ...optionalField('desktop_link', readDeepLink(value, 'desktop_link')),
    ...optionalField('webapp_link', readWebLink(value, 'webapp_link')),
    ...optionalField('homepage', readWebUrl(value, 'homepage')),
    ...optionalField('app_store', readWebLink(value, 'app_store')),
    ...optionalField('play_store', readWebLink(value, 'play_store')),
    ...optionalField('chrome_store', readWebLink(value, 'chrome_store')),
    ...(badge && BADGE_TYPES.includes(badge) && { badge_type: badge as BadgeType }),
    ...(order !== undefined && { order }),
    ...(Array.isArray(field(value, 'injected')) && {
      injected: readRecordList(value, 'injected', readInjected),
    }),
  };
}

/** GET /getAnalyticsConfig: { isAnalyticsEnabled }; anything else reads as "off". */
export function parseAnalyticsConfig(json: unknown): AnalyticsConfig {
  return { isAnalyticsEnabled: isRecord(json) && field(json, 'isAnalyticsEnabled') === true };
}

function readInjected(entry: JsonRecord) {
  const namespace = readNonEmptyString(entry, 'namespace');
  const injectedId = readNonEmptyString(entry, 'injected_id');
  return { ...optionalField('namespace', namespace), ...optionalField('injected_id', injectedId) };
}

/** An http(s) link, or null (the catalogue's "no such link"). */
function readWebLink(record: JsonRecord, key: string): string | null | undefined {
  return field(record, key) === null ? null : readWebUrl(record, key);
}
