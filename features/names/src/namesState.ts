import type { NameSuggestion } from '@portico/core/services';

/** The connected account's name and avatar (the spec's profileName and profileImage). */
export interface AccountProfile {
  /** The address the lookup was for (a profile of another address is never shown). */
  readonly address: string;
  readonly profileName?: string;
  /** The avatar's URL, only when core's safeImageSource allows it. */
  readonly profileImage?: string;
}

export interface NamesState {
  /** The name as typed (the label, without the zone). */
  readonly input: string;
  /** The service's names like the input, each with whether it is taken. */
  readonly suggestions: readonly NameSuggestion[];
  readonly suggestionsLoading: boolean;
  /** The last error to show (the spec's text), cleared by the next request. */
  readonly error?: string;
  /** True while the wallet is asked to sign and the service registers. */
  readonly registering: boolean;
  /** The name registered last (for the success view). */
  readonly registered?: string;
  readonly profile?: AccountProfile;
}

export function initialNamesState(): NamesState {
  return { input: '', suggestions: [], suggestionsLoading: false, registering: false };
}
