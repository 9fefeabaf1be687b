import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { classNames } from './classNames';

export interface Tab {
  readonly id: string;
  readonly label: string;
  /** Rendered only while the tab is selected. */
  readonly render: () => ReactNode;
}

/**
 * Tabs with the WAI-ARIA pattern: a tablist of tabs, one tabpanel; Left/Right (and Home/End)
 * move between tabs and select them; only the selected tab is in the Tab order.
 */
export function Tabs({ tabs, label }: { readonly tabs: readonly Tab[]; readonly label: string }) {
  const [selected, setSelected] = useState(0);
  const baseId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    refs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };
  const current = tabs[selected];
  return (
    <div className="portico-tabs">
      <div role="tablist" aria-label={label} className="portico-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === selected ? 0 : -1}
            className={classNames('portico-tabs__tab', index === selected && 'is-selected')}
            onClick={() => select(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={`${baseId}-panel`}
          aria-labelledby={`${baseId}-tab-${current.id}`}
          className="portico-tabs__panel"
          tabIndex={0}
        >
          {current.render()}
        </div>
      )}
    </div>
  );
}
