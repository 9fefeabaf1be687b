/**
 * What is typed as a name: the spec's validity rule (section 5, core's isValidAccountName) on
 * the label, and ENS normalisation (ENSIP-15, viem's `normalize`) of a whole name before it is
 * signed, so the message names exactly what the service stores.
 */
import { isValidAccountName } from '@portico/core';
import { normalize } from 'viem/ens';

/** The label as typed, without surrounding spaces. */
export function typedLabel(text: string): string {
  return text.trim();
}

/** True when the typed label follows the spec's rule (letters, digits, hyphen, 4 or more). */
export function isRegistrableLabel(text: string): boolean {
  return isValidAccountName(typedLabel(text));
}

/** The normalised whole name ('Alice.Portico.id' -> 'alice.portico.id'); undefined if invalid. */
export function normalizedName(name: string): string | undefined {
  try {
    return normalize(name.trim());
  } catch {
    return undefined;
  }
}
