/**
 * An operator's wallet catalogue (`portico-server import-catalog <file>`, config.catalog.file,
 * or the bundled data/wallets.json), checked entry by entry before anything is stored.
 *
 * The file is a JSON array of wallets, or `{ "data": [...] }` as GET /getWallets answers.
 * Each wallet:
 *
 *   id            required; 1 to 128 letters, digits, dots, underscores or hyphens; unique
 *   name          required; text of 1 to 200 characters (trimmed), no control characters
 *   rdns          a reverse domain name ('io.metamask'), or null
 *   chains        CAIP-2 ids ('eip155:1'); default []
 *   homepage, webapp_link, app_store, play_store, chrome_store
 *                 absolute http(s) URLs, or null
 *   mobile_link, desktop_link
 *                 absolute URLs whose scheme cannot run script (an app's own `trust://` is
 *                 fine; javascript:, data:, vbscript:, file:, blob: are not), or null
 *   badge_type    'none' (default) or 'certified'
 *   order         a whole number from 0 (listed first) to 2^31 - 1; default: its index
 *   injected      [{ namespace, injected_id }]; default []
 *
 * These mirror the rules core's client reads the catalogue with
 * (core/src/services/walletCatalogShapes.ts), so every entry and link accepted here reaches
 * the modal. `image_id` is always the id: this server draws each wallet's image itself
 * (generatedImage.ts), so an image id from another catalogue would point nowhere. Other
 * fields are ignored. The first problem found is a CatalogFileError naming the entry's
 * index and field.
 */
import { CatalogFileError } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import type { CatalogWalletRecord } from '../storage/repository';
import {
  CATALOG_FILE_MAX_WALLETS,
  CATALOG_LINK_MAX_CHARS,
  CATALOG_NAME_MAX_CHARS,
  CATALOG_ORDER_MAX,
} from './catalogLimits';
import {
  hasControlCharacters,
  isCaip2ChainId,
  isReverseDomain,
  isSafeDeepLink,
  isStorableText,
  isWalletId,
  isWebLink,
} from './catalogText';

type Entry = Readonly<Record<string, unknown>>;

type LinkField =
  | 'homepage'
  | 'mobile_link'
  | 'desktop_link'
  | 'webapp_link'
  | 'app_store'
  | 'play_store'
  | 'chrome_store';

/** Each link field with its rule: web pages are http(s); deep links may be an app's scheme. */
const LINK_RULES: Readonly<
  Record<LinkField, { isAllowed: (link: string) => boolean; rule: string }>
> = Object.freeze({
  homepage: { isAllowed: isWebLink, rule: SERVER_MESSAGES.ruleWebLink },
  mobile_link: { isAllowed: isSafeDeepLink, rule: SERVER_MESSAGES.ruleDeepLink },
  desktop_link: { isAllowed: isSafeDeepLink, rule: SERVER_MESSAGES.ruleDeepLink },
  webapp_link: { isAllowed: isWebLink, rule: SERVER_MESSAGES.ruleWebLink },
  app_store: { isAllowed: isWebLink, rule: SERVER_MESSAGES.ruleWebLink },
  play_store: { isAllowed: isWebLink, rule: SERVER_MESSAGES.ruleWebLink },
  chrome_store: { isAllowed: isWebLink, rule: SERVER_MESSAGES.ruleWebLink },
});
/** Longest injected namespace and injected_id. */
const INJECTED_TEXT_MAX_CHARS = 256;

export function parseCatalogFile(json: unknown): CatalogWalletRecord[] {
  const entries = Array.isArray(json) ? json : isRecord(json) ? ownField(json, 'data') : undefined;
  if (!Array.isArray(entries)) throw new CatalogFileError(SERVER_MESSAGES.catalogNotList);
  if (entries.length > CATALOG_FILE_MAX_WALLETS) {
    throw new CatalogFileError(SERVER_MESSAGES.catalogTooLarge(CATALOG_FILE_MAX_WALLETS));
  }
  const seen = new Set<string>();
  return entries.map((entry: unknown, index) => {
    const wallet = parseCatalogEntry(entry, index);
    if (seen.has(wallet.id)) throw entryError(index, 'id', SERVER_MESSAGES.ruleDuplicateId);
    seen.add(wallet.id);
    return wallet;
  });
}

