import { useState } from 'react';
import { safeImageSource } from '@portico/core';
import { addressGradient } from './addressDisplay';

/** The profile image (only through an allowed scheme), else a gradient from the address. */
export function AccountAvatar({
  address,
  profileImage,
  size = 64,
}: {
  readonly address: string;
  readonly profileImage?: string;
  readonly size?: number;
}) {
  const src = safeImageSource(profileImage);
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return (
      <img
        className="portico-avatar"
        src={src}
        alt=""
        width={size}
        height={size}
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span
      className="portico-avatar"
      aria-hidden="true"
      style={{ width: size, height: size, backgroundImage: addressGradient(address) }}
    />
  );
}
