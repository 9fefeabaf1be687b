/**
 * What a name is (spec 5: "Account name to register: letters, digits and hyphen only, at
 * least 4 characters"; spec 9: "Name suffix is the provider's domain"). A registered name
 * is `<label>.<zone>`, lower case; the label follows the account-name rule and, as a DNS
 * label, has at most 63 characters.
 */
import { isValidAccountName } from '@portico/core';
import { InvalidRequestError } from '../errors';
import { SERVER_MESSAGES } from '../messages';

/** A DNS label's limit. */
export const NAME_LABEL_MAX_LENGTH = 63;
/** A DNS name's limit: longer text is no name. */
export const NAME_MAX_LENGTH = 253;
const DOTTED_NAME = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/;

/** True for a label a name may be registered with: 'alice', 'web3-fan'. */
export function isValidNameLabel(label: string): boolean {
  return isValidAccountName(label) && label.length <= NAME_LABEL_MAX_LENGTH;
}

/** The name to look up, lower case; 400 when it cannot be a name at all. */
export function readLookupName(text: string): string {
  const name = asciiLowerCase(text);
  if (name.length > NAME_MAX_LENGTH || !DOTTED_NAME.test(name)) {
    throw new InvalidRequestError(SERVER_MESSAGES.invalidName(text));
  }
  return name;
}

/** A name to register: `<label>.<zone>` with a valid label, lower case; 400 otherwise. */
export function readRegistrableName(text: string, zone: string): string {
  const name = asciiLowerCase(text);
  const suffix = `.${asciiLowerCase(zone)}`;
  if (!name.endsWith(suffix)) {
    throw new InvalidRequestError(SERVER_MESSAGES.nameOutsideZone(text, zone));
  }
  const label = name.slice(0, -suffix.length);
  if (!isValidNameLabel(label)) throw new InvalidRequestError(SERVER_MESSAGES.nameRule(label));
  return name;
}

/**
 * The label suggestions start from: the typed text, with or without the zone ('alice' or
 * 'alice.portico.id'), lower case; 400 when it breaks the account-name rule.
 */
export function readSuggestionLabel(text: string, zone: string): string {
  const lower = asciiLowerCase(text);
  const suffix = `.${asciiLowerCase(zone)}`;
  const label = lower.endsWith(suffix) ? lower.slice(0, -suffix.length) : lower;
  if (!isValidNameLabel(label)) throw new InvalidRequestError(SERVER_MESSAGES.nameRule(text));
  return label;
}

/** The zone a suggestion request asks for: absent or the served zone; 400 otherwise. */
export function readZone(requested: string | undefined, served: string): string {
  if (requested === undefined || requested === '') return served;
  if (asciiLowerCase(requested) !== asciiLowerCase(served)) {
    throw new InvalidRequestError(SERVER_MESSAGES.unknownZone(requested, served));
  }
  return served;
}

/**
 * Lower case for A-Z only. String#toLowerCase maps some other letters to ASCII ones (the
 * Kelvin sign U+212A to 'k'), which would let a look-alike pass the ASCII-only rule.
 */
export function asciiLowerCase(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}
