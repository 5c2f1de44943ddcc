import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack } from '@mantine/core';
// The checkboxes' styles come with this chunk: the pages that open it (landing, legal pages)
// load only the first stylesheet (app/mantine-styles.ts); Input's for the descriptions.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import { consentCategories, type ConsentCategory } from '@pulso/contracts/consent/categories';
import { useTranslation } from '../../lib/translation.tsx';
import type { ConsentBannerProps } from './consent-banner.tsx';

/** The banner's second layer: a choice per category (docs/decisions/053), in the app's dialog. */

const optional = consentCategories.filter((category) => category !== 'necessary');
const keyOf = { necessary: 'necessary', analytics: 'analytics', marketing: 'marketing' } as const;

export default function ConsentPreferences({ known, onChoice, onView }: ConsentBannerProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Set<ConsentCategory>>(
    () => new Set(known?.length ? known : ['necessary']),
  );
  // Closed without a choice: back to the first layer when none was ever made, else gone.
  const close = () => onView(known ? null : 'ask');
  const toggle = (category: ConsentCategory, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(category);
      else next.delete(category);
      return next;
    });
  return (
    <Modal
      opened
      onClose={close}
      title={t('consent.preferencesTitle')}
      closeButtonProps={{ 'aria-label': t('consent.close') }}
      centered
      zIndex={400}
    >
      <Stack gap="md">
        {consentCategories.map((category) => {
          const necessary = category === 'necessary';
          return (
            <Checkbox
              key={category}
              size="md"
              checked={necessary || chosen.has(category)}
              disabled={necessary}
              onChange={(event) => toggle(category, event.currentTarget.checked)}
              label={t(`consent.${keyOf[category]}Title`)}
              description={t(`consent.${keyOf[category]}Description`)}
              styles={{ label: { fontWeight: 600 } }}
            />
          );
        })}
        <Group gap="xs" grow preventGrowOverflow={false} wrap="wrap">
          <Button onClick={() => onChoice([...consentCategories])}>{t('consent.acceptAll')}</Button>
          <Button onClick={() => onChoice(['necessary'])}>{t('consent.rejectAll')}</Button>
          <Button
            variant="default"
            onClick={() => onChoice(optional.filter((category) => chosen.has(category)))}
          >
            {t('consent.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
