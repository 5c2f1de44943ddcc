import { Container, Stack, Text, Title } from '@mantine/core';
import { bannerPreviewUrl } from '@pulso/contracts/thumbnails';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useLandingCluster } from '../api/get-landing-cluster.ts';
import classes from './landing-showcase.module.css';

/**
 * A look at the portal for visitors: the country's public banners and the newest items. Opening
 * any of them asks to sign in first (the items themselves are for signed-in professionals).
 */
export function LandingShowcase() {
  const { t } = useTranslation();
  const cluster = useLandingCluster();
  const banners = cluster?.outdoors ?? [];
  const novelty = cluster?.clusters.flatMap((row) => row.items) ?? [];
  if (banners.length === 0 && novelty.length === 0) return null;
  const signin = paths.signin.href();

  return (
    <Container
      size="lg"
      py={{ base: 40, md: 56 }}
      component="section"
      aria-labelledby="landing-showcase"
    >
      <Stack gap="xs" mb="lg">
        <Title order={2} id="landing-showcase">
          {t('landing.showcase.title')}
        </Title>
        <Text c="dimmed">{t('landing.showcase.text')}</Text>
      </Stack>
      {banners.length > 0 && (
        <ul className={classes.banners}>
          {banners.map((banner) => (
            <li key={banner.id}>
              <Link to={signin} className={classes.tile}>
                <img
                  className={classes.image}
                  src={bannerPreviewUrl(banner.thumbnail.url)}
                  alt={banner.title}
                  loading="lazy"
                />
                <span className={classes.caption} aria-hidden="true">
                  {banner.title}
                </span>
                <span className={classes.synopsis}>{banner.synopsis}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {novelty.length > 0 && (
        <>
          <Title order={3} size="h4" mb="xs">
            {t('landing.showcase.novelty')}
          </Title>
          <ul className={classes.row} aria-label={t('landing.showcase.novelty')}>
            {novelty.map((card) => (
              <li key={card.id}>
                <Link to={signin} className={classes.tile}>
                  {card.thumbnail && (
                    <img
                      className={classes.image}
                      src={card.thumbnail.url}
                      alt={card.title}
                      loading="lazy"
                    />
                  )}
                  {/* The image's alt text names the link; the caption is what the eye reads. */}
                  <span className={classes.caption} aria-hidden="true">
                    {card.title}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </Container>
  );
}
