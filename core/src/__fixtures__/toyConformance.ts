/**
 * The conformance kit's setup over core's toy adapter (toyChain.ts): the wallet and ledger
 * probes read the toy wallet and ledger, and signatures are checked against the public key
 * the address itself carries. Shared by conformance.test.ts and the mutation test.
 */
import { createPublicKey, verify } from 'node:crypto';
import type { ConformanceSetup } from '../testing/conformanceTypes';
import { createToyChain, createToyWallet, toyNetworks } from './toyChain';

/** The DER prefix of an ed25519 SubjectPublicKeyInfo; the 32 key bytes follow. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** Verifies a toy signature for `address` (`toy` + the hex public key). */
export function verifyToySignature(address: string, message: string, signature: string) {
  if (!/^toy[0-9a-f]{64}$/.test(address)) return false;
  const key = createPublicKey({
    key: Buffer.concat([ED25519_SPKI_PREFIX, Buffer.from(address.slice(3), 'hex')]),
    format: 'der',
    type: 'spki',
  });
  return verify(null, Buffer.from(message), key, Buffer.from(signature, 'base64'));
}

export function toyConformanceSetup(): ConformanceSetup {
  const toy = createToyChain();
  const { wallet } = toy;
  let announced = 0;
  return {
    plugin: toy.plugin,
    networks: toyNetworks,
    connectorId: 'toy-wallet',
    transfer: { to: 'toyreceiver', value: 1_000n },
    verifySignature: ({ address, message, signature }) =>
      verifyToySignature(address, message, signature),
    wallet: {
      prompts: () => wallet.prompts,
      refuseNext: () => void (wallet.refusals += 1),
      chainOf: async () => wallet.chainId,
      grants: async () => wallet.approved,
      emit: {
        async accountsChanged() {
          const { address } = createToyWallet();
          wallet.emit({ type: 'accounts', accounts: [address] });
          return address;
        },
        async chainChanged(network) {
          wallet.chainId = String(network.id);
          wallet.emit({ type: 'chain', chainId: wallet.chainId });
        },
        async disconnect() {
          wallet.approved = false;
          wallet.emit({ type: 'disconnect' });
        },
      },
    },
    chain: {
      balanceOf: async (address) => toy.ledger.get(address) ?? 0n,
      findTransaction: async (id) => toy.transactions.has(id),
    },
    announceWallet() {
      announced += 1;
      return toy.announceWallet(`Announced Toy Wallet ${announced}`).name;
    },
    effectTimeoutMs: 2_000,
  };
}
