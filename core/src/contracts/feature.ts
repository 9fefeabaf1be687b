import type { Token } from '../di/tokens';
import type { WalletFeature } from '../orders/walletFeatures';
import type { Unsubscribe } from './adapter';
import type { NameLookup } from './nameLookup';
import type { Portico } from '../porticoApi';
import type { ChainNamespace } from '../validators/caip';

/**
 * Where a plugin's entry sits on the account screen: at a wallet feature's place in the spec's
 * order (onramp, swaps, receive, send), or 'after' them, in the order the plugins are given.
 */
export type AccountEntrySlot = WalletFeature | 'after';

/** A plugin's button on the account screen, declared without loading the plugin's code. */
export interface AccountEntry {
  /** The button's text (its accessible name). */
  readonly label: string;
  /** An icon key the UI knows (@portico/react: 'wallet', 'grid', 'check', 'send', 'swap', 'buy'); others show none. */
  readonly icon?: string;
  readonly slot: AccountEntrySlot;
  /** The view the button opens: one of the plugin's views (default: its first). */
  readonly view?: string;
  /** Shown only while the account has no name (profileName, spec 3): "Choose a name". */
  readonly whenUnnamed?: boolean;
}

/** A plugin's slice of state as its views read it: a snapshot and selector subscriptions. */
export interface FeatureStateReader<State> {
  /** The current slice (frozen). */
  getState(): State;
  /** Calls `listener` when the selected value changes (Object.is); returns the unsubscribe. */
  subscribe<T>(
    selector: (state: State) => T,
    listener: (value: T, previous: T) => void,
  ): Unsubscribe;
}

/** A plugin's slice of state as the plugin's own code writes it. */
export interface FeatureStore<State> extends FeatureStateReader<State> {
  /** Replaces the slice with what `update` makes of it (a new object: the slice is frozen). */
  setState(update: (state: State) => State): void;
}

/** What a feature's code gets once it is loaded, in one instance. */
export interface FeatureContext<State extends object = object> {
  /** What is registered under a token (core's are in TOKENS); its type is the token's. */
  resolve<T>(token: Token<T>): T;
  /** The plugin's own slice of state in this instance; only the plugin writes it. */
  readonly state: FeatureStore<State>;
  /**
   * Writes the account's profileName and profileImage (spec 3) into core's account state of
   * `namespace`, only while `address` is that namespace's account; undefined clears them.
   */
  setAccountProfile?(profile: AccountProfileUpdate): void;
}

/** A names plugin's answer for one account: what `setAccountProfile` writes. */
export interface AccountProfileUpdate {
  readonly namespace: string;
  readonly address: string;
  readonly profileName?: string;
  readonly profileImage?: string;
}

/**
 * Where the modal goes once a visitor's connect is done, as a plugin's step decides it: one of
 * the plugin's views (the modal opens on it, with no close in between), or 'close' (core's
 * usual ending of a connect).
 */
export type AfterConnectStep =
  { readonly view: string; readonly data?: Readonly<Record<string, string>> } | 'close';

/**
 * A plugin's say in the modal's steps (a sign-in step, say); core knows nothing of what the
 * step is for. Given by the plugin module's `modalStep`, asked only once the plugin is set up.
 */
export interface ModalStep {
  /**
   * After a visitor's connect (and after a wrong chain the connect left was put right): a view
   * to show instead of closing the modal, or 'close'. Asked only when the plugin object says
   * `stepAfterConnect: true`; while it is pending the modal stays as it is. A rejection counts
   * as 'close'.
   */
  afterConnect?(): AfterConnectStep | Promise<AfterConnectStep>;
  /**
   * false refuses closing the modal now (Escape, the close button, the backdrop, Back on the
   * last view and `portico.close()` alike); the modal shakes instead. Read on every close.
   */
  canClose?(): boolean;
}

/** A visitor's connect as the modal asks for it (a wallet row, the WalletConnect view). */
export interface ConnectWithRequest {
  readonly connectorId: string;
  readonly namespace?: ChainNamespace;
}

/**
 * A plugin's way of making a visitor's connect itself (a connect that also signs in, say):
 * a promise when it takes this connect (settled once connected, or rejected as a connect
 * would be), undefined when it leaves it to `portico.connect`. Asked by `connectWith(portico,
 * request)` when the plugin object says `takesConnect: true`.
 */
export type ConnectWith = (
  portico: Portico,
  request: ConnectWithRequest,
) => Promise<unknown> | undefined;

