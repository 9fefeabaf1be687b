/**
 * URL schemes that belong to the operating system or a browser, never to a wallet: a link with
 * one of them is refused even when a wallet catalogue entry or a WalletConnect peer names it.
 * This is defence in depth on top of the allow-list (linkSchemes.ts: a custom scheme passes only
 * when the wallet's own catalogue entry names it); it is not the rule itself.
 *
 * The list covers scheme handlers known to run code, install software, search or open local
 * files, or open another browser (which would carry a WalletConnect pairing URI, with its
 * symmetric key, out of the page): Windows (`ms-msdt:`, `search-ms:`, `ms-appinstaller:`, ...),
 * Apple (`itms-services:`, `x-safari-https:`, ...), browsers (`microsoft-edge:`,
 * `googlechromes:`, `firefox:`, ...), and the script- or data-capable web schemes.
 */

/** Exact schemes (lower case, without the colon). */
const BLOCKED_EXACT: readonly string[] = /* @__PURE__ */ Object.freeze([
  // Script, local data, browser internals
  'javascript',
  'vbscript',
  'data',
  'file',
  'blob',
  'about',
  'filesystem',
  'view-source',
  'jar',
  'resource',
  'chrome',
  'chrome-extension',
  'chrome-untrusted',
  'chrome-search',
  'edge',
  'moz-extension',
  'ms-browser-extension',
  'safari-extension',
  'safari-web-extension',
  'opera',
  'brave',
  'vivaldi',
  'devtools',
  // Transports that are not a link to an app
  'ws',
  'wss',
  'ftp',
  'ftps',
  'sftp',
  'smb',
  'nfs',
  'afp',
  'webdav',
  'dav',
  'ssh',
  'telnet',
  'ldap',
  'gopher',
  // Android intents: a generic dispatcher that can name any package or browser
  'intent',
  'android-app',
  'market',
  // Other browsers
  'googlechrome',
  'googlechromes',
  'firefox',
  'opera-http',
  'opera-https',
  'brave-http',
  'brave-https',
  'duckduckgo',
  'focus',
  'firefox-focus',
  'microsoft-edge',
  'microsoft-edge-http',
  'microsoft-edge-https',
  // Apple system handlers
  'itms',
  'itmss',
  'itms-apps',
  'itms-appss',
  'itms-services',
  'itms-beta',
  'apple-magnifier',
  'shortcuts',
  'workflow',
  'prefs',
  'app-prefs',
  'app-settings',
  'facetime',
  'facetime-audio',
  'facetime-group',
  'x-apple-helpbasic',
  'x-apple-health',
  'x-web-search',
  'help',
  'applescript',
  // Windows system handlers
  'search',
  'shell',
  'windowsdefender',
  'calculator',
  'wt',
  'hcp',
  'res',
  'mk',
  'its',
  'jnlp',
  'jnlps',
  // Messaging and calls: not a wallet, and they leak the URI to another app
  'mailto',
  'tel',
  'sms',
  'mms',
  'callto',
  'sip',
  'sips',
  'im',
  'xmpp',
  'irc',
  'ircs',
  // Web schemes as "custom" ones: a web link is checked by its own rule, not this one
  'http',
  'https',
]);

/** Families of system handlers, matched on the scheme's start. */
const BLOCKED_PREFIXES: readonly string[] = /* @__PURE__ */ Object.freeze([
  'ms-', // ms-msdt, ms-settings, ms-appinstaller, ms-officecmd, ms-word, ms-cxh, search-ms's kin
  'search-', // search-ms
  'x-safari-', // x-safari-https, x-safari-http
  'microsoft-', // microsoft-edge and its variants
  'googlechrome', // googlechrome, googlechromes, googlechrome-x-callback
  'firefox',
  'itms', // itms-services, itms-apps, itmss, ...
  'chrome-',
  'edge-',
  'opera-',
  'brave-',
  'x-apple-',
  'apple-',
  'com.apple.',
  'web+', // registerProtocolHandler: any site may own it
]);

/** True when `scheme` (any letter case, without the colon) is an OS or browser handler. */
export function isBlockedScheme(scheme: string): boolean {
  const lower = scheme.toLowerCase();
  return (
    BLOCKED_EXACT.includes(lower) || BLOCKED_PREFIXES.some((prefix) => lower.startsWith(prefix))
  );
}
