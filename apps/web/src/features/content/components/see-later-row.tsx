import { useTranslation } from '../../../lib/translation.tsx';
import { CardRow } from './card-row.tsx';
import { useCardHref } from '../card-href.ts';
import { useSavedItems } from '../api/saved-items.ts';

/** The user's see-later list (`GET /api/saved`) as a row with `seeLater.` images; none when empty. */
export function SeeLaterRow() {
  const { t } = useTranslation();
  const query = useSavedItems();
  const hrefOf = useCardHref();
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <CardRow
      title={t('home.rows.seeLater')}
      cards={items}
      hrefOf={(card) => hrefOf(card)}
      variant="seeLater"
    />
  );
}
