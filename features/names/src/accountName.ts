/**
 * What is typed as a name: the spec's validity rule (section 5, core's isValidAccountName) on
 * the label, and ENS normalisation (ENSIP-15, viem's `normalize`) of a whole name before it is
 * signed, so the message names exactly what the service stores.
 */
import { isValidAccountName } from '@portico/core';

/** The label as typed, without surrounding spaces. */
export function typedLabel(text: string): string {
  return text.trim();
}

/** True when the typed label follows the spec's rule (letters, digits, hyphen, 4 or more). */
export function isRegistrableLabel(text: string): boolean {
  return isValidAccountName(typedLabel(text));
}

/**
 * The normalised whole name ('Alice.Portico.id' -> 'alice.portico.id'); undefined if invalid.
 * viem's normalise (its ENSIP-15 tables are most of the names code) loads only when registering,
 * so the code that loads once an account connects (the reverse lookup) does not carry it.
 */
export async function normalizedName(name: string): Promise<string | undefined> {
  const { normalize } = await import('viem/ens');
  try {
    return normalize(name.trim());
  } catch {
    return undefined;
  }
}
