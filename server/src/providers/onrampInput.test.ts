import fc from 'fast-check';
import { InvalidRequestError } from '../errors';
import { readOnrampQuoteBody, readOnrampUrlBody } from './onrampInput';

const SERVER = 'http://127.0.0.1:8787';
const urlBody = {
  destinationWallets: [{ address: '0xabc', blockchains: ['ethereum'] }],
  defaultNetwork: 'ethereum',
  partnerUserId: '0xabc',
  defaultExperience: 'buy',
  presetCryptoAmount: 0.5,
  presetFiatAmount: '100',
};
const quoteBody = {
  purchaseCurrency: { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [] },
  paymentCurrency: { id: 'USD', payment_method_limits: [] },
  amount: '100.00',
  network: 'ethereum',
};

describe('POST /v1/generators/onrampurl body', () => {
  it('reads what the client sends', () => {
    expect(readOnrampUrlBody(urlBody, SERVER)).toEqual({
      serverUrl: SERVER,
      destinationAddresses: ['0xabc'],
      defaultNetwork: 'ethereum',
      partnerUserId: '0xabc',
      presetCryptoAmount: '0.5',
      presetFiatAmount: '100',
    });
  });

  it('leaves out what the client left out', () => {
    const { defaultNetwork: _n, presetCryptoAmount: _c, presetFiatAmount: _f, ...least } = urlBody;
    expect(readOnrampUrlBody(least, SERVER)).toEqual({
      serverUrl: SERVER,
      destinationAddresses: ['0xabc'],
      partnerUserId: '0xabc',
    });
  });

  it.each([
    ['no destination wallet', { destinationWallets: [] }, 'Missing field: destinationWallets'],
    ['a wallet without address', { destinationWallets: [{}] }, 'destinationWallets[].address'],
    [
      'eleven wallets',
      { destinationWallets: Array.from({ length: 11 }, () => ({ address: 'a' })) },
      'Invalid destinationWallets: more than 10 items',
    ],
    ['no partnerUserId', { partnerUserId: undefined }, 'Missing field: partnerUserId'],
    ['a negative amount', { presetFiatAmount: -5 }, 'Invalid presetFiatAmount'],
    ['a long network', { defaultNetwork: 'n'.repeat(129) }, 'Invalid defaultNetwork: longer than'],
  ])('refuses %s with a 400', (_what, change, message) => {
    expect(() => readOnrampUrlBody({ ...urlBody, ...change }, SERVER)).toThrow(message);
  });
});

describe('POST /v1/onramp/quote body', () => {
  it('reads the currency ids, amount and network', () => {
    expect(readOnrampQuoteBody(quoteBody)).toEqual({
      purchaseCurrencyId: 'ETH',
      paymentCurrencyId: 'USD',
      amount: '100.00',
      network: 'ethereum',
    });
  });

  it.each([
    ['no payment currency', { paymentCurrency: undefined }, 'Missing field: paymentCurrency.id'],
    ['a currency without id', { purchaseCurrency: { id: '' } }, 'purchaseCurrency.id'],
    ['an amount that is not decimal', { amount: '1e3' }, 'Invalid amount'],
    ['no network', { network: 5 }, 'Missing field: network'],
  ])('refuses %s with a 400', (_what, change, message) => {
    expect(() => readOnrampQuoteBody({ ...quoteBody, ...change })).toThrow(message);
  });
});

describe('property: any JSON body is read or refused with a 400', () => {
  it.each([
    ['onrampurl', (body: Record<string, unknown>) => readOnrampUrlBody(body, SERVER)],
    ['quote', readOnrampQuoteBody],
  ])('%s', (_route, read) => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.jsonValue()),
        fc.record(
          {
            destinationWallets: fc.array(
              fc.oneof(fc.jsonValue(), fc.record({ address: fc.jsonValue() })),
            ),
            partnerUserId: fc.jsonValue(),
            purchaseCurrency: fc.oneof(fc.jsonValue(), fc.record({ id: fc.jsonValue() })),
            paymentCurrency: fc.oneof(fc.jsonValue(), fc.record({ id: fc.jsonValue() })),
            amount: fc.jsonValue(),
            network: fc.jsonValue(),
          },
          { requiredKeys: [] },
        ),
        (noise, shaped) => {
          try {
            read({ ...noise, ...shaped });
          } catch (error) {
            expect(error).toBeInstanceOf(InvalidRequestError);
          }
        },
      ),
    );
  });
});
