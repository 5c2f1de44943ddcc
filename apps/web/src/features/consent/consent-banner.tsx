import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { consentCategories, type ConsentCategory } from '@pulso/contracts/consent/categories';
import { useTranslation } from '../../lib/translation.tsx';

/*
 * The cookie banner (issue 16), its own chunk, loaded only when a choice is needed or the footer
 * link asks for it. Made of the shell's own Mantine parts (their styles are already on every
 * page), so a first visit downloads about 1.5 KB for it instead of a consent library's 15 KB
 * (docs/decisions/053); the preferences dialog (Mantine's Modal, as every dialog) is a chunk of its own,
 * fetched only when opened. ANPD's guide: "reject" is on the first layer, as large and as visible as
 * "accept".
 */

export type BannerView = 'ask' | 'preferences';

export interface ConsentBannerProps {
  view: BannerView;
  /** The categories of the earlier choice (or of a GPC refusal), to start the preferences with. */
  known: readonly ConsentCategory[] | undefined;
  /** A choice was made under an older policy revision: say why we ask again. */
  revised: boolean;
  privacyHref: string;
  onChoice: (categories: ConsentCategory[]) => void;
  onView: (view: BannerView | null) => void;
}

const ConsentPreferences = lazy(() => import('./consent-preferences.tsx'));

export default function ConsentBanner(props: ConsentBannerProps) {
  if (props.view === 'ask') return <FirstLayer {...props} />;
  return (
    <Suspense fallback={null}>
      <ConsentPreferences {...props} />
    </Suspense>
  );
}

function FirstLayer({ revised, privacyHref, onChoice, onView }: ConsentBannerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const box = useRef<HTMLDivElement>(null);
  // Announced and reachable at once: focus moves to the banner (not to a button: no choice is
  // suggested), and Tab goes on to its buttons.
  useEffect(() => box.current?.focus(), []);
  return (
    <Paper
      ref={box}
      role="dialog"
      data-consent-banner
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      withBorder
      shadow="md"
      p="md"
      radius="md"
      style={{
        position: 'fixed',
        insetInline: 'var(--mantine-spacing-sm)',
        bottom: 'var(--mantine-spacing-sm)',
        maxWidth: '36rem',
        zIndex: 400,
        outlineOffset: 2,
      }}
    >
      <Stack gap="xs">
        <Title id={titleId} order={2} size="h4">
          {t('consent.title')}
        </Title>
        <Text id={textId} size="sm">
          {t('consent.description')} {revised ? t('consent.revisionMessage') : null}
        </Text>
        <Anchor href={privacyHref} size="sm">
          {t('consent.privacyLink')}
        </Anchor>
        <Group gap="xs" grow preventGrowOverflow={false} wrap="wrap">
          <Button onClick={() => onChoice([...consentCategories])}>{t('consent.acceptAll')}</Button>
          <Button onClick={() => onChoice(['necessary'])}>{t('consent.rejectAll')}</Button>
          <Button variant="default" onClick={() => onView('preferences')}>
            {t('consent.customise')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
