/**
 * parseEip155Message, property-based (fast-check): every message viem's createSiweMessage writes
 * reads back to its fields, and the same text with one line added, removed or changed is refused
 * as malformed, or (a removed optional line) is exactly the text of the fields read: what the
 * server reads is all the text says.
 */
import fc from 'fast-check';
import { getAddress } from 'viem';
import { createSiweMessage, type SiweMessage } from 'viem/siwe';
import { parseEip155Message } from './eip155Message';
import { SiwxError } from './errors';

const alphanumeric = fc.constantFrom(
  ...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'.split(''),
);
const word = (min: number, max: number) =>
  fc.array(alphanumeric, { minLength: min, maxLength: max }).map((chars) => chars.join(''));
const label = fc
  .array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'.split('')), {
    minLength: 1,
    maxLength: 12,
  })
  .map((chars) => chars.join(''));
const domain = fc
  .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), fc.constantFrom('com', 'io', 'example'))
  .map(([labels, tld]) => `${labels.join('.')}.${tld}`);
const date = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) })
  .map((ms) => new Date(ms));
const statement = fc
  .string({ maxLength: 80 })
  .filter((text) => !/[\n\r\u2028\u2029]/.test(text) && text.trim() === text && text !== '');

const siweFields: fc.Arbitrary<SiweMessage> = fc.record(
  {
    address: fc
      .uint8Array({ minLength: 20, maxLength: 20 })
      .map((bytes) => getAddress(`0x${Buffer.from(bytes).toString('hex')}`)),
    chainId: fc.integer({ min: 1, max: 2 ** 40 }),
    domain,
    uri: domain.map((host) => `https://${host}/`),
    version: fc.constant('1' as const),
    nonce: word(8, 32),
    issuedAt: date,
    statement,
    expirationTime: date,
    notBefore: date,
    requestId: word(1, 16),
    resources: fc.array(
      domain.map((host) => `https://${host}/r`),
      { minLength: 1, maxLength: 3 },
    ),
  },
  { requiredKeys: ['address', 'chainId', 'domain', 'uri', 'version', 'nonce', 'issuedAt'] },
);

const malformed = (text: string) => {
  try {
    parseEip155Message(text);
    return false;
  } catch (error) {
    return error instanceof SiwxError && error.code === 'MESSAGE_MALFORMED';
  }
};

describe('parseEip155Message', () => {
  it('reads back every message createSiweMessage writes', () => {
    fc.assert(
      fc.property(siweFields, (fields) => {
        const { data } = parseEip155Message(createSiweMessage(fields));
        expect(data).toMatchObject({
          accountAddress: fields.address,
          chainId: `eip155:${fields.chainId}`,
          domain: fields.domain,
          uri: fields.uri,
          nonce: fields.nonce,
          issuedAt: fields.issuedAt!.toISOString(),
        });
        expect(data.statement).toBe(fields.statement);
        expect(data.expirationTime).toBe(fields.expirationTime?.toISOString());
        expect(data.resources).toEqual(fields.resources);
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses a text with a line added, removed or changed, unless it is exactly the canonical text of the fields it reads (nothing hidden)', () => {
    fc.assert(
      fc.property(
        siweFields,
        fc.nat(),
        fc.constantFrom('add', 'remove', 'change'),
        word(1, 10),
        (fields, at, edit, text) => {
          const lines = createSiweMessage(fields).split('\n');
          const index = at % lines.length;
          if (edit === 'add') lines.splice(index, 0, `Note: ${text}`);
          if (edit === 'remove') lines.splice(index, 1);
          if (edit === 'change') lines[index] = `${lines[index]}${text}`;
          const edited = lines.join('\n');
          // Removing an optional line (a resource, Request ID) leaves a well-formed message of
          // fewer fields; then it must be exactly their text.
          let parsed: ReturnType<typeof parseEip155Message> | undefined;
          try {
            parsed = parseEip155Message(edited);
          } catch {
            expect(malformed(edited)).toBe(true);
            return;
          }
          expect(createSiweMessage({ ...fields, ...toFields(parsed) })).toBe(edited);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

/** The fields parsed, as createSiweMessage takes them. */
function toFields({ data }: ReturnType<typeof parseEip155Message>): Partial<SiweMessage> {
  return {
    address: data.accountAddress as `0x${string}`,
    chainId: Number(data.chainId.slice('eip155:'.length)),
    domain: data.domain,
    uri: data.uri,
    nonce: data.nonce,
    issuedAt: new Date(data.issuedAt),
    statement: data.statement,
    expirationTime: data.expirationTime === undefined ? undefined : new Date(data.expirationTime),
    notBefore: data.notBefore === undefined ? undefined : new Date(data.notBefore),
    requestId: data.requestId,
    resources: data.resources as string[] | undefined,
  };
}
