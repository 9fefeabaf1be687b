// Each line below is wrong on purpose, and `@ts-expect-error` makes the compiler prove it: if a
// package's declarations stopped resolving (every type `any`, as under nodenext before the build
// wrote `.js` specifiers), the line would compile and tsc would report the unused directive.
// One line per entry point of every package: the consumer check fails when one is missing.
import { createPortico } from '@portico/core';
import { mainnet } from '@portico/core/networks';
import { createMemoryStorage } from '@portico/core/testing';
import { createServiceClients } from '@portico/core/services';
import { initialState } from '@portico/core/internal';
import { formatSolanaSignInMessage } from '@portico/core/siwx';
import { rpcPolicyFor } from '@portico/adapter-evm-common';
import { viemAdapter } from '@portico/adapter-evm-viem';
import { ethersAdapter } from '@portico/adapter-evm-ethers';
import { solanaAdapter } from '@portico/adapter-solana';
import { bitcoinAdapter } from '@portico/adapter-bitcoin';
import { polkadotAdapter } from '@portico/adapter-polkadot';
import { walletConnect } from '@portico/walletconnect';
import { usePorticoAccount } from '@portico/react';
import { Button } from '@portico/react/ui';
import { walletGuide } from '@portico/feature-wallet-guide';
import { receive } from '@portico/feature-receive';
import { send } from '@portico/feature-send';
import { swap } from '@portico/feature-swap';
import { onramp } from '@portico/feature-onramp';
import { names } from '@portico/feature-names';
import { siwx } from '@portico/feature-siwx';
import { createApp } from '@portico/server';
import { main } from '@portico/server/cli';
import { createSiwxServer } from '@portico/siwx-server';

// @ts-expect-error -- createPortico returns a Portico instance, not a number
export const portico: number = createPortico({ networks: [mainnet], adapters: [viemAdapter()] });
// @ts-expect-error -- a network is an object, not a string
export const network: string = mainnet;
// @ts-expect-error -- a storage backend is not a number
export const storage: number = createMemoryStorage();
// @ts-expect-error -- a function is not a string
export const services: string = createServiceClients;
// @ts-expect-error -- a function is not a number
export const initial: number = initialState;
// @ts-expect-error -- a function is not a string
export const policy: string = rpcPolicyFor;
// @ts-expect-error -- the adapter's options are an object
export const viem = viemAdapter('eip155');
// @ts-expect-error -- an adapter plugin is not a number
export const ethers: number = ethersAdapter();
// @ts-expect-error -- an adapter plugin is not a number
export const solana: number = solanaAdapter();
// @ts-expect-error -- an adapter plugin is not a string
export const bitcoin: string = bitcoinAdapter();
// @ts-expect-error -- an adapter plugin is not a number
export const polkadot: number = polkadotAdapter();
// @ts-expect-error -- walletConnect needs its options
export const connector = walletConnect();
// @ts-expect-error -- the hook takes a namespace, not a number
export const account = () => usePorticoAccount(42);
// @ts-expect-error -- a component is not a string
export const button: string = Button;
// @ts-expect-error -- a feature plugin is not a number
export const guide: number = walletGuide;
// @ts-expect-error -- a feature plugin is not a string
export const receiving: string = receive;
// @ts-expect-error -- a feature plugin is not a number
export const sending: number = send;
// @ts-expect-error -- a feature plugin is not a string
export const swapping: string = swap;
// @ts-expect-error -- a feature plugin is not a number
export const buying: number = onramp;
// @ts-expect-error -- a feature plugin is not a string
export const naming: string = names;
// @ts-expect-error -- a feature plugin is not a number
export const signingIn: number = siwx;
// @ts-expect-error -- the Sign-In With Solana writer takes the message's fields
export const solanaSignIn = formatSolanaSignInMessage();
// @ts-expect-error -- a function is not a string
export const app: string = createApp;
// @ts-expect-error -- main takes the argument list
export const cli = main();
// @ts-expect-error -- createSiwxServer needs its allow-list and chains
export const signInServer = createSiwxServer();
