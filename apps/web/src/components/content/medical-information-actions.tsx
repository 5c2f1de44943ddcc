import { Button, Group } from '@mantine/core';
import type { ContentItem } from '@pulso/contracts/content';
import { medicalInformationProducts } from '@pulso/contracts/medical-information';
import { useTranslation } from 'react-i18next';
import { openRequestPopup } from '../../lib/request-popup-store.ts';

/**
 * The spec §9 product an item is about, when its title names one (`Xarelto® (rivaroxabana)` →
 * `Xarelto`); the popup preselects it. Longer names first, so `Yaz Flex` wins over `Yaz`.
 */
export function productOfItem(item: Pick<ContentItem, 'title'>): string | undefined {
  const title = item.title.toLocaleLowerCase();
  return [...medicalInformationProducts]
    .filter((name) => name !== 'Outro')
    .sort((a, b) => b.length - a.length)
    .find((name) =>
      new RegExp(`(^|[^\\p{L}])${name.toLocaleLowerCase()}($|[^\\p{L}])`, 'u').test(title),
    );
}

/** Opens the scientific-article request (popup 1) or the medical request (popup 4) from a screen. */
export function MedicalInformationActions({ item }: { item: Pick<ContentItem, 'title'> }) {
  const { t } = useTranslation();
  const product = productOfItem(item);
  return (
    <Group gap="sm" aria-label={t('medicalInformation.article.open')} role="group">
      <Button
        variant="light"
        onClick={(event) => openRequestPopup('article', { product, opener: event.currentTarget })}
      >
        {t('medicalInformation.article.open')}
      </Button>
      <Button
        variant="subtle"
        onClick={(event) => openRequestPopup('question', { product, opener: event.currentTarget })}
      >
        {t('medicalInformation.question.open')}
      </Button>
    </Group>
  );
}
