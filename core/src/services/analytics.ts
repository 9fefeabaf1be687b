/**
 * Analytics (spec 7): POST /e with { eventId, url, domain, timestamp, props }, the query
 * carrying the sdk properties and the project id like the wallet catalogue's.
 *
 * - "A 403 shows an allowlist warning once": the 'Invalid App Configuration' alert (spec 8:
 *   "origin not on the allowlist"), once per instance, through the instance's alerts.
 * - Analytics never breaks the modal: sendEvent never throws; it answers whether the
 *   service took the event.
 * - Outside a page (server rendering, no `location`) there is no url or domain to report,
 *   and nothing is sent.
 * - `url` is the page's origin and path only (`pageUrlForAnalytics`): a query string or a
 *   fragment may hold an OAuth code or a magic-link token, and user:password may sit in
 *   the authority; none of them leaves the page.
 * - Whether to send at all (features.analytics, GET /getAnalyticsConfig) is the caller's
 *   decision.
 */
import { MESSAGES } from '../errors/messages';
import { createHttpClient, type AlertsSink, type ServiceConnection } from './httpClient';
import type { Clock } from './queryCache';
import { SDK_QUERY } from './sdkProperties';
import { HttpStatusError } from '../errors/errors';

export interface AnalyticsEvent {
  readonly type: 'track' | 'error';
  /** 'MODAL_OPEN', 'CONNECT_SUCCESS', ... */
  readonly event: string;
  readonly address?: string;
  readonly properties?: Readonly<Record<string, unknown>>;
}

/** Where the modal runs: a page's `location` has these fields. */
export interface PageLocation {
  readonly href: string;
  readonly hostname: string;
  readonly origin: string;
}

export interface AnalyticsDependencies {
  readonly connection: ServiceConnection;
  readonly clock: Clock;
  readonly alerts?: AlertsSink;
  /** Defaults to the global `location`; undefined outside a page. */
  readonly page?: () => PageLocation | undefined;
  /** Defaults to a random UUID (v4). */
  readonly createEventId?: () => string;
}

export interface Analytics {
  /** True when the service accepted the event. Never throws. */
  sendEvent(event: AnalyticsEvent): Promise<boolean>;
}

export const ANALYTICS_SERVICE = 'analytics service';
/** The key of the allowlist warning: shown once per instance. */
export const ALLOWLIST_WARNING_KEY = 'services:analytics:originNotAllowed';

const FORBIDDEN = 403;

export function createAnalytics({
  connection,
  clock,
  alerts,
  page = currentPage,
  createEventId = randomEventId,
}: AnalyticsDependencies): Analytics {
  const http = createHttpClient({
    service: ANALYTICS_SERVICE,
    defaultQuery: SDK_QUERY,
    ...connection,
  });

  return {
    async sendEvent(event) {
      const location = page();
      if (!location) return false;
      try {
        await http.postJson({
          path: '/e',
          body: {
            eventId: createEventId(),
            url: pageUrlForAnalytics(location),
            domain: location.hostname,
            timestamp: clock.now(),
            props: event,
          },
        });
        return true;
      } catch (error) {
        if (error instanceof HttpStatusError && error.status === FORBIDDEN) {
          alerts?.showOnce(ALLOWLIST_WARNING_KEY, {
            variant: 'warning',
            title: MESSAGES.invalidAppConfiguration,
            message: MESSAGES.originNotAllowed(location.origin),
          });
        }
        return false;
      }
    },
  };
}

/**
 * The page's address without what may be secret: origin and path, no query, fragment or
 * credentials. An href that is not a URL (never seen in a browser) gives the origin alone.
 */
export function pageUrlForAnalytics(location: PageLocation): string {
  try {
    const url = new URL(location.href);
    url.username = '';
    url.password = '';
    url.search = '';
    url.hash = '';
    return url.href;
  } catch {
    return location.origin;
  }
}

function currentPage(): PageLocation | undefined {
  const location = (globalThis as { location?: PageLocation }).location;
  if (!location) return undefined;
  return { href: location.href, hostname: location.hostname, origin: location.origin };
}

/** A v4 UUID; `crypto.randomUUID` exists only in secure contexts, getRandomValues everywhere. */
function randomEventId(): string {
  if (typeof globalThis.crypto.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
