import type * as VirtualLibraryModule from '@tanstack/react-virtual';
import {
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';
import { onDemand } from '@/lib/on-demand';
import { FIRST_DRAWN, useDrawnItems } from '@/lib/use-drawn-items';
import { cn } from './cn';

/** Lists up to this long are rendered whole; longer ones render only the rows near the screen. */
export const RENDER_WHOLE_UP_TO = 200;

/** Tailwind's breakpoints, as the grid's column classes use them. */
const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
export type GridColumns = { base: number } & Partial<Record<keyof typeof BREAKPOINTS, number>>;

interface CardGridProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** The grid's Tailwind classes (columns and gap), written out so Tailwind sees them. */
  className: string;
  /** The same column counts as `className`, so long lists can be cut into the same rows. */
  columns: GridColumns;
  /** A first guess at a row's height in pixels, gap included; rows are measured once drawn. */
  estimateRowHeight: number;
  /** Classes of the list itself (a panel around compact rows). */
  listClassName?: string;
  /** The space under each row of a long list, the grid's own gap; none for compact rows. */
  rowGapClassName?: string;
}

/**
 * A responsive list of cards. A PG with 3,000 tenants would otherwise put 3,000 cards (over
 * 100,000 elements) on the page and every scroll would stutter; past RENDER_WHOLE_UP_TO the
 * cards are cut into rows and only the rows on or near the screen are in the page.
 */
export function CardGrid<T>(props: CardGridProps<T>) {
  if (props.items.length > RENDER_WHOLE_UP_TO) return <VirtualCardGrid {...props} />;
  return <WholeCardGrid {...props} />;
}

function WholeCardGrid<T>({
  items,
  getKey,
  renderItem,
  className,
  listClassName,
}: CardGridProps<T>) {
  const drawn = useDrawnItems(items);
  return (
    <ul className={cn('grid', className, listClassName)}>
      {drawn.map((item) => (
        <li key={getKey(item)} className="flex">
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}

type VirtualLibrary = typeof VirtualLibraryModule;
const useVirtualLibrary = onDemand(() => import('@tanstack/react-virtual'));

/**
 * A long list's rows, once the virtual list's library is here: it is loaded with the first
 * list this long, not with every list screen. Meanwhile the first cards are drawn; if it
 * cannot be loaded, the whole list is.
 */
function VirtualCardGrid<T>(props: CardGridProps<T>) {
  const { library, failed } = useVirtualLibrary();
  if (library) return <VirtualRows {...props} library={library} />;
  return (
    <WholeCardGrid {...props} items={failed ? props.items : props.items.slice(0, FIRST_DRAWN)} />
  );
}

function VirtualRows<T>({
  library,
  items,
  getKey,
  renderItem,
  className,
  columns,
  estimateRowHeight,
  listClassName,
  rowGapClassName = 'pb-4',
}: CardGridProps<T> & { library: VirtualLibrary }) {
  const columnCount = useColumnCount(columns);
  const rowCount = Math.ceil(items.length / columnCount);
  const listRef = useRef<HTMLDivElement>(null);
  const scrollMargin = useDocumentTop(listRef);
  const virtualizer = library.useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => estimateRowHeight,
    overscan: 3,
    scrollMargin,
  });

  return (
    // role="list" with listitems that say where they stand in the whole list, since most
    // of it is not in the page.
    <div
      ref={listRef}
      role="list"
      className={cn('relative', listClassName)}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const first = row.index * columnCount;
        return (
          <div
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            className={cn('absolute inset-x-0 top-0', rowGapClassName)}
            style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
          >
            <div className={cn('grid', className)}>
              {items.slice(first, first + columnCount).map((item, offset) => (
                <div
                  key={getKey(item)}
                  role="listitem"
                  aria-posinset={first + offset + 1}
                  aria-setsize={items.length}
                  className="flex"
                >
                  {renderItem(item)}
                </div>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** How many columns the grid shows at the current window width, following its breakpoints. */
function useColumnCount(columns: GridColumns): number {
  const count = () => {
    let result = columns.base;
    for (const [name, minWidth] of Object.entries(BREAKPOINTS)) {
      const atBreakpoint = columns[name as keyof typeof BREAKPOINTS];
      if (atBreakpoint && window.matchMedia(`(min-width: ${minWidth}px)`).matches)
        result = atBreakpoint;
    }
    return result;
  };
  return useSyncExternalStore(subscribeToResize, count);
}

function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The element's distance from the top of the document, kept current as what is above it changes. */
function useDocumentTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setTop(element.getBoundingClientRect().top + window.scrollY);
    measure();
    // Filters above the list wrap differently as the window narrows or widens.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return top;
}
