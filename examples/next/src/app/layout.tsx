import type { ReactNode } from 'react';
import '@portico/react/styles.css';
import './example.css';
import { Providers } from './providers';

export const metadata = {
  title: 'Portico in Next.js',
  description: "Portico's buttons rendered on the server and hydrated in the browser",
};

/** The root layout, a server component: the page inside Portico's provider. No web fonts. */
export default function RootLayout({ children }: { readonly children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
