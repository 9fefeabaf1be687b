import { safeImageSrc } from './safeImageSrc';

/**
 * A decorative icon (a wallet's or a network's) next to the text that names it, shown only
 * when its source passes `safeImageSrc`; otherwise nothing (the text still says what it is).
 * `alt=""`: the visible text is the accessible name, the image adds nothing to it.
 */
export function ButtonIcon({ src }: { readonly src?: string }) {
  const safe = safeImageSrc(src);
  if (!safe) return null;
  return (
    <img
      className="portico-button__icon"
      src={safe}
      alt=""
      width={20}
      height={20}
      referrerPolicy="no-referrer"
      draggable={false}
    />
  );
}
