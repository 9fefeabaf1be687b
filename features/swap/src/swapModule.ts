// Swap's code, loaded when one of its views first opens: three views, its state and actions.
import type { FeatureModule } from '@portico/core';
import { SWAP_VIEWS } from './index';
import SwapPreviewView from './SwapPreviewView';
import SwapSelectTokenView from './SwapSelectTokenView';
import SwapView from './SwapView';
import { createSwapActions, type SwapActions } from './swapActions';
import { initialSwapState, type SwapState } from './swapState';

export const views = {
  [SWAP_VIEWS.form]: SwapView,
  [SWAP_VIEWS.selectToken]: SwapSelectTokenView,
  [SWAP_VIEWS.preview]: SwapPreviewView,
};

export const createState: FeatureModule<SwapActions, SwapState>['createState'] = initialSwapState;
export const createActions: FeatureModule<SwapActions, SwapState>['createActions'] =
  createSwapActions;
