import { useEffect, useState } from 'react';
import { safeImageSource } from '@portico/core';
import { classNames } from './classNames';

export interface WalletImageProps {
  /** Untrusted: used only when its scheme is allowed (safeImageSource). */
  readonly src?: string;
  /** The wallet's (or token's, network's) name: its first letter is the fallback tile. */
  readonly name: string;
  readonly size?: number;
  readonly shape?: 'rounded' | 'circle';
}

/**
 * A wallet, token or network icon. The image is decorative (the name is shown next to it),
 * so alt is empty. A missing, refused or broken image shows a neutral tile with the name's
 * first letter instead.
 */
export function WalletImage({ src, name, size = 40, shape = 'rounded' }: WalletImageProps) {
  const safe = safeImageSource(src);
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [safe]);
  const className = classNames('portico-image', `portico-image--${shape}`);
  const box = { width: size, height: size };
  if (!safe || failed) {
    const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
    return (
      <span
        className={classNames(className, 'portico-image--fallback')}
        style={box}
        aria-hidden="true"
      >
        {initial}
      </span>
    );
  }
  return (
    <img
      className={className}
      style={box}
      src={safe}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      draggable={false}
      onError={() => setFailed(true)}
    />
  );
}
