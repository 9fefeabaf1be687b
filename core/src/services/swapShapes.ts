/**
 * The answers of the swap routes (GET /v1/convert/*, POST /v1/convert/build-transaction)
 * and of POST /v1/fungible/price, read from untrusted JSON. List readers drop what they
 * cannot read; readers of one required object answer undefined and the route throws.
 * Amounts are decimal text (base units for swap amounts and gas, dollars for prices).
 */
import {
  field,
  isRecord,
  readBoolean,
  readDecimalText,
  readNonEmptyString,
  readRecord,
  readRecordList,
  readString,
  readWebUrl,
} from './untrustedJson';

export interface SwapQuote {
  readonly id: string | null;
  readonly fromAmount: string;
  readonly fromAccount: string;
  readonly toAmount: string;
  readonly toAccount: string;
  /**
   * The service's price impact of the quote, in basis points (98 is 0.98%): a whole number
   * from 0 to 10,000, read from integer text or an integer; absent when the service sent none
   * or anything else (a bad value is dropped, the quote kept).
   */
  readonly priceImpactBps?: number;
}

export interface SwapToken {
  readonly name: string;
  readonly symbol: string;
  /** CAIP-10 address of the token ("eip155:1:0x..."). */
  readonly address: string;
  readonly decimals: number;
  /** An http(s) URL, or '' when the service gave none that is one. */
  readonly logoUri: string;
  readonly eip2612?: boolean;
}

export interface GasPrice {
  readonly standard: string;
  readonly fast: string;
  readonly instant: string;
}

/** A call to send, as the service builds it; `data` is 0x-prefixed hex. */
export interface BuiltTransaction {
  readonly from: string;
  readonly to: string;
  readonly data: `0x${string}`;
  /** Native amount sent with the call, base units. */
  readonly value: string;
  readonly eip155: { readonly gas: string; readonly gasPrice: string };
}

export interface FungiblePrice {
  readonly name: string;
  readonly symbol: string;
  readonly iconUrl: string;
  readonly price: string;
}

const HEX_DATA = /^0x(?:[0-9a-fA-F]{2})*$/;
const MAX_TOKEN_DECIMALS = 255;
/** Basis points in one whole (100%): no price impact is larger. */
const MAX_BASIS_POINTS = 10_000;
/** Integer text without sign, exponent, fraction or leading zeros: '0', '98', '10000'. */
const BASIS_POINTS_TEXT = /^(?:0|[1-9][0-9]{0,4})$/;

/** Basis points from 0 to 10,000 sent as integer text ('98') or an integer; else undefined. */
function toBasisPoints(value: unknown): number | undefined {
  const points =
    typeof value === 'string' && BASIS_POINTS_TEXT.test(value)
      ? Number(value)
      : typeof value === 'number'
        ? value
        : undefined;
  if (points === undefined || !Number.isSafeInteger(points)) return undefined;
  if (points < 0 || points > MAX_BASIS_POINTS) return undefined;
  return points === 0 ? 0 : points; // JSON's -0 is 0
}

/** GET /v1/convert/quotes: { quotes }. */
export function parseSwapQuotes(json: unknown): SwapQuote[] {
  return readRecordList(json, 'quotes', (quote) => {
    const fromAmount = readDecimalText(quote, 'fromAmount');
    const toAmount = readDecimalText(quote, 'toAmount');
    const fromAccount = readString(quote, 'fromAccount');
    const toAccount = readString(quote, 'toAccount');
    if (!fromAmount || !toAmount || fromAccount === undefined || toAccount === undefined) {
      return undefined;
    }
    const priceImpactBps = toBasisPoints(field(quote, 'priceImpactBps'));
    return {
      id: readNonEmptyString(quote, 'id') ?? null,
      fromAmount,
      fromAccount,
      toAmount,
      toAccount,
      ...(priceImpactBps !== undefined && { priceImpactBps }),
    };
  });
}

/** GET /v1/convert/tokens: { tokens }. */
export function parseSwapTokens(json: unknown): SwapToken[] {
  return readRecordList(json, 'tokens', (token) => {
    const name = readString(token, 'name');
    const symbol = readString(token, 'symbol');
    const address = readNonEmptyString(token, 'address');
    const decimals = field(token, 'decimals');
    if (name === undefined || symbol === undefined || !address) return undefined;
    if (!Number.isInteger(decimals) || (decimals as number) < 0) return undefined;
    if ((decimals as number) > MAX_TOKEN_DECIMALS) return undefined;
    const eip2612 = readBoolean(token, 'eip2612');
    return {
      name,
      symbol,
      address,
      decimals: decimals as number,
      logoUri: readWebUrl(token, 'logoUri') ?? '',
      ...(eip2612 !== undefined && { eip2612 }),
    };
  });
}

/** GET /v1/convert/allowance: { allowance }, or undefined. */
export function parseAllowance(json: unknown): string | undefined {
  return isRecord(json) ? readDecimalText(json, 'allowance') : undefined;
}

/** GET /v1/convert/gas-price: { standard, fast, instant }, or undefined. */
export function parseGasPrice(json: unknown): GasPrice | undefined {
  if (!isRecord(json)) return undefined;
  const standard = readDecimalText(json, 'standard');
  const fast = readDecimalText(json, 'fast');
  const instant = readDecimalText(json, 'instant');
  return standard && fast && instant ? { standard, fast, instant } : undefined;
}

/**
 * POST /v1/convert/build-transaction ({ tx: { ..., amount } }) and GET
 * /v1/convert/build-approve ({ tx: { ..., value } }): the call to send, or undefined.
 */
export function parseBuiltTransaction(json: unknown): BuiltTransaction | undefined {
  const tx = isRecord(json) ? readRecord(json, 'tx') : undefined;
  if (!tx) return undefined;
  const from = readNonEmptyString(tx, 'from');
  const to = readNonEmptyString(tx, 'to');
  const data = readString(tx, 'data');
  const value = readDecimalText(tx, 'value') ?? readDecimalText(tx, 'amount');
  const fees = readRecord(tx, 'eip155');
  const gas = fees && readDecimalText(fees, 'gas');
  const gasPrice = fees && readDecimalText(fees, 'gasPrice');
  if (!from || !to || data === undefined || !HEX_DATA.test(data) || value === undefined) {
    return undefined;
  }
  if (!gas || !gasPrice) return undefined;
  return { from, to, data: data as `0x${string}`, value, eip155: { gas, gasPrice } };
}

/** POST /v1/fungible/price: { fungibles }. */
export function parseFungiblePrices(json: unknown): FungiblePrice[] {
  return readRecordList(json, 'fungibles', (fungible) => {
    const name = readString(fungible, 'name');
    const symbol = readString(fungible, 'symbol');
    const price = readDecimalText(fungible, 'price');
    if (name === undefined || symbol === undefined || price === undefined) return undefined;
    return { name, symbol, price, iconUrl: readWebUrl(fungible, 'iconUrl') ?? '' };
  });
}
