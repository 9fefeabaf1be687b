'use client';
/**
 * The client side of the example's root layout: the Portico instance is not serializable, so a
 * client component gives it to PorticoProvider. Everything below it, server components
 * included, can render Portico's buttons.
 */
import type { ReactNode } from 'react';
import { PorticoProvider } from '@portico/react';
import { portico } from './portico';

export function Providers({ children }: { readonly children: ReactNode }) {
  return <PorticoProvider portico={portico}>{children}</PorticoProvider>;
}
