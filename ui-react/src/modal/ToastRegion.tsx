import { useLayoutEffect, useRef } from 'react';
import type { ToastState } from '@portico/core';
import { ExternalLink } from '../ui/ExternalLink';
import { Spinner } from '../ui/Spinner';
import { AlertIcon, CheckIcon } from '../ui/icons';

/**
 * The toast (loading, success, error) in a polite live region: the region stays in the DOM
 * so screen readers announce each new message. `toast.id` tells two equal messages apart.
 * A toast's link (a transaction's block-explorer page) is rendered only when its href is a
 * safe web link (https, or http on loopback; ExternalLink checks), and opens in a new tab.
 */
export function ToastRegion({ toast }: { readonly toast: ToastState }) {
  return (
    <div className="portico-toast-region" role="status" aria-live="polite">
      {toast.open && (
        <div key={toast.id} className={`portico-toast portico-toast--${toast.variant}`}>
          <span className="portico-toast__icon">
            {toast.variant === 'loading' && <Spinner size="small" />}
            {toast.variant === 'success' && <CheckIcon />}
            {toast.variant === 'error' && <AlertIcon />}
          </span>
          <span className="portico-toast__message">{toast.message}</span>
          {toast.link && <ToastLink href={toast.link.href} label={toast.link.label} />}
        </div>
      )}
    </div>
  );
}

/**
 * A link in the toast, reachable with Tab while the toast is shown. When the toast goes away
 * (replaced, hidden after its time) while the link has focus, focus moves to the dialog
 * instead of being lost to the page's body.
 */
function ToastLink({ href, label }: { readonly href: string; readonly label: string }) {
  const link = useRef<HTMLAnchorElement>(null);
  useLayoutEffect(() => {
    const element = link.current;
    // The cleanup runs before React removes the toast, while the link may still hold focus.
    return () => {
      if (element && document.activeElement === element) {
        element.closest<HTMLElement>('[role="dialog"]')?.focus();
      }
    };
  }, []);
  return (
    <ExternalLink ref={link} href={href} className="portico-toast__link">
      {label}
    </ExternalLink>
  );
}
