import { Suspense, useEffect, useMemo } from 'react';
import { createPortal } from 'react-dom';
import { TOKENS } from '@portico/core';
import { usePorticoInstance } from '../context/porticoContext';
import { useStoreSelector } from '../hooks/useStoreSelector';
import { watchBrowserBack } from './browserBack';
import { whenIdle } from './idle';
import { Dialog, prefetchFirstView } from './modalPrefetch';

/**
 * The instance's modal, rendered by PorticoProvider. Closed, it renders nothing, but once the
 * page is idle it loads the dialog's code and the view it would open on (never during the
 * page's load: see modalPrefetch.ts), so opening takes one frame. Open, it portals the dialog
 * into document.body.
 */
export function PorticoModalRoot() {
  const portico = usePorticoInstance();
  const open = useStoreSelector((state) => state.modal.open);
  // Random, not useId: two React roots on one page would get the same useId.
  const historyKey = useMemo(() => Math.random().toString(36).slice(2), []);

  useEffect(
    () =>
      whenIdle(() => {
        const first = portico.getAccount()?.isConnected ? 'Account' : 'Connect';
        prefetchFirstView(first);
      }),
    [portico],
  );

  useEffect(
    () =>
      watchBrowserBack(portico.resolve(TOKENS.state), portico.resolve(TOKENS.modal), historyKey),
    [portico, historyKey],
  );

  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <Suspense fallback={null}>
      <Dialog.Component portico={portico} />
    </Suspense>,
    document.body,
  );
}
