import { Button, Group, Stack, Title } from '@mantine/core';
import type { ContentItem } from '@pulso/contracts/content';
import { useTranslation } from '../../../lib/translation.tsx';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';

/** A product's medicine insert (PDF to open or download) and its additional information. */
export function ProductDetails({
  item,
}: {
  item: Pick<ContentItem, 'medicineInsert' | 'additionalInformation'>;
}) {
  const { t } = useTranslation();
  return (
    <>
      {item.medicineInsert && (
        <Stack component="section" gap="xs" aria-label={t('content.product.medicineInsert')}>
          <Title order={2} size="h4">
            {t('content.product.medicineInsert')}
          </Title>
          <Group gap="sm">
            <Button
              component="a"
              href={item.medicineInsert}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('content.product.openInsert')}
            </Button>
            <Button component="a" href={item.medicineInsert} download variant="default">
              {t('content.product.downloadInsert')}
            </Button>
          </Group>
        </Stack>
      )}
      {item.additionalInformation && (
        <Stack component="section" gap="xs" aria-label={t('content.product.additionalInformation')}>
          <Title order={2} size="h4">
            {t('content.product.additionalInformation')}
          </Title>
          <SafeHtml html={item.additionalInformation} />
        </Stack>
      )}
    </>
  );
}
