import { safeImageSource } from '@portico/core';
import { addressGradient } from './addressDisplay';

/**
 * The account's avatar: its name's image (profileImage) when core's safeImageSource allows its
 * URL, else a gradient drawn from its address.
 */
export function AccountAvatar({
  address,
  image,
  size = 64,
}: {
  readonly address: string;
  readonly image?: string;
  readonly size?: number;
}) {
  const src = safeImageSource(image);
  if (src) {
    return <img className="portico-avatar" src={src} alt="" width={size} height={size} />;
  }
  return (
    <span
      className="portico-avatar"
      aria-hidden="true"
      style={{ width: size, height: size, backgroundImage: addressGradient(address) }}
    />
  );
}
