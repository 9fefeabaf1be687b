import type { ComponentType } from 'react';
import type { Portico, ViewData } from '@portico/core';

/** What every view (core's and a feature plugin's) is rendered with. */
export interface PorticoViewProps {
  readonly portico: Portico;
  /** The router data of this view (the connector being connected, ...). */
  readonly data?: ViewData;
}

/**
 * A view's renderer. Core's views are lazy modules of this package; a feature plugin gives
 * its own in `FeatureModule.views` (keyed by view name) and the modal renders them the same
 * way, with no change to the modal.
 */
export type PorticoViewComponent = ComponentType<PorticoViewProps>;
