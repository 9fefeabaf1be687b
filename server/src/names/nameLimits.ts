/**
 * Caps of the names registry (issue 15): one key cannot fill the registry, and a reverse
 * lookup answers a bounded list.
 */

/** The most names one address may hold; registering past it is 409. */
export const MAX_NAMES_PER_ADDRESS = 10;
/** The most names GET /v1/profile/reverse/{address} answers (the oldest first). */
export const REVERSE_LOOKUP_MAX_NAMES = 10;
