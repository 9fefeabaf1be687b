/**
 * GET /v1/profile/suggestions/{name}: names that can still be registered, like the one
 * typed. The typed label under the zone comes first when it is free, then numbered variants
 * ('alice1', 'alice2', ...), all following the account-name rule; at most
 * NAME_SUGGESTION_COUNT, trying at most NAME_SUGGESTION_CANDIDATES names.
 */
import { isValidNameLabel } from './nameRules';

export const NAME_SUGGESTION_COUNT = 5;
export const NAME_SUGGESTION_CANDIDATES = 20;

export interface NameSuggestionAnswer {
  readonly name: string;
  readonly registered: boolean;
}

/** The labels tried, in order: the label, then label1, label2, ... (within the length rule). */
export function suggestionCandidates(label: string): string[] {
  const candidates = [label];
  for (let n = 1; candidates.length < NAME_SUGGESTION_CANDIDATES; n++) {
    const variant = `${label}${n}`;
    if (!isValidNameLabel(variant)) break;
    candidates.push(variant);
  }
  return candidates;
}

export async function suggestNames(
  label: string,
  zone: string,
  isRegistered: (name: string) => Promise<boolean>,
): Promise<NameSuggestionAnswer[]> {
  const names = suggestionCandidates(label).map((candidate) => `${candidate}.${zone}`);
  const registered = await Promise.all(names.map(isRegistered));
  return names
    .filter((_, index) => !registered[index])
    .slice(0, NAME_SUGGESTION_COUNT)
    .map((name) => ({ name, registered: false }));
}
