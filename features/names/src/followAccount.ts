/**
 * The connected eip155 account's name and avatar from the moment it connects: core loads the
 * plugin once an account connects (`loadWhen: 'connected'`), and its setup looks the account
 * up at once and again whenever the account or its network changes. The lookup writes the name
 * into core's account state, so the account button shows it with no names view opened; core's
 * name cache keeps each answer 5 minutes.
 */
import { TOKENS, type FeatureContext, type Portico, type Unsubscribe } from '@portico/core';
import type { NamesActions } from './namesActions';
import type { NamesState } from './namesState';

export function followAccount(
  context: FeatureContext<NamesState>,
  actions: Pick<NamesActions, 'lookupProfile'>,
): Unsubscribe {
  const reader = context.resolve(TOKENS.state);
  const chain = () => reader.getState().chains.eip155;
  // What lookupProfile reads of the instance: its eip155 account and network, its services.
  const host = {
    getAccount: () => {
      const account = chain()?.account;
      return account && { ...account, isConnected: account.status === 'connected' };
    },
    getNetwork: () => {
      const id = chain()?.caipNetworkId;
      return { namespace: 'eip155', caipNetwork: id && { caipNetworkId: id } };
    },
    services: context.resolve(TOKENS.services),
  } as unknown as Portico; // lookupProfile reads only the fields given here
  const look = () => void actions.lookupProfile(host).catch(() => undefined);
  look();
  return reader.subscribe(
    (state) => {
      const current = state.chains.eip155;
      return current?.account.status === 'connected'
        ? `${current.account.address}|${current.caipNetworkId}`
        : '';
    },
    (key) => {
      if (key) look();
    },
  );
}
