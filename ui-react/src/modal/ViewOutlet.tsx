import { Suspense, useEffect } from 'react';
import type { Portico, ViewData, ViewName } from '@portico/core';
import { Spinner } from '../ui/Spinner';
import { LABELS } from '../ui/labels';
import ViewUnavailable from '../views/ViewUnavailable';
import { ViewErrorBoundary } from './ViewErrorBoundary';
import type { ViewResolver } from './viewRegistry';

/**
 * Rendered after the view inside Suspense: runs once the view's code is on screen. A passive
 * effect, so the dialog's refs (attached after its children's layout effects) are set.
 */
function ViewShown({ onShown }: { readonly onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return null;
}

function ViewLoading() {
  return (
    <div className="portico-view portico-view--center" aria-busy="true">
      <Spinner />
      <span className="portico-visually-hidden">{LABELS.loading}</span>
    </div>
  );
}

export interface ViewOutletProps {
  readonly portico: Portico;
  readonly view: ViewName;
  readonly data?: ViewData;
  readonly resolver: ViewResolver;
  /** Called when a view has rendered (to move focus into it). */
  readonly onViewShown: () => void;
}

/** The current view: its lazy code, a spinner while it loads, an error boundary around it. */
export function ViewOutlet({ portico, view, data, resolver, onViewShown }: ViewOutletProps) {
  const Component = resolver.get(view)?.Component ?? ViewUnavailable;
  return (
    <ViewErrorBoundary key={view}>
      <Suspense fallback={<ViewLoading />}>
        <Component portico={portico} data={data} />
        <ViewShown onShown={onViewShown} />
      </Suspense>
    </ViewErrorBoundary>
  );
}
