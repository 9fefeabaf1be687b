import { BUTTON_PLACE_ATTRIBUTE } from '../buttons/buttonPlace';

/** Where the element that opened the dialog stood, read as the dialog opens. */
export interface OpenerPlace {
  readonly opener: HTMLElement;
  /** Its ancestors, nearest first: the nearest one still in the document bounds the search. */
  readonly ancestors: readonly Element[];
  readonly previous: ChildNode | null;
  readonly next: ChildNode | null;
}

/** The focused element and its place, or undefined when focus is nowhere (on <body>). */
export function rememberOpener(): OpenerPlace | undefined {
  if (typeof document === 'undefined') return undefined;
  const opener = document.activeElement;
  if (!(opener instanceof HTMLElement) || opener === document.body) return undefined;
  const ancestors: Element[] = [];
  for (let parent = opener.parentElement; parent; parent = parent.parentElement) {
    ancestors.push(parent);
  }
  return { opener, ancestors, previous: opener.previousSibling, next: opener.nextSibling };
}

/**
 * Where focus goes when the dialog closes (WCAG 2.4.3): the opener while it is in the
 * document. Once it is gone (a connect replaced "Connect Wallet" with the account button, a
 * disconnect the reverse), its replacement: the Portico button of the opener's ButtonPlace
 * (buttons/buttonPlace.ts), else a Portico button that now stands exactly where the opener
 * stood (an app that swaps the buttons itself). Undefined when there is none.
 */
export function focusTargetOnClose(place: OpenerPlace): HTMLElement | undefined {
  if (place.opener.isConnected) return place.opener;
  const scope = place.ancestors.find((ancestor) => ancestor.isConnected);
  if (!scope) return undefined;
  return inSamePlace(place, scope) ?? atSamePosition(place);
}

function inSamePlace({ opener }: OpenerPlace, scope: Element): HTMLElement | undefined {
  const id = opener.getAttribute(BUTTON_PLACE_ATTRIBUTE);
  if (id === null) return undefined;
  return [...scope.querySelectorAll<HTMLElement>(`[${BUTTON_PLACE_ATTRIBUTE}]`)].find(
    (element) => element.getAttribute(BUTTON_PLACE_ATTRIBUTE) === id,
  );
}

function atSamePosition({ ancestors, previous, next }: OpenerPlace): HTMLElement | undefined {
  const parent = ancestors[0];
  if (!parent?.isConnected) return undefined;
  let standing: Node | null = null;
  if (previous?.parentNode === parent) standing = previous.nextSibling;
  else if (next?.parentNode === parent) standing = next.previousSibling;
  else if (!previous && !next && parent.childNodes.length === 1) standing = parent.firstChild;
  return standing instanceof HTMLElement && standing.classList.contains('portico-button')
    ? standing
    : undefined;
}
