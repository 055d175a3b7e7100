import type { ReactNode } from 'react';
import { CardGrid } from './card-grid';
import { compactListClasses, compactListGap } from './compact-row';

/**
 * A whole list as compact rows; past a few hundred, only the rows near the screen are drawn.
 */
export function CompactRows<T>({
  items,
  getKey,
  renderItem,
}: {
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}) {
  return (
    <CardGrid
      items={items}
      getKey={getKey}
      renderItem={renderItem}
      className={compactListGap}
      listClassName={compactListClasses}
      columns={{ base: 1 }}
      estimateRowHeight={44}
      rowGapClassName=""
    />
  );
}
