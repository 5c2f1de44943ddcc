import { HOME_CLUSTER_ID } from '@pulso/contracts/content/cluster-ids';
import { ListPage } from '../../../../components/ui/list-page.tsx';
import { PagedCards, useCardHref, useClusterPages } from '../../../content/index.ts';
import { SPEAKER_TRAINING_SECTION } from '../../../../config/paths.ts';
import { useTranslation } from '../../../../lib/translation.tsx';

const SPEAKER_ROWS = ['speakertraining'] as const;

/** The speaker-training area (behind its gate): the programme's items. */
export function Component() {
  const { t } = useTranslation();
  const query = useClusterPages(HOME_CLUSTER_ID, SPEAKER_ROWS);
  const hrefOf = useCardHref(SPEAKER_TRAINING_SECTION);
  return (
    <ListPage title={t('pages.speakerTraining')} intro={t('speakerTraining.intro')}>
      <PagedCards
        query={query}
        hrefOf={hrefOf}
        emptyTitle={t('speakerTraining.emptyTitle')}
        emptyText={t('speakerTraining.emptyText')}
      />
    </ListPage>
  );
}
