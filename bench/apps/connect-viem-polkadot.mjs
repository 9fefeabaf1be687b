// The connect-only viem app with Polkadot added: what the Polkadot adapter adds to an EVM app.
import { createPortico } from '@portico/core';
import { mainnet, polkadot } from '@portico/core/networks';
import { viemAdapter } from '@portico/adapter-evm-viem';
import { polkadotAdapter } from '@portico/adapter-polkadot';

const portico = createPortico({
  networks: [mainnet, polkadot],
  adapters: [viemAdapter(), polkadotAdapter()],
});
await portico.open();
await portico.connect({ connectorId: 'io.metamask' });
