/**
 * The bodies of the on-ramp routes, as core's on-ramp client sends them
 * (core/src/services/onramp.ts), read with a 400 and a clear message for anything else.
 */
import { InvalidRequestError } from '../errors';
import { SERVER_MESSAGES } from '../messages';
import { readDecimalAmount } from './amountInput';
import type { OnrampQuoteInput, OnrampUrlInput } from './onrampProvider';

type Body = Readonly<Record<string, unknown>>;

/** The most destination wallets one on-ramp URL names. */
export const MAX_DESTINATION_WALLETS = 10;
/** Longest address, network, user id or currency id accepted. */
export const MAX_ONRAMP_TEXT_CHARS = 128;

/** A non-empty string of at most MAX_ONRAMP_TEXT_CHARS, or 400. */
export function readShortText(value: unknown, name: string): string {
  if (typeof value !== 'string' || value === '') {
    throw new InvalidRequestError(SERVER_MESSAGES.missingField(name));
  }
  if (value.length > MAX_ONRAMP_TEXT_CHARS) {
    throw new InvalidRequestError(
      SERVER_MESSAGES.invalidField(name, SERVER_MESSAGES.tooLong(MAX_ONRAMP_TEXT_CHARS)),
    );
  }
  return value;
}

function readOptionalText(value: unknown, name: string): string | undefined {
  return value === undefined || value === null ? undefined : readShortText(value, name);
}

function readOptionalAmount(value: unknown, name: string): string | undefined {
  return value === undefined || value === null ? undefined : readDecimalAmount(value, name);
}

/** POST /v1/generators/onrampurl's body, with the server's own URL. */
export function readOnrampUrlBody(body: Body, serverUrl: string): OnrampUrlInput {
  const wallets = body.destinationWallets;
  if (!Array.isArray(wallets) || wallets.length === 0) {
    throw new InvalidRequestError(SERVER_MESSAGES.missingField('destinationWallets'));
  }
  if (wallets.length > MAX_DESTINATION_WALLETS) {
    throw new InvalidRequestError(
      SERVER_MESSAGES.invalidField(
        'destinationWallets',
        SERVER_MESSAGES.tooManyItems(MAX_DESTINATION_WALLETS),
      ),
    );
  }
  const destinationAddresses = wallets.map((wallet: unknown) => {
    if (typeof wallet !== 'object' || wallet === null || Array.isArray(wallet)) {
      throw new InvalidRequestError(SERVER_MESSAGES.missingField('destinationWallets[].address'));
    }
    return readShortText((wallet as Body).address, 'destinationWallets[].address');
  });
  const defaultNetwork = readOptionalText(body.defaultNetwork, 'defaultNetwork');
  const presetCryptoAmount = readOptionalAmount(body.presetCryptoAmount, 'presetCryptoAmount');
  const presetFiatAmount = readOptionalAmount(body.presetFiatAmount, 'presetFiatAmount');
  return {
    serverUrl,
    destinationAddresses,
    partnerUserId: readShortText(body.partnerUserId, 'partnerUserId'),
    ...(defaultNetwork !== undefined && { defaultNetwork }),
    ...(presetCryptoAmount !== undefined && { presetCryptoAmount }),
    ...(presetFiatAmount !== undefined && { presetFiatAmount }),
  };
}

function readCurrencyId(value: unknown, name: string): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InvalidRequestError(SERVER_MESSAGES.missingField(`${name}.id`));
  }
  return readShortText((value as Body).id, `${name}.id`);
}

/** POST /v1/onramp/quote's body: { purchaseCurrency, paymentCurrency, amount, network }. */
export function readOnrampQuoteBody(body: Body): OnrampQuoteInput {
  return {
    purchaseCurrencyId: readCurrencyId(body.purchaseCurrency, 'purchaseCurrency'),
    paymentCurrencyId: readCurrencyId(body.paymentCurrency, 'paymentCurrency'),
    amount: readDecimalAmount(body.amount, 'amount'),
    network: readShortText(body.network, 'network'),
  };
}
