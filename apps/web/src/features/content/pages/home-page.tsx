import { Button, Container, Group, Stack, VisuallyHidden } from '@mantine/core';
import { HOME_CLUSTER_ID } from '@pulso/contracts/content/cluster-ids';
import { Link } from 'react-router';
import { EmptyMessage, QueryError } from '../../../components/ui/query-states.tsx';
import { NextPage } from '../../../components/ui/next-page.tsx';
import { clusterPagesOptions, useClusterPages } from '../clusters.ts';
import { signedInLoader } from '../../../lib/route-services.ts';
import { useDestinations } from '../destinations.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { BannerCarousel } from '../components/banner-carousel.tsx';
import { HomeRows } from '../components/home-rows.tsx';
import { HomeSkeleton } from '../components/home-skeleton.tsx';
import { SeeLaterRow } from '../components/see-later-row.tsx';

/** Shortcuts to the screens outside the main navigation (requests, exclusive, feed, speakers). */
function Shortcuts() {
  const { t } = useTranslation();
  return (
    <Group component="nav" aria-label={t('nav.more')} gap="xs">
      {useDestinations().map((item) => (
        <Button key={item.to} component={Link} to={item.to} variant="light" size="xs">
          {t(item.labelKey)}
        </Button>
      ))}
    </Group>
  );
}

/** The home's rows, asked for while the page's code loads. */
export const loader = signedInLoader(({ queryClient }, token) =>
  queryClient.prefetchInfiniteQuery(clusterPagesOptions(token, HOME_CLUSTER_ID)),
);

/**
 * The signed-in home (`home`, and `/` when signed in): the country's banners, the see-later
 * row, then the cluster rows (`GET clusters/home`), more rows loading with `next` as the user
 * scrolls down.
 */
export function Component() {
  const { t } = useTranslation();
  const query = useClusterPages(HOME_CLUSTER_ID);

  let body;
  if (query.isPending) body = <HomeSkeleton />;
  else if (!query.data) body = <QueryError query={query} />;
  else {
    const [first] = query.data.pages;
    const rows = query.data.pages.flatMap((page) => page.clusters);
    const empty = rows.every((row) => row.items.length === 0) && !first?.outdoors.length;
    body = (
      <>
        {first && <BannerCarousel banners={first.outdoors} />}
        <SeeLaterRow />
        {empty ? (
          <EmptyMessage title={t('home.emptyTitle')} text={t('home.emptyText')} />
        ) : (
          <HomeRows rows={rows} />
        )}
        <NextPage query={query} label={t('home.more')} />
      </>
    );
  }

  return (
    <Container size="lg" py="lg">
      <VisuallyHidden component="h1">{t('home.title')}</VisuallyHidden>
      <Stack gap="xl">
        <Shortcuts />
        {body}
      </Stack>
    </Container>
  );
}
