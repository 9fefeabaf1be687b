// The connect-only viem app with Bitcoin added: what the Bitcoin adapter adds to an EVM app.
import { createPortico } from '@portico/core';
import { bitcoin, mainnet } from '@portico/core/networks';
import { viemAdapter } from '@portico/adapter-evm-viem';
import { bitcoinAdapter } from '@portico/adapter-bitcoin';

const portico = createPortico({
  networks: [mainnet, bitcoin],
  adapters: [viemAdapter(), bitcoinAdapter()],
});
await portico.open();
await portico.connect({ connectorId: 'io.metamask' });
