/**
 * The resolved receiver's avatar (from the names service, already passed through core's
 * safeImageSource), decorative: the name next to it is what is read out.
 */
export function ReceiverAvatar({ src }: { readonly src: string | undefined }) {
  if (!src) return null;
  return (
    <img
      className="portico-image portico-image--circle"
      src={src}
      alt=""
      width={24}
      height={24}
      referrerPolicy="no-referrer"
    />
  );
}
