import { Container, Divider, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { LinkedText } from '@pulso/contracts/country-profile';
import { SmartLink } from '../../components/ui/smart-link.tsx';
import { openConsentPreferences } from '../../features/consent/index.ts';
import { useCountry } from '../../lib/country/country-context.ts';
import { useTranslation } from '../../lib/translation.tsx';
import { Disclaimers } from './disclaimers.tsx';
import classes from './site-footer.module.css';

function FooterLinks() {
  const { t } = useTranslation();
  const { profile } = useCountry();
  const links: LinkedText[] = [
    profile.terms,
    profile.privacy,
    ...(profile.imprint ? [profile.imprint] : []),
    profile.contact,
    profile.pharmaceuticals,
    profile.corporateSite,
  ];
  return (
    <nav aria-label={t('layout.footerLinks')}>
      <ul className={classes.links}>
        {links.map((link) => (
          <li key={link.textKey}>
            <SmartLink href={link.link} newTab={link.newTab} size="sm" c="gray.8">
              {t(link.textKey)}
            </SmartLink>
          </li>
        ))}
        <li>
          <UnstyledButton
            type="button"
            className={classes.consentLink}
            onClick={openConsentPreferences}
          >
            {t('consent.footerLink')}
          </UnstyledButton>
        </li>
      </ul>
    </nav>
  );
}

function AppPromo() {
  const { t } = useTranslation();
  const { profile } = useCountry();
  return (
    <div className={classes.promo}>
      <img
        className={classes.banner}
        src={profile.bannerImage}
        alt={t('country.common.images.appBannerAlt', { appName: profile.appName })}
        width={360}
        height={120}
        // Below the fold: fetched when the reader scrolls near it, not with the page.
        loading="lazy"
      />
      <Group gap="sm" wrap="nowrap" align="center">
        <img
          className={classes.qr}
          src={profile.qrCodeImage}
          alt={t('country.common.images.qrCodeAlt', { appName: profile.appName })}
          width={112}
          height={112}
          loading="lazy"
        />
        <Text size="xs" c="dimmed" maw={160}>
          {t('layout.qrCodeCaption')}
        </Text>
      </Group>
    </div>
  );
}

/** The footer of the country frame (spec §1, §2, §9). */
export function SiteFooter() {
  const { t } = useTranslation();
  const { profile } = useCountry();
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="xl">
        <Stack gap="lg">
          <Disclaimers />
          <div className={classes.columns}>
            <Stack gap="sm">
              <Title order={2} size="h5">
                {profile.appShortName}
              </Title>
              <FooterLinks />
            </Stack>
            <AppPromo />
          </div>
          <Divider />
          <Stack gap={4} c="dimmed">
            <Text size="xs" data-testid="approval-code">
              {t('country.common.approvalCode', { code: profile.approvalCode })}
            </Text>
            {profile.regulatoryApprovalCode && (
              <Text size="xs" data-testid="regulatory-approval-code">
                {t('country.mx.regulatoryApprovalCode', {
                  code: profile.regulatoryApprovalCode,
                })}
              </Text>
            )}
            <Text size="xs" data-testid="last-updated">
              {t('country.common.lastUpdated', { date: profile.lastUpdated })}
            </Text>
            <Text size="xs">
              {t('layout.copyright', {
                year: new Date().getFullYear(),
                appName: profile.appName,
              })}
            </Text>
          </Stack>
        </Stack>
      </Container>
    </footer>
  );
}
