/**
 * jsdom as Jest sets it up, plus the TextEncoder and TextDecoder every browser has and
 * jest-environment-jsdom leaves out. @solana/web3.js (through @noble/curves) encodes text
 * while it loads, so a jsdom test that imports it needs them. Use with
 * `@jest-environment ./testing/jest/jsdomWithTextEncoding.ts`.
 *
 * encode() returns the page's own Uint8Array, as a browser's does: Node's would be another
 * realm's, which `instanceof Uint8Array` in the page refuses (@polkadot/util then drops the
 * bytes, and util-crypto writes SS58 checksums without their "SS58PRE" context).
 */
import { TextDecoder, TextEncoder } from 'node:util';
import JsdomEnvironment from 'jest-environment-jsdom';

export default class JsdomWithTextEncoding extends JsdomEnvironment {
  override async setup(): Promise<void> {
    await super.setup();
    if (typeof this.global.TextEncoder === 'undefined') {
      const PageUint8Array = this.global.Uint8Array as typeof Uint8Array;
      class PageTextEncoder extends TextEncoder {
        override encode(input?: string): ReturnType<TextEncoder['encode']> {
          return PageUint8Array.from(super.encode(input));
        }
      }
      Object.assign(this.global, { TextEncoder: PageTextEncoder, TextDecoder });
    }
  }
}
