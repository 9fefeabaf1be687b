import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

export interface VirtualListProps<T> {
  readonly items: readonly T[];
  /** Every row has this height in px (the list computes positions, it never measures rows). */
  readonly rowHeight: number;
  /** Height of the scrolling viewport in px, used until the real one is measured. */
  readonly height: number;
  /** Rows rendered above and below the visible ones. */
  readonly overscan?: number;
  readonly itemKey: (item: T, index: number) => string;
  /** One row's content: a single focusable control (a button), which arrow keys move between. */
  readonly renderItem: (item: T, index: number) => ReactNode;
  /** Called when the last rows come into view (to load the next page). */
  readonly onEndReached?: () => void;
  readonly label: string;
  readonly className?: string;
}

const FOCUSABLE = 'button, a[href], input, [tabindex]:not([tabindex="-1"])';

/**
 * A list that renders only its visible rows (plus `overscan`), so 10,000 entries scroll as
 * fluidly as 10. role="list" with role="listitem" rows carrying aria-posinset/aria-setsize, so
 * a screen reader announces "12 of 10,000". ArrowUp/ArrowDown/Home/End/PageUp/PageDown move
 * focus between rows, scrolling the target into view first.
 */
export function VirtualList<T>({
  items,
  rowHeight,
  height,
  overscan = 6,
  itemKey,
  renderItem,
  onEndReached,
  label,
  className,
}: VirtualListProps<T>) {
  const viewport = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewportHeight, setViewportHeight] = useState(height);
  const pendingFocus = useRef<number | null>(null);

  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const measure = () => {
      if (element.clientHeight > 0) setViewportHeight(element.clientHeight);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const visibleCount = Math.ceil(viewportHeight / rowHeight);
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(items.length, Math.floor(scrollTop / rowHeight) + visibleCount + overscan);

  const endReachedFor = useRef(-1);
  useEffect(() => {
    if (!onEndReached || items.length === 0) return;
    if (last >= items.length - overscan && endReachedFor.current !== items.length) {
      endReachedFor.current = items.length;
      onEndReached();
    }
  }, [last, items.length, overscan, onEndReached]);

  const rowElement = (index: number) =>
    viewport.current?.querySelector<HTMLElement>(`[data-index="${index}"]`) ?? null;

  const focusRow = useCallback((index: number) => {
    const control = rowElement(index)?.querySelector<HTMLElement>(FOCUSABLE);
    if (control) {
      control.focus({ preventScroll: true });
      pendingFocus.current = null;
      return true;
    }
    return false;
  }, []);

  useLayoutEffect(() => {
    if (pendingFocus.current !== null) focusRow(pendingFocus.current);
  });

  const scrollToRow = (index: number) => {
    const element = viewport.current;
    if (!element) return;
    const top = index * rowHeight;
    let next = element.scrollTop;
    if (top < next) next = top;
    else if (top + rowHeight > next + viewportHeight) next = top + rowHeight - viewportHeight;
    if (next !== element.scrollTop) {
      element.scrollTop = next;
      setScrollTop(next);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (!row) return;
    const current = Number(row.dataset.index);
    const page = Math.max(1, visibleCount - 1);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: items.length - 1,
      PageDown: current + page,
      PageUp: current - page,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const index = Math.min(items.length - 1, Math.max(0, target));
    scrollToRow(index);
    if (!focusRow(index)) pendingFocus.current = index;
  };

  const rows: ReactNode[] = [];
  for (let index = first; index < last; index += 1) {
    const item = items[index] as T;
    rows.push(
      <div
        key={itemKey(item, index)}
        role="listitem"
        aria-setsize={items.length}
        aria-posinset={index + 1}
        data-index={index}
        className="portico-vlist__row"
        style={{ transform: `translateY(${index * rowHeight}px)`, height: rowHeight }}
      >
        {renderItem(item, index)}
      </div>,
    );
  }

  return (
    <div
      ref={viewport}
      className={className ? `portico-vlist ${className}` : 'portico-vlist'}
      style={{ maxHeight: height }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      onKeyDown={onKeyDown}
    >
      <div
        role="list"
        aria-label={label}
        className="portico-vlist__inner"
        style={{ height: items.length * rowHeight }}
      >
        {rows}
      </div>
    </div>
  );
}
