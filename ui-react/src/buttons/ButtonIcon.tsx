import { safeImageSource } from '@portico/core';

/**
 * A decorative icon (a wallet's or a network's) next to the text that names it, shown only
 * when its source passes core's `safeImageSource` (the modal's WalletImage uses the same check);
 * otherwise nothing (the text still says what it is). The check reads the string alone, so the
 * server and the browser agree.
 * `alt=""`: the visible text is the accessible name, the image adds nothing to it.
 */
export function ButtonIcon({ src }: { readonly src?: string }) {
  const safe = safeImageSource(src);
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
