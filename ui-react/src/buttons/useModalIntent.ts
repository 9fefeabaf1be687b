import { useCallback } from 'react';
import type { FirstView } from '../modal/firstViews';
import { prefetchFirstView } from '../modal/modalPrefetch';

/**
 * For a button that opens the modal on `view`: a handler for the visitor's intent (pointer
 * over the button, keyboard focus, press) that starts loading the dialog's and the view's code,
 * so that the click that follows opens the modal in one frame even before the page was idle.
 */
export function useModalIntent(view: FirstView): () => void {
  return useCallback(() => prefetchFirstView(view), [view]);
}
