/**
 * The names of addresses (reverse lookups), as a names plugin gives them to the rest of the
 * modal, so that a name shows where an address does (the Activity tab's counterparties) with
 * no UI package importing the plugin. The plugin object says it provides one
 * (`FeaturePlugin.providesNameLookup`), its module makes it (`FeatureModule.nameLookup`), and a
 * UI asks for it with core's `nameLookupOf(portico)`. A name is untrusted text: show it as
 * text, never as HTML or a link.
 */
export interface NameLookup {
  /**
   * The known names of `addresses` on the network `caipNetworkId` (CAIP-2), all in one call:
   * each address that has a name, as it was given, mapped to that name; the others are absent.
   * Answers are kept 5 minutes (spec 9, the name cache). Never rejects: a failed lookup is no
   * name.
   */
  namesOf(
    addresses: readonly string[],
    caipNetworkId: string,
  ): Promise<ReadonlyMap<string, string>>;
}
