// @portico/testing/chromium: drive the machine's Chromium (Debian's /usr/bin/chromium or
// $CHROMIUM_PATH) from Node tests with playwright-core: no browser download, no request off the
// machine, console and page errors collected, axe-core under the page's CSP, screenshots.
export {
  chromiumPath,
  chromiumSkipReason,
  DEFAULT_CHROMIUM_PATH,
  describeInChromium,
  isChromiumInstalled,
} from './chromium/chromiumBinary';
export {
  CHROMIUM_FLAGS,
  ChromiumNotInstalledError,
  launchChromium,
  type LaunchChromiumOptions,
} from './chromium/launchChromium';
export { guardOffMachineRequests, isLoopbackUrl, LOOPBACK_HOSTS } from './chromium/offMachineGuard';
export { clearPageProblems, collectPageProblems, type PageProblems } from './chromium/pageProblems';
export {
  HEALTHY_PAGE,
  openGuardedPage,
  type GuardedPage,
  type PageHealth,
} from './chromium/guardedPage';
export {
  AXE_TAGS,
  formatAxeViolations,
  runAxe,
  type AxeViolation,
  type AxeViolationNode,
  type RunAxeOptions,
} from './chromium/runAxe';
export { saveScreenshot, screenshotDir } from './chromium/screenshots';
export { eventually } from './chromium/eventually';
