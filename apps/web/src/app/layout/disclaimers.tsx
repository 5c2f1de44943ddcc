import { Paper, Stack, Text } from '@mantine/core';
import type { LinkedText } from '@pulso/contracts/country-profile';
import { SmartLink } from '../../components/ui/smart-link.tsx';
import { useCountry } from '../../lib/country/country-context.ts';
import { useTranslation } from '../../lib/translation.tsx';
import classes from './site-footer.module.css';

function LinkList({ links, label }: { links: LinkedText[]; label: string }) {
  const { t } = useTranslation();
  return (
    <ul className={classes.links} aria-label={label}>
      {links.map((link) => (
        <li key={link.textKey}>
          <SmartLink href={link.link} newTab={link.newTab} size="sm" fw={600}>
            {t(link.textKey)}
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The frame's statements (spec §1): the health-professionals-only statement everywhere; Mexico's
 * information-only-for-Mexico disclaimer with its adverse-effect and quality-complaint contacts;
 * Brazil's adverse-event and technical-complaint reporting links; the Andean footer texts 1 to 3
 * and safety link for Costa Rica, Colombia and Peru.
 */
export function Disclaimers() {
  const { t } = useTranslation();
  const { country, profile } = useCountry();
  const reporting = [profile.reportSideEffect, profile.technicalComplaint];

  return (
    <Paper
      className={classes.notice}
      p="md"
      radius="sm"
      component="section"
      aria-label={t('layout.disclaimerRegion')}
    >
      <Stack gap="sm">
        <Text size="sm" fw={600} data-testid="hcp-notice">
          {t(profile.regulatoryDisclaimerKey)}
        </Text>

        {profile.mexicoDisclaimerKey && (
          <Stack gap={6} data-testid="mexico-disclaimer">
            <Text size="sm">{t(profile.mexicoDisclaimerKey)}</Text>
            <LinkList links={reporting} label={t('layout.safetyContacts')} />
          </Stack>
        )}

        {country === 'br' && (
          <Stack gap={6} data-testid="brazil-disclaimer">
            <LinkList links={reporting} label={t('layout.safetyContacts')} />
          </Stack>
        )}

        {profile.andeanFooter && (
          <Stack gap={6} data-testid="andean-footer">
            <Text size="sm">{t(profile.andeanFooter.text1Key)}</Text>
            <Text size="sm">{t(profile.andeanFooter.text2Key)}</Text>
            <Text size="sm">{t(profile.andeanFooter.text3Key)}</Text>
            <SmartLink
              href={profile.andeanFooter.link.link}
              newTab={profile.andeanFooter.link.newTab}
              size="sm"
              fw={600}
            >
              {t(profile.andeanFooter.link.textKey)}
            </SmartLink>
          </Stack>
        )}

        {(country === 'ar' || country === 'cl') && (
          <LinkList links={reporting} label={t('layout.safetyContacts')} />
        )}
      </Stack>
    </Paper>
  );
}
