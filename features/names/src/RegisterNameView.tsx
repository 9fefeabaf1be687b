import { useEffect, useId, type FormEvent } from 'react';
import { TOKENS } from '@portico/core';
import { usePorticoAccount, usePorticoNetwork, type PorticoViewProps } from '@portico/react';
import { Button, Text } from '@portico/react/ui';
import { isRegistrableLabel } from './accountName';
import { NAMES_VIEWS } from './index';
import { NAMES_LABELS as LABELS } from './labels';
import { useNames } from './useNames';

const fieldStyle = { display: 'grid', gap: 6 } as const;
const listStyle = { display: 'grid', gap: 8, listStyle: 'none', margin: 0, padding: 0 } as const;

/**
 * RegisterAccountName (spec 2): the name as typed, checked by the spec's rule; the service's
 * free names like it, each a button that registers it (signed in the wallet), then the success
 * view. A form: Enter in the field registers the first free name.
 */
export default function RegisterNameView({ portico }: PorticoViewProps) {
  const { actions, state } = useNames();
  const account = usePorticoAccount();
  const network = usePorticoNetwork();
  const ids = { field: useId(), hint: useId(), error: useId(), list: useId() };

  useEffect(() => {
    void actions.lookupProfile(portico);
  }, [actions, portico, account?.address, network.caipNetworkId]);

  if (!account?.isConnected) {
    return (
      <div className="portico-view portico-view--center">
        <Text variant="muted">{LABELS.notConnected}</Text>
      </div>
    );
  }
  if (network.namespace !== 'eip155') {
    return (
      <div className="portico-view portico-view--center">
        <Text variant="muted">{LABELS.notOnEvm}</Text>
      </div>
    );
  }

  const router = portico.resolve(TOKENS.router);
  const invalid = state.input.trim() !== '' && !isRegistrableLabel(state.input);
  const error = invalid ? LABELS.invalidName : state.error;
  const free = state.suggestions.filter((suggestion) => !suggestion.registered);
  const profileName =
    state.profile?.address === account.address ? state.profile?.profileName : undefined;

  const register = async (name: string) => {
    const result = await actions.register(portico, name);
    if (result.status === 'registered') router.push(NAMES_VIEWS.success);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (free[0] && !state.registering) void register(free[0].name);
  };

  return (
    <form className="portico-view portico-names" onSubmit={submit} noValidate>
      {profileName && <Text>{LABELS.alreadyNamed(profileName)}</Text>}
      <div style={fieldStyle}>
        <label htmlFor={ids.field} className="portico-text portico-text--heading">
          {LABELS.nameField}
        </label>
        <input
          id={ids.field}
          className="portico-search__input"
          style={{ paddingLeft: 12 }}
          type="text"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={state.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={[ids.hint, error && ids.error].filter(Boolean).join(' ')}
          onChange={(event) => void actions.setInput(portico, event.target.value)}
        />
        <Text variant="small" id={ids.hint}>
          {LABELS.nameHint}
        </Text>
        {error && (
          <Text variant="error" id={ids.error} role="alert">
            {error}
          </Text>
        )}
      </div>
      {!invalid && state.input.trim() !== '' && (
        <div style={fieldStyle} aria-busy={state.suggestionsLoading || undefined}>
          <Text as="span" variant="heading" id={ids.list}>
            {LABELS.suggestions}
          </Text>
          {state.suggestionsLoading && <Text variant="muted">{LABELS.loadingSuggestions}</Text>}
          {!state.suggestionsLoading && state.suggestions.length === 0 && !state.error && (
            <Text variant="muted">{LABELS.noSuggestions}</Text>
          )}
          <ul style={listStyle} aria-labelledby={ids.list}>
            {state.suggestions.map((suggestion) => (
              <li key={suggestion.name}>
                <Button
                  variant="secondary"
                  fullWidth
                  disabled={suggestion.registered || state.registering}
                  onClick={() => void register(suggestion.name)}
                >
                  {suggestion.registered
                    ? `${suggestion.name} · ${LABELS.taken}`
                    : LABELS.register(suggestion.name)}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {state.registering && <Text variant="muted">{LABELS.confirmInWallet}</Text>}
    </form>
  );
}
