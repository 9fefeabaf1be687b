/**
 * GET /getWallets' query, as core's client sends it (core/src/services/walletCatalog.ts):
 *
 *   page        1-based, default 1
 *   entries     page size, 1 to 100, default 40; more is an oversized page (400)
 *   search      text, at most 100 characters once trimmed
 *   include     comma-separated wallet ids
 *   exclude     comma-separated wallet ids
 *   chains      comma-separated CAIP-2 ids
 *   badge_type  'none' or 'certified'
 *
 * Anything else on the query (the sdk properties st and sv, projectId) is not read here.
 * Each bad value is a 400 naming the parameter and why.
 */
import type { Context } from 'hono';
import type { CatalogQuery } from '../context';
import { InvalidRequestError } from '../errors';
import { readIntegerQuery, readListQuery } from '../http/requestInput';
import { SERVER_MESSAGES } from '../messages';
import {
  CATALOG_LIST_MAX_ITEMS,
  CATALOG_MAX_ENTRIES,
  CATALOG_PAGE_SIZE,
  CATALOG_SEARCH_MAX_CHARS,
} from './catalogLimits';
import { isCaip2ChainId, isWalletId } from './catalogText';

/** How much of a bad value a message repeats. */
const SHOWN_MAX_CHARS = 64;
const BADGE_TYPES: readonly string[] = Object.freeze(['none', 'certified']);

export function readCatalogQuery(c: Context): CatalogQuery {
  const page = readIntegerQuery(c, 'page', { min: 1, max: Number.MAX_SAFE_INTEGER, fallback: 1 });
  const entries = readIntegerQuery(c, 'entries', {
    min: 1,
    max: CATALOG_MAX_ENTRIES,
    fallback: CATALOG_PAGE_SIZE,
  });
  const search = readSearch(c);
  const include = readCheckedList(c, 'include', isWalletId, SERVER_MESSAGES.notAWalletId);
  const exclude = readCheckedList(c, 'exclude', isWalletId, SERVER_MESSAGES.notAWalletId);
  const chains = readCheckedList(c, 'chains', isCaip2ChainId, SERVER_MESSAGES.notAChainId);
  const badge = readBadge(c);
  return {
    page,
    entries,
    ...(search !== undefined && { search }),
    ...(include && { include }),
    ...(exclude && { exclude }),
    ...(chains && { chains }),
    ...(badge && { badge }),
  };
}

function readSearch(c: Context): string | undefined {
  const search = c.req.query('search')?.trim();
  if (search === undefined || search === '') return undefined;
  if (search.length > CATALOG_SEARCH_MAX_CHARS) {
    throw new InvalidRequestError(
      SERVER_MESSAGES.invalidQuery('search', SERVER_MESSAGES.tooLong(CATALOG_SEARCH_MAX_CHARS)),
    );
  }
  return search;
}

function readCheckedList(
  c: Context,
  name: string,
  isValid: (item: string) => boolean,
  whyInvalid: (item: string) => string,
): string[] | undefined {
  const items = readListQuery(c, name);
  if (items === undefined || items.length === 0) return undefined;
  if (items.length > CATALOG_LIST_MAX_ITEMS) {
    throw new InvalidRequestError(
      SERVER_MESSAGES.invalidQuery(name, SERVER_MESSAGES.tooManyItems(CATALOG_LIST_MAX_ITEMS)),
    );
  }
  const invalid = items.find((item) => !isValid(item));
  if (invalid !== undefined) {
    throw new InvalidRequestError(SERVER_MESSAGES.invalidQuery(name, whyInvalid(shown(invalid))));
  }
  return items;
}

function readBadge(c: Context): CatalogQuery['badge'] {
  const badge = c.req.query('badge_type');
  if (badge === undefined || badge === '') return undefined;
  if (!BADGE_TYPES.includes(badge)) {
    throw new InvalidRequestError(
      SERVER_MESSAGES.invalidQuery('badge_type', SERVER_MESSAGES.badgeTypeValues),
    );
  }
  return badge as CatalogQuery['badge'];
}

/** At most the first 64 characters of a bad value, for a message. */
function shown(value: string): string {
  return value.length > SHOWN_MAX_CHARS ? `${value.slice(0, SHOWN_MAX_CHARS)}…` : value;
}
