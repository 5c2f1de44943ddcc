import type { ClusterRow } from '@pulso/contracts/content';
import { subclusters } from '@pulso/contracts/content/cluster-names';
import { useDeferredValue } from 'react';
import { useTranslation } from '../../../lib/translation.tsx';
import { CardRow } from './card-row.tsx';
import classes from './card-row.module.css';
import { useCardHref } from '../card-href.ts';

/** Rows whose heading has a text of its own (`home.rows.<id>`); others use the generic one. */
const knownRows = new Set<string>(subclusters);

/** Rows drawn with the page; React draws the others right after it (useDeferredValue). */
const ROWS_DRAWN_AT_ONCE = 1;

/**
 * The home's cluster rows, one per subcluster: the top 10 numbered with its `top10.` images,
 * the others with `cluster.` images; speaker-training cards open in the speaker section. The
 * first row is drawn with the page, the others in a render React makes right after it, which a
 * tap interrupts (a deferred value), in a placeholder of a row's height until then.
 */
export function HomeRows({ rows }: { rows: readonly ClusterRow[] }) {
  const { t } = useTranslation();
  const hrefOf = useCardHref();
  const drawAll = useDeferredValue(true, false);
  return rows
    .filter((row) => row.items.length > 0)
    .map((row, index) => {
      const variant = row.id === 'top10' ? 'top10' : 'cluster';
      if (!drawAll && index >= ROWS_DRAWN_AT_ONCE)
        return <div key={row.id} className={classes.placeholder} data-variant={variant} />;
      return (
        <CardRow
          key={row.id}
          title={t(knownRows.has(row.id) ? `home.rows.${row.id}` : 'home.rows.other')}
          cards={row.items}
          hrefOf={hrefOf}
          variant={variant}
          ranked={row.id === 'top10'}
        />
      );
    });
}
