import { Button, Group } from '@mantine/core';
import type { ContentItem } from '@pulso/contracts/content';
import { medicalInformationProducts } from '@pulso/contracts/medical-information/products-and-limits';
import { openRequestPopup } from '../../medical-information/index.ts';
import { useTranslation } from '../../../lib/translation.tsx';

/**
 * The spec §9 product an item is about, when its title names one (`Xarelto® (rivaroxabana)` →
 * `Xarelto`); the popup preselects it. Longer names first, so `Yaz Flex` wins over `Yaz`.
 */
export function productOfItem(item: Pick<ContentItem, 'title'>): string | undefined {
  const title = item.title.toLocaleLowerCase();
  return productNames().find((name) => namesWord(title, name.toLocaleLowerCase()));
}

let names: string[] | undefined;

/** The products, longest name first, sorted once (a page draws this often). */
function productNames(): string[] {
  names ??= medicalInformationProducts
    .filter((name) => name !== 'Outro')
    .sort((a, b) => b.length - a.length);
  return names;
}

const letter = /\p{L}/u;

/**
 * Whether `word` is in `text` as a whole word (no letter, in any alphabet, either side). Searched
 * rather than matched with one pattern per product: compiling 30 Unicode patterns cost a phone
 * about 30 ms of the item page's first render (issue 11).
 */
function namesWord(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    const before = text[at - 1];
    const after = text[at + word.length];
    if ((!before || !letter.test(before)) && (!after || !letter.test(after))) return true;
  }
  return false;
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
