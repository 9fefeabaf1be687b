// Send's code, loaded when one of its views first opens: three views, its state and actions.
import type { FeatureModule } from '@portico/core';
import { SEND_VIEWS } from './index';
import PreviewView from './PreviewView';
import SelectTokenView from './SelectTokenView';
import SendView from './SendView';
import { createSendActions, type SendActions } from './sendActions';
import { initialSendState, type SendState } from './sendState';

export const views = {
  [SEND_VIEWS.form]: SendView,
  [SEND_VIEWS.selectToken]: SelectTokenView,
  [SEND_VIEWS.preview]: PreviewView,
};

export const createState: FeatureModule<SendActions, SendState>['createState'] = initialSendState;
export const createActions: FeatureModule<SendActions, SendState>['createActions'] =
  createSendActions;
