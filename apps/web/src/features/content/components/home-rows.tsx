import { subclusters, type ClusterRow } from '@pulso/contracts/content';
import { useTranslation } from 'react-i18next';
import { CardRow } from './card-row.tsx';
import { useCardHref } from '../../../lib/content/card-href.ts';

/** Rows whose heading has a text of its own (`home.rows.<id>`); others use the generic one. */
const knownRows = new Set<string>(subclusters);

/**
 * The home's cluster rows, one per subcluster: the top 10 numbered with its `top10.` images,
 * the others with `cluster.` images; speaker-training cards open in the speaker section.
 */
export function HomeRows({ rows }: { rows: readonly ClusterRow[] }) {
  const { t } = useTranslation();
  const hrefOf = useCardHref();
  return rows
    .filter((row) => row.items.length > 0)
    .map((row) => (
      <CardRow
        key={row.id}
        title={t(knownRows.has(row.id) ? `home.rows.${row.id}` : 'home.rows.other')}
        cards={row.items}
        hrefOf={hrefOf}
        variant={row.id === 'top10' ? 'top10' : 'cluster'}
        ranked={row.id === 'top10'}
      />
    ));
}