/** The module a feature plugin loads on demand: its views, its actions, its state. */
export interface FeatureModule<Actions extends object = object, State extends object = object> {
  /**
   * Renderers of the feature's views, keyed by view name. Core never calls them: a UI
   * package (e.g. @portico/react) reads them, so the shape is the UI's business.
   */
  readonly views?: Readonly<Record<string, unknown>>;
  /** The initial value of the plugin's slice of state; called once per instance, on load. */
  createState?(): State;
  /** The actions the plugin exposes (`LoadedFeature.actions`); built once per instance. */
  createActions?(context: FeatureContext<State>): Actions;
  /** Wire the feature into the instance (after its state and actions); return a teardown. */
  setup?(context: FeatureContext<State>): void | Unsubscribe;
  /** The plugin's step in the modal (see ModalStep); made once per instance, after `setup`. */
  modalStep?(context: FeatureContext<State>): ModalStep;
  /**
   * The names of addresses the plugin looks up, for the rest of the modal (see NameLookup);
   * made once per instance, after `setup`, and kept as the loaded feature's `nameLookup`.
   * Found by `nameLookupOf(portico)` when the plugin object says `providesNameLookup: true`.
   */
  nameLookup?(context: FeatureContext<State>): NameLookup;
  /**
   * The plugin's way of making a visitor's connect (see ConnectWith); made once per instance,
   * after `setup`, kept as the loaded feature's `connectWith`. Asked only when the plugin
   * object says `takesConnect: true`.
   */
  connectWith?(context: FeatureContext<State>): ConnectWith;
}

/** A plugin once loaded in an instance: what its views and the app use. */
export interface LoadedFeature<Actions extends object = object, State extends object = object> {
  readonly id: string;
  readonly views: Readonly<Record<string, unknown>>;
  readonly actions: Actions;
  readonly state: FeatureStateReader<State>;
  /** The names of addresses the plugin gives the modal (its module's `nameLookup`), if any. */
  readonly nameLookup?: NameLookup;
  /** Its way of making a visitor's connect (its module's `connectWith`), if any. */
  readonly connectWith?: ConnectWith;
}

/**
 * A feature (swaps, on-ramp, names, ...). The plugin object itself is tiny and declares what
 * the modal shows before its code is needed (its views' names and titles, its account entry);
 * its code sits behind `load()`, a dynamic `import()`, fetched only when the feature is
 * switched on in `options.features` and one of its views is opened (or it is loaded by hand).
 */
export interface FeaturePlugin<Actions extends object = object, State extends object = object> {
  /** The `options.features` key that switches it on, e.g. 'swaps'. */
  readonly id: string;
  /** View names this feature adds to the router. */
  readonly views: readonly string[];
  /** The modal's title for each of its views, keyed by view name (default: the name). */
  readonly titles?: Readonly<Record<string, string>>;
  /** Its button on the account screen, if it has one. */
  readonly entry?: AccountEntry;
  /** Container tokens the feature needs; installing fails early when one is missing. */
  readonly needs?: readonly Token<unknown>[];
  /**
   * 'connected': core also loads the enabled plugin's code once an account first connects
   * (never at page load), so its `setup` can follow the account (a names plugin shows the
   * account's name on the account button before any of its views opens).
   */
  readonly loadWhen?: 'connected';
  /**
   * true: the module's `modalStep` decides where the modal goes after a visitor's connect
   * (e.g. a sign-in view). Core then does not close the modal at the connect: it loads the
   * plugin's code and opens the view the step answers, or closes when it answers 'close'. A
   * plugin without it never delays the close.
   */
  readonly stepAfterConnect?: boolean;
  /**
   * true: the module's `nameLookup` gives the names of addresses to the rest of the modal
   * (`nameLookupOf(portico)` loads the plugin and answers it). The first enabled plugin that
   * says so provides them.
   */
  readonly providesNameLookup?: boolean;
  /**
   * true: the module's `connectWith` may make a visitor's connect itself (e.g. a sign-in that
   * connects and signs in with one wallet approval). The modal asks through core's
   * `connectWith(portico, request)`, which loads the plugin first; a plugin without it is
   * never loaded for a connect.
   */
  readonly takesConnect?: boolean;
  load(): Promise<FeatureModule<Actions, State>>;
}

/** Loads a plugin by id, or by the plugin object the app installed (typed by it). */
export interface LoadFeature {
  <Actions extends object, State extends object>(
    plugin: FeaturePlugin<Actions, State>,
  ): Promise<LoadedFeature<Actions, State>>;
  (id: string): Promise<LoadedFeature>;
}

/** A plugin's loaded feature, by id or by the plugin object the app installed (typed by it). */
export interface LoadedFeatureOf {
  <Actions extends object, State extends object>(
    plugin: FeaturePlugin<Actions, State>,
  ): LoadedFeature<Actions, State> | undefined;
  (id: string): LoadedFeature | undefined;
}
