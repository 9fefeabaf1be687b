import { parseIdentity } from '../../../core/src/services/identity';
import { parseNameProfile, parseNameProfiles } from '../../../core/src/services/names';
import type { NameRecord } from '../storage/repository';
import { identityOf, toNameProfile } from './nameProfile';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const record = (overrides: Partial<NameRecord> = {}): NameRecord => ({
  name: 'alice.portico.id',
  address: ADDRESS,
  coinType: 60,
  attributes: {},
  registeredAt: 1_750_000_000,
  updatedAt: 1_750_000_001,
  ...overrides,
});

describe('toNameProfile', () => {
  it('answers the profile the client reads, the address under coin type 60', () => {
    const profile = toNameProfile(record({ attributes: { avatar: 'https://x/a.png', bio: 'hi' } }));
    expect(parseNameProfile(profile)).toEqual({
      name: 'alice.portico.id',
      registered: 1_750_000_000,
      updated: 1_750_000_001,
      addresses: { '60': { address: ADDRESS, created: '1750000000' } },
      attributes: [{ avatar: 'https://x/a.png', bio: 'hi' }],
    });
    expect(parseNameProfiles([profile])).toHaveLength(1);
  });

  it('lists a name registered on another EVM coin type under that type and under 60', () => {
    const coinType = (0x80000000 | 31337) >>> 0;
    const profile = toNameProfile(record({ coinType }));
    expect(Object.keys(profile.addresses).sort()).toEqual([String(coinType), '60'].sort());
    expect(profile.attributes).toEqual([]);
  });
});

describe('identityOf', () => {
  it('is the first name and its http(s) avatar, as the client reads them', () => {
    const names = [
      record({ attributes: { avatar: 'https://x/a.png' } }),
      record({ name: 'alice2.portico.id' }),
    ];
    expect(parseIdentity(identityOf(names))).toEqual({
      name: 'alice.portico.id',
      avatar: 'https://x/a.png',
    });
  });

  it('has no avatar when the attribute is missing or not a web URL', () => {
    expect(identityOf([record()]).avatar).toBeNull();
    expect(
      identityOf([record({ attributes: { avatar: 'javascript:alert(1)' } })]).avatar,
    ).toBeNull();
    expect(identityOf([record({ attributes: { avatar: 'not a url' } })]).avatar).toBeNull();
  });

  it('is empty for an address without names', () => {
    expect(identityOf([])).toEqual({ name: null, avatar: null });
  });
});
