import { useRef, type ReactNode } from 'react';
import { useStoreSelector } from '../hooks/useStoreSelector';
import { useButtonPlace } from './buttonPlace';
import { useThemeVariables } from './useThemeVariables';

export type PorticoButtonSize = 'sm' | 'md';

export interface PorticoButtonProps {
  readonly variant: 'connect' | 'account' | 'network';
  readonly size?: PorticoButtonSize;
  readonly onClick: () => void;
  /**
   * The visitor may be about to click: the pointer is over the button, it has focus, or it is
   * pressed. The buttons that open the modal start loading its code here (useModalIntent).
   */
  readonly onIntent?: () => void;
  /** Marks the button busy (aria-busy) while something is in progress. */
  readonly busy?: boolean;
  /** The network button on a chain the app does not support. */
  readonly unsupported?: boolean;
  /** The visible text (and icon): it is also the button's accessible name. */
  readonly children: ReactNode;
}

/**
 * The element every Portico button renders: a real `<button type="button">` named by its
 * visible content (no aria-label that could differ from it). The buttons live outside the
 * modal, so each carries the theme root attribute (`data-portico-theme`) and variables itself.
 * Inside a ButtonPlace (ConnectButton) it carries the place's id and takes over focus from the
 * button it replaces (buttonPlace.ts).
 */
export function PorticoButton({
  variant,
  size = 'md',
  onClick,
  onIntent,
  busy,
  unsupported,
  children,
}: PorticoButtonProps) {
  const theme = useStoreSelector((state) => state.theme);
  const ref = useRef<HTMLButtonElement>(null);
  useThemeVariables(ref, theme.variables);
  const place = useButtonPlace(ref);
  return (
    <button
      ref={ref}
      type="button"
      className={`portico-button portico-button--${variant} portico-button--${size}`}
      data-portico-theme={theme.mode}
      data-unsupported={unsupported ? 'true' : undefined}
      aria-haspopup="dialog"
      aria-busy={busy ? true : undefined}
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onPointerDown={onIntent}
      {...place}
    >
      {children}
    </button>
  );
}