/** One wallet of a catalogue file; `index` is where it stands, for messages and its order. */
export function parseCatalogEntry(entry: unknown, index: number): CatalogWalletRecord {
  if (!isRecord(entry)) throw entryError(index, 'entry', SERVER_MESSAGES.ruleObject);
  const id = ownField(entry, 'id');
  if (typeof id !== 'string' || !isWalletId(id)) {
    throw entryError(index, 'id', SERVER_MESSAGES.ruleWalletId);
  }
  const link = (field: LinkField) => readLink(entry, index, field);
  return {
    id,
    name: readName(entry, index),
    image_id: id,
    rdns: readRdns(entry, index),
    chains: readChains(entry, index),
    homepage: link('homepage'),
    mobile_link: link('mobile_link'),
    desktop_link: link('desktop_link'),
    webapp_link: link('webapp_link'),
    app_store: link('app_store'),
    play_store: link('play_store'),
    chrome_store: link('chrome_store'),
    badge_type: readBadge(entry, index),
    order: readOrder(entry, index),
    injected: readInjected(entry, index),
  };
}

function readName(entry: Entry, index: number): string {
  const value = ownField(entry, 'name');
  const name = typeof value === 'string' ? value.trim() : '';
  if (
    name === '' ||
    name.length > CATALOG_NAME_MAX_CHARS ||
    hasControlCharacters(name) ||
    !isStorableText(name)
  ) {
    throw entryError(index, 'name', SERVER_MESSAGES.ruleWalletName(CATALOG_NAME_MAX_CHARS));
  }
  return name;
}

function readRdns(entry: Entry, index: number): string | null {
  const value = ownField(entry, 'rdns');
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || !isReverseDomain(value)) {
    throw entryError(index, 'rdns', SERVER_MESSAGES.ruleRdns);
  }
  return value;
}

function readChains(entry: Entry, index: number): string[] {
  const value = ownField(entry, 'chains');
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every(isCaip2ChainId)) {
    throw entryError(index, 'chains', SERVER_MESSAGES.ruleChains);
  }
  return [...new Set(value as string[])];
}

function readLink(entry: Entry, index: number, field: LinkField): string | null {
  const value = ownField(entry, field);
  if (value === undefined || value === null) return null;
  const { isAllowed, rule } = LINK_RULES[field];
  if (typeof value !== 'string' || !isStorableText(value) || !isAllowed(value)) {
    throw entryError(index, field, rule);
  }
  if (value.length > CATALOG_LINK_MAX_CHARS) {
    throw entryError(index, field, SERVER_MESSAGES.tooLong(CATALOG_LINK_MAX_CHARS));
  }
  return value;
}

function readBadge(entry: Entry, index: number): CatalogWalletRecord['badge_type'] {
  const value = ownField(entry, 'badge_type');
  if (value === undefined || value === null) return 'none';
  if (value !== 'none' && value !== 'certified') {
    throw entryError(index, 'badge_type', SERVER_MESSAGES.badgeTypeValues);
  }
  return value;
}

function readOrder(entry: Entry, index: number): number {
  const value = ownField(entry, 'order');
  if (value === undefined || value === null) return Math.min(index, CATALOG_ORDER_MAX);
  if (
    typeof value !== 'number' ||
    !Number.isInteger(value) ||
    value < 0 ||
    value > CATALOG_ORDER_MAX
  ) {
    throw entryError(index, 'order', SERVER_MESSAGES.ruleOrder(CATALOG_ORDER_MAX));
  }
  return value;
}

function readInjected(entry: Entry, index: number): CatalogWalletRecord['injected'] {
  const value = ownField(entry, 'injected');
  if (value === undefined || value === null) return [];
  const isText = (text: unknown): text is string =>
    typeof text === 'string' &&
    text !== '' &&
    text.length <= INJECTED_TEXT_MAX_CHARS &&
    isStorableText(text);
  if (!Array.isArray(value)) throw entryError(index, 'injected', SERVER_MESSAGES.ruleInjected);
  return value.map((item: unknown) => {
    const namespace = isRecord(item) ? ownField(item, 'namespace') : undefined;
    const injectedId = isRecord(item) ? ownField(item, 'injected_id') : undefined;
    if (!isText(namespace) || !isText(injectedId)) {
      throw entryError(index, 'injected', SERVER_MESSAGES.ruleInjected);
    }
    return { namespace, injected_id: injectedId };
  });
}

function entryError(index: number, field: string, why: string): CatalogFileError {
  return new CatalogFileError(SERVER_MESSAGES.catalogEntry(index, field, why));
}

function isRecord(value: unknown): value is Entry {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function ownField(record: Entry, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}
