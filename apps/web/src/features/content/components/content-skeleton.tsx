import { useTranslation } from '../../../lib/translation.tsx';
import { Block, BlockStack, Placeholder } from '../../../components/ui/placeholder.tsx';

/** The content screen while the item loads. */
export function ContentSkeleton() {
  const { t } = useTranslation();
  return (
    <Placeholder label={t('content.loading')} testId="content-skeleton">
      <BlockStack gap={16}>
        <div style={{ display: 'flex', gap: 10 }}>
          <Block height={22} width={70} radius="xl" />
          <Block height={22} width={110} radius="xl" />
        </div>
        <Block height={38} width="70%" />
        <Block height={14} width="40%" />
        <Block height={16} />
        <Block height={16} width="90%" />
        <Block style={{ aspectRatio: '16 / 9', maxWidth: 820, marginTop: 16 }} />
      </BlockStack>
    </Placeholder>
  );
}
