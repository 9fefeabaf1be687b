import { useEffect, useState } from 'react';
import { safeImageSource } from '@portico/core';

/**
 * A network's icon, decorative (its name is next to it): the app's image only when its scheme
 * is allowed (core's safeImageSource), else a tile with the name's first letter, as the
 * modal's own network list shows it.
 */
export function NetworkIcon({ src, name }: { readonly src?: string; readonly name: string }) {
  const safe = safeImageSource(src);
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [safe]);
  const box = { width: 24, height: 24 };
  if (!safe || failed) {
    return (
      <span
        className="portico-image portico-image--circle portico-image--fallback"
        style={box}
        aria-hidden="true"
      >
        {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
      </span>
    );
  }
  return (
    <img
      className="portico-image portico-image--circle"
      style={box}
      src={safe}
      alt=""
      width={24}
      height={24}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      draggable={false}
      onError={() => setFailed(true)}
    />
  );
}
