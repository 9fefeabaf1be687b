import { memo, useEffect, useId, useState } from 'react';
import { SearchIcon } from '../../ui/icons';
import { LABELS } from '../../ui/labels';
import { useDebouncedValue } from './useDebouncedValue';

export interface WalletSearchBoxProps {
  /** Called with the search text once typing has paused (WALLET_SEARCH_DEBOUNCE_MS). */
  readonly onSearch: (search: string) => void;
}

/**
 * AllWallets' search box. It owns the text being typed, so a keystroke re-renders this box
 * alone, never the view or its list of 10,000 wallets: the view hears of the text only once
 * typing pauses, and searches then.
 */
export const WalletSearchBox = memo(function WalletSearchBox({ onSearch }: WalletSearchBoxProps) {
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text);
  const id = useId();
  useEffect(() => {
    onSearch(settled);
  }, [settled, onSearch]);
  return (
    <div className="portico-search">
      <label htmlFor={id} className="portico-visually-hidden">
        {LABELS.searchWallets}
      </label>
      <SearchIcon />
      <input
        id={id}
        type="search"
        className="portico-search__input"
        placeholder={LABELS.searchWallets}
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
});
