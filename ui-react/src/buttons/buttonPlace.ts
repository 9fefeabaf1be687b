import {
  createContext,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useState,
  type RefObject,
} from 'react';

/** The attribute that names the place a Portico button stands in. */
export const BUTTON_PLACE_ATTRIBUTE = 'data-portico-place';

/**
 * One place on the page where a component shows one Portico button at a time and swaps which:
 * ConnectButton shows "Connect Wallet", then the AccountButton once connected, then "Connect
 * Wallet" again. Each button of a place carries its id (BUTTON_PLACE_ATTRIBUTE), so the modal
 * gives focus to the button that now stands where its opener stood (modal/focusReturn.ts);
 * and a button replaced while it has focus hands focus to its replacement.
 */
export interface ButtonPlace {
  readonly id: string;
  /** Set when the place's button left the page while it had focus. */
  focusLeftWithButton: boolean;
}

export const ButtonPlaceContext = createContext<ButtonPlace | undefined>(undefined);

/** A new place, for the component that swaps the buttons shown in it. */
export function useNewButtonPlace(): ButtonPlace {
  const id = useId(); // the same on the server and in the browser
  const [place] = useState<ButtonPlace>(() => ({ id, focusLeftWithButton: false }));
  return place;
}

// useLayoutEffect warns during server rendering; focus means nothing there anyway.
const useClientLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * For the element of a Portico button: the attributes of the place it stands in (none outside
 * a place), and the hand-over of focus from the button it replaces. Focus is taken only while
 * nothing else has it, so a swap never steals focus from where the visitor put it.
 */
export function useButtonPlace(
  ref: RefObject<HTMLElement>,
): { [BUTTON_PLACE_ATTRIBUTE]: string } | undefined {
  const place = useContext(ButtonPlaceContext);
  useClientLayoutEffect(() => {
    const button = ref.current;
    if (!place || !button) return;
    const focusIsNowhere = () => {
      const active = button.ownerDocument.activeElement;
      return active === null || active === button.ownerDocument.body;
    };
    if (place.focusLeftWithButton && focusIsNowhere()) button.focus();
    place.focusLeftWithButton = false;
    return () => {
      // Runs before React removes the element: it still has focus if it had it.
      place.focusLeftWithButton = button.ownerDocument.activeElement === button;
    };
  }, [place, ref]);
  return place && { [BUTTON_PLACE_ATTRIBUTE]: place.id };
}
