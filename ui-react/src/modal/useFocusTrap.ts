import { useLayoutEffect, useState, type RefObject } from 'react';
import { focusablesIn } from './focusables';
import { focusTargetOnClose, rememberOpener } from './focusReturn';

/**
 * Keeps focus inside `dialog` while it is mounted: Tab and Shift+Tab cycle through its
 * controls, and focus that leaves it (a click on the page behind, a script) is brought back.
 * On unmount, focus returns to the element that had it when the dialog opened (the opener),
 * or to the Portico button that replaced it meanwhile (focusReturn.ts).
 */
export function useFocusTrap(dialog: RefObject<HTMLElement>): void {
  // Read during the first render: the view's own effects move focus before ours run.
  const [openerPlace] = useState(rememberOpener);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const controls = focusablesIn(element);
      if (controls.length === 0) {
        event.preventDefault();
        element.focus();
        return;
      }
      const first = controls[0] as HTMLElement;
      const last = controls[controls.length - 1] as HTMLElement;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !element.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !element.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !element.contains(event.target)) {
        (focusablesIn(element)[0] ?? element).focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      // Listeners first: giving focus back to the opener must not be trapped.
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      if (openerPlace) focusTargetOnClose(openerPlace)?.focus();
    };
  }, [dialog, openerPlace]);
}
