import { useId, useState, type KeyboardEvent } from 'react';
import {
  Button,
  CloseButton,
  FocusTrap,
  Group,
  Overlay,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { consentCategories, type ConsentCategory } from '@pulso/contracts/consent/categories';
import { useTranslation } from '../../lib/translation.tsx';
import type { ConsentBannerProps } from './consent-banner.tsx';

/** The banner's second layer: a choice per category (docs/decisions/053). */

const optional = consentCategories.filter((category) => category !== 'necessary');
const keyOf = { necessary: 'necessary', analytics: 'analytics', marketing: 'marketing' } as const;

export default function ConsentPreferences({ known, onChoice, onView }: ConsentBannerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const idBase = useId();
  const [chosen, setChosen] = useState<Set<ConsentCategory>>(
    () => new Set(known?.length ? known : ['necessary']),
  );
  // Closed without a choice: back to the first layer when none was ever made, else gone.
  const close = () => onView(known ? null : 'ask');
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  const toggle = (category: ConsentCategory, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(category);
      else next.delete(category);
      return next;
    });
  return (
    <>
      <Overlay fixed zIndex={399} backgroundOpacity={0.45} onClick={close} />
      <FocusTrap active>
        <Paper
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          onKeyDown={onKeyDown}
          withBorder
          shadow="lg"
          p="lg"
          radius="md"
          style={{
            position: 'fixed',
            top: '50%',
            left: '50%',
            transform: 'translate(-50%, -50%)',
            width: 'min(34rem, calc(100vw - 2 * var(--mantine-spacing-sm)))',
            maxHeight: 'calc(100dvh - 2 * var(--mantine-spacing-sm))',
            overflowY: 'auto',
            zIndex: 400,
          }}
        >
          <Stack gap="md">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Title id={titleId} order={2} size="h4">
                {t('consent.preferencesTitle')}
              </Title>
              <CloseButton aria-label={t('consent.close')} onClick={close} />
            </Group>
            {consentCategories.map((category) => {
              const id = `${idBase}-${category}`;
              const necessary = category === 'necessary';
              return (
                <Group key={category} gap="sm" wrap="nowrap" align="flex-start">
                  <input
                    id={id}
                    type="checkbox"
                    aria-describedby={`${id}-text`}
                    checked={necessary || chosen.has(category)}
                    disabled={necessary}
                    onChange={(event) => toggle(category, event.currentTarget.checked)}
                    style={{
                      width: '1.25rem',
                      height: '1.25rem',
                      marginTop: 2,
                      accentColor: 'var(--mantine-color-pulso-6)',
                      flex: 'none',
                    }}
                  />
                  <div>
                    <Text component="label" htmlFor={id} fw={600}>
                      {t(`consent.${keyOf[category]}Title`)}
                    </Text>
                    <Text id={`${id}-text`} size="sm" c="dimmed">
                      {t(`consent.${keyOf[category]}Description`)}
                    </Text>
                  </div>
                </Group>
              );
            })}
            <Group gap="xs" grow preventGrowOverflow={false} wrap="wrap">
              <Button onClick={() => onChoice([...consentCategories])}>
                {t('consent.acceptAll')}
              </Button>
              <Button onClick={() => onChoice(['necessary'])}>{t('consent.rejectAll')}</Button>
              <Button
                variant="default"
                onClick={() => onChoice(optional.filter((category) => chosen.has(category)))}
              >
                {t('consent.save')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </FocusTrap>
    </>
  );
}
