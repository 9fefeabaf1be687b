// Buy's code, loaded when one of its views first opens: two views, its state and actions.
import type { FeatureModule } from '@portico/core';
import { ONRAMP_VIEWS } from './index';
import OnRampBuyView from './OnRampBuyView';
import OnRampProvidersView from './OnRampProvidersView';
import { createOnrampActions, type OnrampActions } from './onrampActions';
import { initialOnrampState, type OnrampState } from './onrampState';

export const views = {
  [ONRAMP_VIEWS.providers]: OnRampProvidersView,
  [ONRAMP_VIEWS.buy]: OnRampBuyView,
};

export const createState: FeatureModule<OnrampActions, OnrampState>['createState'] =
  initialOnrampState;
export const createActions: FeatureModule<OnrampActions, OnrampState>['createActions'] =
  createOnrampActions;
