/* global window, document, requestAnimationFrame, MessageChannel, performance, CustomEvent */
// Functions the page-load bench runs INSIDE the page (page.evaluate / addInitScript). They
// count frames with requestAnimationFrame; "painted" is the message-channel task after the
// frame's rAF callbacks, i.e. after that frame's style, layout and paint.

/**
 * Bench-only stand-in for a browser extension: announces a wallet over EIP-6963. Without
 * `accounts` it never connects; with them (the feature views' bench) it connects with them, on
 * chain 31337, and refuses everything else (no signing, no sending); a personal_sign is
 * announced in the page (event 'porticobench:walletrequest') before it is refused.
 */
export function announceBenchWallet(accounts) {
  const connected = [];
  const provider = {
    request: async ({ method }) => {
      if (method === 'eth_accounts') return [...connected];
      if (method === 'eth_requestAccounts' && Array.isArray(accounts) && accounts.length > 0) {
        connected.splice(0, connected.length, ...accounts);
        return [...connected];
      }
      if (method === 'eth_chainId') return '0x7a69';
      // The sign-in bench (lib/siwxSignIn.mjs) times the arrival of a signature request: it is
      // announced in the page, then refused like everything else.
      if (method === 'personal_sign') {
        window.dispatchEvent(new CustomEvent('porticobench:walletrequest', { detail: method }));
      }
      // EIP-1193's "user rejected" (4001): this stand-in never connects.
      throw { code: 4001, message: `${method}: rejected by the bench wallet` };
    },
    on: () => undefined,
    removeListener: () => undefined,
  };
  const icon =
    'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"%3E%3Crect width="1" height="1" fill="%23888"/%3E%3C/svg%3E';
  const detail = Object.freeze({
    info: Object.freeze({
      uuid: '0b0b0b0b-0000-4000-8000-000000000001',
      name: 'Bench Wallet',
      icon,
      rdns: 'dev.portico.bench',
    }),
    provider,
  });
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
}

/**
 * Arms a one-shot watch on the next click: resolves `{ frames, ms }` once `selector` matches
 * in a frame (frames = rAF callbacks from the click to that frame, ms = click to after its
 * paint). Stored as window.__porticoBenchFirstRow.
 */
export function armClickToSelector(selector) {
  window.__porticoBenchFirstRow = new Promise((resolve) => {
    document.addEventListener(
      'click',
      (event) => {
        const start = event.timeStamp;
        let frames = 0;
        const afterPaint = (callback) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = callback;
          channel.port2.postMessage(undefined);
        };
        const tick = () => {
          frames += 1;
          if (document.querySelector(selector)) {
            afterPaint(() => resolve({ frames, ms: performance.now() - start }));
          } else if (frames >= 600) {
            resolve({ frames, ms: performance.now() - start, timedOut: true });
          } else {
            requestAnimationFrame(tick);
          }
        };
        requestAnimationFrame(tick);
      },
      { capture: true, once: true },
    );
  });
}

/**
 * Arms a one-shot watch on the next click: resolves `{ frames, ms }` once the bench wallet
 * receives a `method` request (frames = rAF callbacks from the click until then, ms = click to
 * the request's arrival in the wallet). Stored as window.__porticoBenchWalletRequest.
 */
export function armClickToWalletRequest(method) {
  window.__porticoBenchWalletRequest = new Promise((resolve) => {
    document.addEventListener(
      'click',
      (event) => {
        const start = event.timeStamp;
        let frames = 0;
        let done = false;
        const onRequest = (request) => {
          if (done || request.detail !== method) return;
          done = true;
          window.removeEventListener('porticobench:walletrequest', onRequest);
          resolve({ frames, ms: performance.now() - start });
        };
        window.addEventListener('porticobench:walletrequest', onRequest);
        const tick = () => {
          if (done) return;
          frames += 1;
          if (frames >= 600) {
            done = true;
            window.removeEventListener('porticobench:walletrequest', onRequest);
            resolve({ frames, ms: performance.now() - start, timedOut: true });
          } else {
            requestAnimationFrame(tick);
          }
        };
        requestAnimationFrame(tick);
      },
      { capture: true, once: true },
    );
  });
}

/**
 * Records, for every keydown in the document, the time from the key event to after the next
 * frame's paint (window.__porticoBenchKeystrokes, in ms).
 */
/** Resolves once every image in the page has loaded and decoded (or failed). */
export function imagesDecoded() {
  return Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
}

export function recordKeystrokeToNextFrame() {
  const samples = [];
  window.__porticoBenchKeystrokes = samples;
  document.addEventListener(
    'keydown',
    (event) => {
      const start = event.timeStamp;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => samples.push(performance.now() - start);
        channel.port2.postMessage(undefined);
      });
    },
    { capture: true },
  );
}
