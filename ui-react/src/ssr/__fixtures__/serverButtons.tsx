/**
 * Test fixture: the three buttons inside a PorticoProvider, as a server renders them, and the
 * toychain instance a server (no window, no storage) builds. The node test renders it with
 * `window` undefined; the hydration test renders the same markup in a real Node process
 * (printServerMarkup.tsx) and hydrates it in jsdom.
 */
import { createPortico, type Portico } from '@portico/core';
import {
  createToyChain,
  toyNetworks,
  type ToyChain,
} from '../../../../core/src/__fixtures__/toyChain';
import { PorticoProvider } from '../../context/PorticoProvider';
import { AccountButton } from '../../buttons/AccountButton';
import { ConnectButton } from '../../buttons/ConnectButton';
import { NetworkButton } from '../../buttons/NetworkButton';

export function ServerButtons() {
  return (
    <div className="app-header">
      <ConnectButton />
      <NetworkButton />
      <AccountButton />
    </div>
  );
}

/** The app tree: what the server renders and what the client hydrates. */
export function ServerApp({ portico }: { readonly portico: Portico }) {
  return (
    <PorticoProvider portico={portico}>
      <ServerButtons />
    </PorticoProvider>
  );
}

/** An instance as a server creates it: default options, so core's storage is a no-op. */
export function createServerPortico(toy: ToyChain = createToyChain()): Portico {
  return createPortico({ networks: toyNetworks, adapters: [toy.plugin] });
}
