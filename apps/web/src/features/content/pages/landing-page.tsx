import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { hasDoctorFinder } from '@pulso/contracts/docfinder/limits';
import { specialtyAreaLabelKey, specialtyAreas } from '@pulso/contracts/labels';
import { Link } from 'react-router';
import { SignInButton } from '../../identity/index.ts';
import { paths } from '../../../config/paths.ts';
import { useCountry } from '../../../lib/country/country-context.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { LandingShowcase } from '../components/landing-showcase.tsx';
import { landingClusterLoader } from '../api/get-landing-cluster.ts';
import { OfferIcon, type OfferIconName } from '../components/offer-icon.tsx';
import classes from './landing-page.module.css';

const offer: readonly OfferIconName[] = [
  'news',
  'products',
  'courses',
  'events',
  'speakers',
  'medicalInformation',
  'feed',
  'doctorFinder',
];

export const loader = landingClusterLoader;

/** The public landing page of the country site (spec §1 audience and offer). */
export function Component() {
  const { t } = useTranslation();
  const { country, profile } = useCountry();

  return (
    <>
      <Box
        component="section"
        className={classes.hero}
        py={{ base: 48, md: 80 }}
        aria-labelledby="landing-title"
      >
        <Container size="lg">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
            <Stack gap="lg" align="flex-start">
              <span className={classes.eyebrow}>{t('landing.hero.eyebrow')}</span>
              <Title order={1} id="landing-title" className={classes.heroTitle}>
                {t('landing.hero.title', { appName: profile.appName })}
              </Title>
              <Text size="lg" c="rgba(255,255,255,0.92)">
                {t('landing.hero.text')}
              </Text>
              <Group gap="sm">
                <SignInButton size="md" color="white" c="pulso.8">
                  {t('landing.hero.signin')}
                </SignInButton>
                {hasDoctorFinder(country) && (
                  <Button
                    component={Link}
                    to={paths.doctorFinderLanding.href()}
                    size="md"
                    variant="outline"
                    color="white"
                  >
                    {t('landing.hero.doctorFinder')}
                  </Button>
                )}
              </Group>
            </Stack>
            <Stack className={classes.areas} p="xl" gap="md">
              <Text fw={700}>{t('landing.areas.title')}</Text>
              <Group gap="xs">
                {specialtyAreas.map((area) => (
                  <Badge key={area} size="lg" variant="white" color="pulso" tt="none">
                    {t(specialtyAreaLabelKey(area, country))}
                  </Badge>
                ))}
              </Group>
              <Text size="sm" c="rgba(255,255,255,0.85)">
                {t('landing.areas.text')}
              </Text>
            </Stack>
          </SimpleGrid>
        </Container>
      </Box>

      <LandingShowcase />

      <Container
        size="lg"
        py={{ base: 40, md: 64 }}
        component="section"
        aria-labelledby="landing-offer"
      >
        <Stack gap="xs" mb="xl" maw={720}>
          <Title order={2} id="landing-offer">
            {t('landing.offer.title')}
          </Title>
          <Text c="dimmed">{t('landing.offer.text')}</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {offer
            .filter((item) => item !== 'doctorFinder' || hasDoctorFinder(country))
            .map((item) => (
              <Card key={item} withBorder padding="lg" radius="md" className={classes.card}>
                <Stack gap="sm">
                  <span className={classes.icon}>
                    <OfferIcon name={item} />
                  </span>
                  <Title order={3} size="h5">
                    {t(`landing.offer.items.${item}.title`)}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t(`landing.offer.items.${item}.text`)}
                  </Text>
                </Stack>
              </Card>
            ))}
        </SimpleGrid>
      </Container>

      <Box
        component="section"
        className={classes.cta}
        py={{ base: 40, md: 56 }}
        aria-labelledby="landing-cta"
      >
        <Container size="md">
          <Stack align="center" gap="md" ta="center">
            <Title order={2} id="landing-cta">
              {t('landing.cta.title')}
            </Title>
            <Text c="dimmed" maw={560}>
              {t('landing.cta.text')}
            </Text>
            <SignInButton size="md">{t('landing.cta.button')}</SignInButton>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
