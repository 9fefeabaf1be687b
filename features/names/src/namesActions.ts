/**
 * The names actions, created once per instance when the plugin loads. They go through the
 * instance's public API (`portico`): its name service (`portico.services()`, core's
 * blockchain data API: suggestions, registration, reverse lookups with the spec's 5-minute
 * cache) and its wallet (`portico.signMessage`, so a refusal is core's 'Signature declined').
 * Each writes its result to the plugin's slice of state and returns it; none navigates.
 */
import {
  MESSAGES,
  NameServiceError,
  TOKENS,
  isUserRejection,
  safeImageSource,
  type FeatureContext,
  type Portico,
} from '@portico/core';
import type { NameSuggestion } from '@portico/core/services';
import { isRegistrableLabel, normalizedName, typedLabel } from './accountName';
import { initialNamesState, type AccountProfile, type NamesState } from './namesState';

/** What `register` did. A refusal or a failure keeps the form as it was, to try again. */
export type RegisterResult =
  | { readonly status: 'registered'; readonly name: string }
  | { readonly status: 'declined' }
  | { readonly status: 'failed'; readonly message: string };

export interface NamesActions {
  /**
   * The label as typed; when it follows the spec's rule, the service's free names like it
   * (the typed label under the zone first). Returns the suggestions.
   */
  setInput(portico: Portico, text: string): Promise<readonly NameSuggestion[]>;
  /**
   * Registers `name` (a whole name, as a suggestion gives it) for the connected eip155
   * account: the service's message, signed in the wallet, then sent. Once at a time.
   */
  register(portico: Portico, name: string): Promise<RegisterResult>;
  /**
   * The connected account's name and avatar (reverse lookup, kept 5 minutes by core's name
   * cache); undefined values when it has none or nothing is connected on eip155.
   */
  lookupProfile(portico: Portico): Promise<AccountProfile | undefined>;
  /** Empties the form (the account's profile stays). */
  reset(): void;
}

/** The connected eip155 account and its network, or undefined. */
function evmAccount(portico: Portico) {
  const account = portico.getAccount();
  const { namespace, caipNetwork } = portico.getNetwork();
  if (!account?.isConnected || !account.address || namespace !== 'eip155' || !caipNetwork) {
    return undefined;
  }
  return { address: account.address, caipNetworkId: caipNetwork.caipNetworkId };
}

const errorText = (error: unknown, fallback: string) =>
  error instanceof NameServiceError ? error.message : fallback;

export function createNamesActions(context: FeatureContext<NamesState>): NamesActions {
  const { state: store } = context;
  const toasts = context.resolve(TOKENS.toasts);
  const write = (change: Partial<NamesState>) =>
    store.setState((state) => ({ ...state, ...change }));
  // An answer that arrives after a newer request is dropped (per kind of request).
  let inputRun = 0;
  let profileRun = 0;
  let inFlight: Promise<RegisterResult> | undefined;

  async function lookupProfile(portico: Portico): Promise<AccountProfile | undefined> {
    const run = ++profileRun;
    const account = evmAccount(portico);
    const clients = account && (await portico.services().catch(() => undefined));
    if (!account || !clients) {
      if (run === profileRun) write({ profile: undefined });
      return undefined;
    }
    const profiles = await clients.blockchainApi
      .getNamesForAddress({ address: account.address, caipNetworkId: account.caipNetworkId })
      .catch(() => []);
    const [first] = profiles;
    const image = safeImageSource(first?.attributes.find((entry) => entry.avatar)?.avatar);
    const profile: AccountProfile = {
      address: account.address,
      ...(first?.name && { profileName: first.name }),
      ...(image && { profileImage: image }),
    };
    if (run === profileRun) {
      write({ profile });
      // Core's account state too (spec 3), so the account button and view show the name.
      context.setAccountProfile?.({ namespace: 'eip155', ...profile });
    }
    return profile;
  }

  async function registerOnce(portico: Portico, typed: string): Promise<RegisterResult> {
    const account = evmAccount(portico);
    if (!account) return { status: 'failed', message: MESSAGES.noActiveCaipAddress };
    const name = await normalizedName(typed);
    const clients = await portico.services().catch(() => undefined);
    if (!name || !clients) return fail(MESSAGES.errorRegisteringName);
    write({ registering: true, error: undefined });
    const api = clients.blockchainApi;
    let signature: string;
    const message = api.createNameMessage({ action: 'register', name, ...account });
    try {
      signature = await portico.signMessage({ message, namespace: 'eip155' });
    } catch (error) {
      if (isUserRejection(error)) {
        // Core's wallet actions showed 'Signature declined' already.
        write({ registering: false, error: MESSAGES.signatureDeclined });
        return { status: 'declined' };
      }
      return fail(MESSAGES.errorRegisteringName);
    }
    try {
      await api.registerName({ ...account, message, signature });
    } catch (error) {
      return fail(errorText(error, MESSAGES.errorRegisteringName));
    }
    write({ ...initialNamesState(), registered: name });
    await lookupProfile(portico);
    return { status: 'registered', name };
  }

  function fail(message: string): RegisterResult {
    toasts.error(message);
    write({ registering: false, error: message });
    return { status: 'failed', message };
  }

  return {
    async setInput(portico, text) {
      const run = ++inputRun;
      write({ input: text, error: undefined });
      const account = evmAccount(portico);
      if (!isRegistrableLabel(text) || !account) {
        write({ suggestions: [], suggestionsLoading: false });
        return [];
      }
      write({ suggestionsLoading: true });
      const clients = await portico.services().catch(() => undefined);
      try {
        const suggestions = clients
          ? await clients.blockchainApi.getNameSuggestions({
              name: typedLabel(text),
              caipNetworkId: account.caipNetworkId,
            })
          : [];
        if (run === inputRun) write({ suggestions, suggestionsLoading: false });
        return suggestions;
      } catch (error) {
        const message = errorText(error, MESSAGES.errorFetchingNameSuggestions);
        if (run === inputRun) write({ suggestions: [], suggestionsLoading: false, error: message });
        return [];
      }
    },
    register(portico, name) {
      inFlight ??= registerOnce(portico, name).finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
    lookupProfile,
    reset() {
      inputRun += 1;
      store.setState((state) => ({ ...initialNamesState(), profile: state.profile }));
    },
  };
}
