import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import {
  describeInChromium,
  eventually,
  formatAxeViolations,
  HEALTHY_PAGE,
  isLoopbackUrl,
  launchChromium,
  openGuardedPage,
  runAxe,
  saveScreenshot,
} from '../chromium';

jest.setTimeout(60_000);

const STRICT_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
  "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const page = (body: string, script = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Harness page</title>` +
  `${script ? `<script src="${script}"></script>` : ''}</head>` +
  `<body><main><h1>Harness</h1>${body}</main></body></html>`;

const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** name -> [content type, body, strict CSP?] */
const ROUTES: Record<string, [string, string | Buffer, boolean]> = {
  '/clean': ['text/html', page('<p>All good.</p><section id="part"><p>Part.</p></section>'), true],
  '/a11y-bugs': [
    'text/html',
    page('<img src="/pixel.png"><button></button><section id="part"><p>Fine.</p></section>'),
    true,
  ],
  '/inline-script': ['text/html', page('<script>document.title = "ran"</script>'), true],
  '/off-machine': [
    'text/html',
    page('<img alt="" src="http://example.com/pixel.png">', '/off.js'),
    false,
  ],
  '/off.js': [
    'text/javascript',
    "fetch('https://portico.invalid/api').catch(() => {}); new WebSocket('wss://relay.example.org/');",
    false,
  ],
  '/throws': ['text/html', page('<p>Throws.</p>', '/throw.js'), true],
  '/throw.js': ['text/javascript', "throw new Error('boom from the page');", true],
  '/pixel.png': ['image/png', PIXEL_PNG, true],
};

let server: Server;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  server = createServer((request, response) => {
    const route = ROUTES[request.url ?? ''];
    if (!route) return void response.writeHead(404).end();
    const [type, body, strict] = route;
    response.writeHead(200, {
      'content-type': type,
      ...(strict ? { 'content-security-policy': STRICT_CSP } : {}),
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

test('isLoopbackUrl accepts 127.0.0.1 and localhost only', () => {
  expect(isLoopbackUrl('http://127.0.0.1:5173/x')).toBe(true);
  expect(isLoopbackUrl('ws://localhost:8545')).toBe(true);
  expect(isLoopbackUrl('https://example.com/')).toBe(false);
  expect(isLoopbackUrl('http://127.0.0.1.nip.io/')).toBe(false);
  expect(isLoopbackUrl('not a url')).toBe(false);
});

describeInChromium('the Chromium harness', () => {
  beforeAll(async () => {
    browser = await launchChromium();
  });

  test('a clean page under a strict CSP reports nothing', async () => {
    const guarded = await openGuardedPage(browser);
    try {
      await guarded.page.goto(`${origin}/clean`);
      expect(await runAxe(guarded.page)).toEqual([]);
      expect(guarded.health()).toEqual(HEALTHY_PAGE);
    } finally {
      await guarded.close();
    }
  });

  test('records and aborts every request that would leave the machine', async () => {
    const guarded = await openGuardedPage(browser);
    try {
      await guarded.page.goto(`${origin}/off-machine`, { waitUntil: 'load' });
      await eventually(() =>
        expect([...guarded.blockedRequests].sort()).toEqual([
          'GET http://example.com/pixel.png',
          'GET https://portico.invalid/api',
          'WebSocket wss://relay.example.org/',
        ]),
      );
    } finally {
      await guarded.close();
    }
  });

  test('the resolver knows only loopback names, even without the route guard', async () => {
    const context = await browser.newContext();
    try {
      const unguarded = await context.newPage();
      await expect(unguarded.goto('http://example.com/')).rejects.toThrow(/ERR_NAME_NOT_RESOLVED/);
    } finally {
      await context.close();
    }
  });

  test('collects CSP violations (also as console errors) and uncaught page errors', async () => {
    const guarded = await openGuardedPage(browser);
    try {
      await guarded.page.goto(`${origin}/inline-script`);
      await eventually(() => expect(guarded.problems.cspViolations).toHaveLength(1));
      expect(guarded.problems.cspViolations[0]).toMatch(/^script-src-elem blocked inline/);
      expect(guarded.problems.consoleErrors.join('\n')).toMatch(/Content Security Policy/);
      expect(await guarded.page.title()).toBe('Harness page'); // the inline script never ran

      guarded.clearProblems();
      await guarded.page.goto(`${origin}/throws`);
      await eventually(() => expect(guarded.problems.pageErrors).toHaveLength(1));
      expect(guarded.problems.pageErrors[0]).toMatch(/boom from the page/);
    } finally {
      await guarded.close();
    }
  });

  test('runAxe works under a strict CSP and names the violations readably', async () => {
    const guarded = await openGuardedPage(browser);
    try {
      await guarded.page.goto(`${origin}/a11y-bugs`);
      const violations = await runAxe(guarded.page);
      expect(violations.map((violation) => violation.id).sort()).toEqual([
        'button-name',
        'image-alt',
      ]);
      const text = formatAxeViolations(violations);
      expect(text).toMatch(/image-alt: Images must have alternative text/);
      expect(text).toMatch(/<button><\/button>/);
      expect(await runAxe(guarded.page, { include: '#part' })).toEqual([]);
      expect(guarded.health()).toEqual(HEALTHY_PAGE); // injecting axe broke no CSP rule
    } finally {
      await guarded.close();
    }
  });

  test('saveScreenshot writes <name>.png into the screenshot folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-shots-'));
    const previous = process.env.PORTICO_SCREENSHOT_DIR;
    process.env.PORTICO_SCREENSHOT_DIR = dir;
    const guarded = await openGuardedPage(browser, { viewport: { width: 320, height: 200 } });
    try {
      await guarded.page.goto(`${origin}/clean`);
      const path = await saveScreenshot(guarded.page, 'harness-clean');
      expect(path).toBe(join(dir, 'harness-clean.png'));
      expect(readFileSync(path).subarray(1, 4).toString()).toBe('PNG');
      await expect(saveScreenshot(guarded.page, '../escape')).rejects.toThrow(/screenshot name/);
    } finally {
      await guarded.close();
      if (previous === undefined) delete process.env.PORTICO_SCREENSHOT_DIR;
      else process.env.PORTICO_SCREENSHOT_DIR = previous;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
