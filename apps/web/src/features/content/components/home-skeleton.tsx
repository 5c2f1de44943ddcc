import { CardBlocks } from '../../../components/ui/query-states.tsx';
import { Block, BlockStack, Placeholder } from '../../../components/ui/placeholder.tsx';
import { useTranslation } from '../../../lib/translation.tsx';

/** The home while its first rows load: a banner and two rows of placeholders. */
export function HomeSkeleton() {
  const { t } = useTranslation();
  return (
    <Placeholder label={t('home.loading')} testId="home-skeleton">
      <BlockStack gap={32}>
        <Block height={280} radius="lg" />
        {[0, 1].map((row) => (
          <BlockStack key={row} gap={10}>
            <Block height={24} width={200} />
            <CardBlocks layout="row" count={4} />
          </BlockStack>
        ))}
      </BlockStack>
    </Placeholder>
  );
}
