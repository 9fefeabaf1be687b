/**
 * jsdom as Jest sets it up, plus the TextEncoder and TextDecoder every browser has and
 * jest-environment-jsdom leaves out. @solana/web3.js (through @noble/curves) encodes text
 * while it loads, so a jsdom test that imports it needs them. Use with
 * `@jest-environment ./testing/jest/jsdomWithTextEncoding.ts`.
 */
import { TextDecoder, TextEncoder } from 'node:util';
import JsdomEnvironment from 'jest-environment-jsdom';

export default class JsdomWithTextEncoding extends JsdomEnvironment {
  override async setup(): Promise<void> {
    await super.setup();
    if (typeof this.global.TextEncoder === 'undefined') {
      Object.assign(this.global, { TextEncoder, TextDecoder });
    }
  }
}
