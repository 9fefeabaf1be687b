/**
 * The wallet catalogue's limits, with their units in their names. The page sizes are the
 * spec's (section 9: "Wallet page size 40. Search up to 100 results"), read from core so
 * the client and the server cannot disagree.
 */
import { WALLET_PAGE_SIZE, WALLET_SEARCH_MAX_RESULTS } from '@portico/core';

/** GET /getWallets' page size when the query has no `entries`. */
export const CATALOG_PAGE_SIZE = WALLET_PAGE_SIZE;
/** The largest page GET /getWallets answers; more is an oversized page (400). */
export const CATALOG_MAX_ENTRIES = WALLET_SEARCH_MAX_RESULTS;
/** The longest search text, after trimming. */
export const CATALOG_SEARCH_MAX_CHARS = 100;
/** The most ids or chains one include, exclude or chains list may name. */
export const CATALOG_LIST_MAX_ITEMS = 500;

/** Wallet ids and image ids: what may appear in an image URL's last segment. */
export const CATALOG_ID_PATTERN = /^[A-Za-z0-9._-]{1,128}$/;
/** A wallet name's longest length, in UTF-16 code units. */
export const CATALOG_NAME_MAX_CHARS = 200;
/** A link's longest length, in UTF-16 code units. */
export const CATALOG_LINK_MAX_CHARS = 2048;
/** The most wallets one catalogue file may hold. */
export const CATALOG_FILE_MAX_WALLETS = 100_000;
/** The catalogue's `order` is a PostgreSQL INTEGER: from 0 to 2^31 - 1. */
export const CATALOG_ORDER_MAX = 2_147_483_647;

/** How long a browser may keep a generated image: 7 days. */
export const IMAGE_CACHE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
