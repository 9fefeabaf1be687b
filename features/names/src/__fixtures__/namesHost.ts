/**
 * Test fixture: the instance the names actions are given, for an end-to-end registration on a
 * real Portico server. It is a real Portico instance (its name plugin loaded, core's toasts)
 * with three stand-ins, named so: the connected account and its network are the EVM test
 * wallet's (the toy chains of core's fixtures sign with ed25519, which no name service takes),
 * `signMessage` is that wallet's personal_sign (a real secp256k1 signature; its refusal 4001
 * becomes core's UserRejectedError, as every adapter maps it), and `services()` are the client
 * pointed at the server.
 */
import { UserRejectedError, type Portico } from '@portico/core';
import type { ServiceClients } from '@portico/core/services';
import { createTestWallet, type TestWallet } from '@portico/testing';
import { stringToHex, type Hex } from 'viem';
import { createTestPortico } from '../../../../core/src/__fixtures__/instance';
import { names } from '../index';

export interface NamesHost {
  readonly portico: Portico;
  /** The instance as the actions see it (the stand-ins above). */
  readonly host: Portico;
  readonly wallet: TestWallet;
  readonly address: string;
}

export async function namesHost(options: {
  readonly clients: ServiceClients;
  readonly caipNetworkId: string;
  readonly rpcUrl: string;
  readonly privateKey?: Hex;
}): Promise<NamesHost> {
  const portico = createTestPortico({ plugins: [names], features: { names: true } });
  const chainId = Number(options.caipNetworkId.split(':')[1]);
  const wallet = createTestWallet({
    chains: [{ chainId, rpcUrl: options.rpcUrl }],
    ...(options.privateKey && { privateKey: options.privateKey }),
  });
  const [address] = (await wallet.provider.request({ method: 'eth_requestAccounts' })) as string[];
  const host: Portico = {
    ...portico,
    getAccount: () => ({
      status: 'connected',
      isConnected: true,
      address: address!,
      accountType: 'eoa',
      allAccounts: [],
    }),
    getNetwork: () =>
      ({
        ...portico.getNetwork(),
        namespace: 'eip155',
        caipNetwork: { caipNetworkId: options.caipNetworkId },
      }) as ReturnType<Portico['getNetwork']>,
    services: async () => options.clients,
    async signMessage({ message }) {
      try {
        const signed = await wallet.provider.request({
          method: 'personal_sign',
          params: [stringToHex(message), address],
        });
        return signed as string;
      } catch (error) {
        throw (error as { code?: unknown }).code === 4001 ? new UserRejectedError(error) : error;
      }
    },
  };
  return { portico, host, wallet, address: address! };
}
