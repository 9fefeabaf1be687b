import { createSentTransactions, SENT_TRANSACTIONS_KEPT, sentKey } from './sentTransactions';

const landing = (n: number) => ({
  blockHash: `0x${n.toString(16).padStart(64, '0')}`,
  blockNumber: n,
  ok: true,
});

describe('sentTransactions', () => {
  it('keys a hash by network, whatever its case', () => {
    expect(sentKey('polkadot:abc', '0xAB')).toBe(sentKey('polkadot:abc', '0xab'));
    expect(sentKey('polkadot:abc', '0xab')).not.toBe(sentKey('polkadot:def', '0xab'));
  });

  it('remembers where a transaction landed, and forgets a search once it is found', () => {
    const sent = createSentTransactions();
    sent.setSearchedTo('a', 10);
    expect(sent.searchedTo('a')).toBe(10);
    sent.landed('a', landing(11));
    expect(sent.find('a')).toEqual(landing(11));
    expect(sent.searchedTo('a')).toBeUndefined();
    sent.forget('a');
    expect(sent.find('a')).toBeUndefined();
  });

  it(`keeps the last ${SENT_TRANSACTIONS_KEPT} of each kind: the oldest goes first`, () => {
    const sent = createSentTransactions();
    for (let n = 0; n <= SENT_TRANSACTIONS_KEPT; n += 1) {
      sent.landed(`t${n}`, landing(n));
      sent.setSearchedTo(`s${n}`, n);
    }
    expect(sent.find('t0')).toBeUndefined();
    expect(sent.find('t1')).toEqual(landing(1));
    expect(sent.searchedTo('s0')).toBeUndefined();
    expect(sent.searchedTo(`s${SENT_TRANSACTIONS_KEPT}`)).toBe(SENT_TRANSACTIONS_KEPT);
  });
});
