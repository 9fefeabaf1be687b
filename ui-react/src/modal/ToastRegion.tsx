import type { ToastState } from '@portico/core';
import { Spinner } from '../ui/Spinner';
import { AlertIcon, CheckIcon } from '../ui/icons';

/**
 * The toast (loading, success, error) in a polite live region: the region stays in the DOM
 * so screen readers announce each new message. `toast.id` tells two equal messages apart.
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
        </div>
      )}
    </div>
  );
}
