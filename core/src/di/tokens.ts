/**
 * Typed injection tokens. A token is a string that carries the type of what is registered
 * under it, so `resolve(token)` infers that type: no caller ever chooses it. Core's tokens are
 * the plugin surface (see surface.ts); third parties make their own with `token<T>('acme:x')`.
 */
declare const carried: unique symbol;

/** A container key for a value of type `T`. */
export type Token<T> = string & { readonly [carried]?: () => T };

/** The type a token carries. */
export type TokenValue<K> = K extends Token<infer T> ? T : never;

/** A new token; prefix its name with your package (`'acme:prices'`) to keep names apart. */
export const token = <T>(name: string): Token<T> => name as Token<T>;
