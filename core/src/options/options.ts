import type { AccountType } from '../contracts/accountTypes';
import type { AdapterPlugin } from '../contracts/adapter';
import type { FeaturePlugin } from '../contracts/feature';
import type { SharedConnectorPlugin } from '../contracts/sharedConnector';
import type { WalletEntry } from '../contracts/wallet';
import type { SiweConfig, SiwxConfig } from '../contracts/siwx';
import {
  AccountTypeNotAcceptedError,
  ConfigurationError,
  NetworkNotFoundError,
} from '../errors/errors';
import { parseServiceBaseUrl } from '../services/serviceBaseUrl';
import { MESSAGES } from '../errors/messages';
import { resolveFeatures, siwxSwitch, type Features } from '../features/defaultFeatures';
import type { Network } from '../networks/network';
import type { Platform } from '../platform/platform';
import type { StorageBackend } from '../storage/storage';
import type { ThemeMode, ThemeVariables } from '../state/types';
import type { ChainNamespace } from '../validators/caip';

/** App metadata (spec section 3). */
export interface AppMetadata {
  readonly name: string;
  readonly description: string;
  readonly url: string;
  readonly icons: readonly string[];
}

/** Base URLs of the services of spec section 7: the hosted ones, or a Portico server. */
export interface ServiceUrls {
  readonly walletCatalog?: string;
  readonly blockchainApi?: string;
  /** Where analytics events go; by default the wallet catalogue's URL (see services/). */
  readonly analytics?: string;
}

/** Options of `createPortico`. Names follow AppKit's where AppKit has the option. */
export interface PorticoOptions {
  readonly networks: readonly [Network, ...Network[]];
  readonly adapters?: readonly AdapterPlugin[];
  readonly defaultNetwork?: Network;
  /** Needed only for hosted services that ask for one; Portico's own server does not. */
  readonly projectId?: string;
  readonly metadata?: AppMetadata;
  readonly features?: Partial<Features>;
  /** Opt-in feature plugins; each is switched on by `features[plugin.id]`. */
  readonly plugins?: readonly FeaturePlugin[];
  /** Connectors shared by several namespaces, e.g. `walletConnect()` from @portico/walletconnect. */
  readonly connectors?: readonly SharedConnectorPlugin[];
  readonly themeMode?: ThemeMode;
  readonly themeVariables?: ThemeVariables;
  /**
   * Sign-in with Ethereum, AppKit's older shape: mapped onto `siwx` by @portico/feature-siwx
   * (`fromSiweConfig`). Not together with `siwx`.
   */
  readonly siweConfig?: SiweConfig;
  /**
   * Sign in with X (CAIP-122): where nonces come from and sessions are kept. Not together with
   * `siweConfig`. @portico/feature-siwx builds one.
   */
  readonly siwx?: SiwxConfig;
  readonly allowUnsupportedChain?: boolean;
  /** `false` turns network switching off: no UnsupportedChain view, no network list. */
  readonly enableNetworkSwitch?: boolean;
  /** `false` skips restoring the last connection on page load. */
  readonly enableReconnect?: boolean;
  readonly defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>>;
  readonly includeWalletIds?: readonly string[];
  readonly excludeWalletIds?: readonly string[];
  readonly featuredWalletIds?: readonly string[];
  readonly customWallets?: readonly WalletEntry[];
  readonly services?: ServiceUrls;
  readonly storage?: { readonly prefix?: string; readonly backend?: StorageBackend | null };
  /** Overrides platform detection (for tests, and for apps that know better). */
  readonly platform?: Partial<Platform>;
}

/** Options after validation, with every default filled in. */
export interface ResolvedOptions extends PorticoOptions {
  readonly adapters: readonly AdapterPlugin[];
  readonly features: Features;
  readonly plugins: readonly FeaturePlugin[];
  readonly connectors: readonly SharedConnectorPlugin[];
  readonly themeMode: ThemeMode;
  readonly themeVariables: ThemeVariables;
  readonly allowUnsupportedChain: boolean;
  readonly enableNetworkSwitch: boolean;
  readonly enableReconnect: boolean;
  readonly defaultAccountTypes: Partial<Record<ChainNamespace, AccountType>>;
}

/** Validates options with the spec's messages and fills in defaults. Throws on a mistake. */
export function resolveOptions(options: PorticoOptions): ResolvedOptions {
  if (!options || !Array.isArray(options.networks) || options.networks.length === 0) {
    throw new ConfigurationError(MESSAGES.noNetworks, 'NO_NETWORKS');
  }
  if (options.siweConfig !== undefined && options.siwx !== undefined) {
    throw new ConfigurationError(MESSAGES.siweAndSiwxTogether, 'SIWE_AND_SIWX');
  }
  const networkIds = new Set(options.networks.map((network) => network.caipNetworkId));
  if (options.defaultNetwork && !networkIds.has(options.defaultNetwork.caipNetworkId)) {
    throw new NetworkNotFoundError(options.defaultNetwork.caipNetworkId);
  }
  assertServiceUrls(options.services);
  const adapters = options.adapters ?? [];
  const namespaces = new Set<string>();
  for (const adapter of adapters) {
    if (namespaces.has(adapter.namespace)) {
      throw new ConfigurationError(
        MESSAGES.duplicateAdapter(adapter.namespace),
        'DUPLICATE_ADAPTER',
      );
    }
    namespaces.add(adapter.namespace);
    if (!adapter.accountTypes.accepted.includes(adapter.accountTypes.default)) {
      throw new AccountTypeNotAcceptedError(adapter.accountTypes.default, adapter.namespace);
    }
  }
  const defaultAccountTypes = { ...options.defaultAccountTypes };
  for (const [namespace, accountType] of Object.entries(defaultAccountTypes)) {
    const adapter = adapters.find((candidate) => candidate.namespace === namespace);
    if (accountType && adapter && !adapter.accountTypes.accepted.includes(accountType)) {
      throw new AccountTypeNotAcceptedError(accountType, namespace);
    }
  }
  return {
    ...options,
    adapters,
    features: siwxSwitch(resolveFeatures(options.features), options),
    plugins: options.plugins ?? [],
    connectors: resolveConnectors(options.connectors),
    themeMode: options.themeMode ?? 'light',
    themeVariables: options.themeVariables ?? {},
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    enableReconnect: options.enableReconnect ?? true,
    defaultAccountTypes,
  };
}

/** Shared connector plugins, one per id. */
function resolveConnectors(
  connectors: readonly SharedConnectorPlugin[] = [],
): readonly SharedConnectorPlugin[] {
  const ids = new Set<string>();
  for (const connector of connectors) {
    if (ids.has(connector.id)) {
      throw new ConfigurationError(
        MESSAGES.duplicateConnector(connector.id),
        'DUPLICATE_CONNECTOR',
      );
    }
    ids.add(connector.id);
  }
  return connectors;
}

function assertServiceUrls(services: ServiceUrls | undefined): void {
  for (const [option, value] of Object.entries(services ?? {})) {
    if (value !== undefined) parseServiceBaseUrl(`services.${option}`, String(value));
  }
}
