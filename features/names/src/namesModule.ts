// The names code, loaded when one of its views first opens (or the app loads the plugin).
import type { FeatureModule } from '@portico/core';
import { NAMES_VIEWS } from './index';
import { followAccount } from './followAccount';
import { createNameLookup } from './nameLookup';
import { createNamesActions, type NamesActions } from './namesActions';
import { initialNamesState, type NamesState } from './namesState';
import RegisterNameSuccessView from './RegisterNameSuccessView';
import RegisterNameView from './RegisterNameView';

export const views = {
  [NAMES_VIEWS.register]: RegisterNameView,
  [NAMES_VIEWS.success]: RegisterNameSuccessView,
};

export const createState: FeatureModule<NamesActions, NamesState>['createState'] =
  initialNamesState;
export const createActions: FeatureModule<NamesActions, NamesState>['createActions'] =
  createNamesActions;
/** Looks up the connected eip155 account's name and avatar now and whenever it changes. */
export const setup: FeatureModule<NamesActions, NamesState>['setup'] = (context) =>
  followAccount(context, createNamesActions(context));
/** The names of other addresses for the modal (the Activity tab's counterparties). */
export const nameLookup: FeatureModule<NamesActions, NamesState>['nameLookup'] = createNameLookup;
