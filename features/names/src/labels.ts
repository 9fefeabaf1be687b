/**
 * The names views' texts (one place, so tests find them by name). The spec's own messages
 * (section 8: 'Error registering name', 'Error fetching name suggestions', ...) are core's
 * MESSAGES, which core's name service throws.
 */
import { NAMES_PLUGIN_TEXTS } from './pluginTexts';

export const NAMES_LABELS = {
  ...NAMES_PLUGIN_TEXTS,

  // The form
  nameField: 'Name',
  nameHint: 'Letters, digits and hyphen only, at least 4 characters.',
  invalidName: 'Use letters, digits and hyphen only, at least 4 characters.',
  suggestions: 'Available names',
  loadingSuggestions: 'Looking for free names',
  noSuggestions: 'No free name like this one',
  taken: 'Taken',
  register: (name: string) => `Register ${name}`,
  confirmInWallet: 'Confirm in your wallet',
  notConnected: 'Connect a wallet to choose a name.',
  notOnEvm: 'Names work on EVM networks only.',
  alreadyNamed: (name: string) => `This account is named ${name}.`,

  // The success view
  registered: (name: string) => `${name} is yours`,
  registeredDetail: 'Your account shows this name from now on.',
  done: 'Done',
} as const;
