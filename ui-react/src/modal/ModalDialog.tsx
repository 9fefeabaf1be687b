import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
} from 'react';
import { TOKENS, type Portico, type ViewName } from '@portico/core';
import { useStoreSelector } from '../hooks/useStoreSelector';
import { classNames } from '../ui/classNames';
import { AlertBanner } from './AlertBanner';
import { focusablesIn } from './focusables';
import { ModalHeader } from './ModalHeader';
import { ToastRegion } from './ToastRegion';
import { useFocusTrap } from './useFocusTrap';
import { createViewResolver } from './viewRegistry';
import { ViewOutlet } from './ViewOutlet';
import { ViewTitleContext, viewTitle } from './viewTitles';

export interface ModalDialogProps {
  readonly portico: Portico;
}

/**
 * The open modal: a backdrop and a real dialog (role="dialog", aria-modal, labelled by the
 * view's title) with the header, the current view, the alert and the toasts. Focus is
 * trapped inside and returns to the opener on close; Esc and a click on the backdrop close.
 * Its own chunk, with the lookup of every view (viewRegistry.ts): fetched before the first
 * open, once the page is idle or on intent (modalPrefetch.ts).
 */
export default function ModalDialog({ portico }: ModalDialogProps) {
  const resolver = useMemo(() => createViewResolver(portico), [portico]);
  const modal = useStoreSelector((state) => state.modal);
  const theme = useStoreSelector((state) => state.theme);
  const toast = useStoreSelector((state) => state.toast);
  const alert = useStoreSelector((state) => state.alert);
  const connectorId = modal.data?.connectorId;
  const walletName = useStoreSelector(
    (state) => state.connectors.find((connector) => connector.id === connectorId)?.name,
  );
  // A view's own title (useViewTitle), kept with the view that gave it: never shown for another.
  const [ownTitle, setOwnTitle] = useState<{ view: ViewName; title: string }>();
  const view = modal.view;
  const setViewTitle = useCallback(
    (title: string | undefined) => setOwnTitle(title === undefined ? undefined : { view, title }),
    [view],
  );
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  useFocusTrap(dialog);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      portico.close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [portico]);

  // Focus the first control of each view once it is on screen (its code may load first).
  const onViewShown = useCallback(() => {
    const root = dialog.current;
    if (!root) return;
    const target = (body.current && focusablesIn(body.current)[0]) ?? focusablesIn(root)[0] ?? root;
    target.focus();
  }, []);

  const onBackdropDown = (event: MouseEvent) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent) => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) portico.close();
    pressedOnBackdrop.current = false;
  };

  return (
    <div
      className="portico-root"
      data-portico-theme={theme.mode}
      style={theme.variables as CSSProperties}
    >
      <div className="portico-overlay" onMouseDown={onBackdropDown} onClick={onBackdropClick}>
        <div
          ref={dialog}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          className={classNames('portico-modal', modal.shake && 'portico-shake')}
          data-view={modal.view}
        >
          <ModalHeader
            titleId={titleId}
            title={
              ownTitle?.view === modal.view
                ? ownTitle.title
                : (resolver.title(modal.view) ?? viewTitle(modal.view, walletName))
            }
            canGoBack={modal.history.length > 1}
            onBack={() => portico.back()}
            onClose={() => portico.close()}
          />
          {alert && (
            <AlertBanner alert={alert} onClose={() => portico.resolve(TOKENS.alerts).close()} />
          )}
          <div ref={body} className="portico-modal__body">
            <ViewTitleContext.Provider value={setViewTitle}>
              <ViewOutlet
                portico={portico}
                view={modal.view}
                data={modal.data}
                resolver={resolver}
                onViewShown={onViewShown}
              />
            </ViewTitleContext.Provider>
          </div>
          <ToastRegion toast={toast} />
        </div>
      </div>
    </div>
  );
}
