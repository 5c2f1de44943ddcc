import { Suspense, lazy } from 'react';
import { Box, Burger, Button, Container, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { SignInButton } from '../../components/ui/sign-in-button.tsx';
import { localisedPaths, paths } from '../../config/paths.ts';
import { useCountry } from '../../lib/country/country-context.ts';
import { openRegistration } from '../../lib/identity/screen-sets.ts';
import { useIsSignedIn } from '../../lib/identity/session.ts';
import { withAppStyles } from '../app-styles.ts';
import { BrandMark } from './brand-mark.tsx';
import classes from './site-header.module.css';

// The account menu and its sign-out code only load for signed-in users.
const UserMenu = lazy(
  withAppStyles(() => import('./user-menu.tsx').then((m) => ({ default: m.UserMenu }))),
);
const AccountLinks = lazy(
  withAppStyles(() => import('./user-menu.tsx').then((m) => ({ default: m.AccountLinks }))),
);

interface NavItem {
  to: string;
  labelKey: string;
}

function useNavItems(): NavItem[] {
  const { country } = useCountry();
  const signedIn = useIsSignedIn();
  if (!signedIn) {
    return [
      { to: paths.landing.href(), labelKey: 'nav.home' },
      { to: paths.doctorFinderLanding.href(), labelKey: 'nav.doctorFinder' },
    ];
  }
  const local = localisedPaths(country);
  return [
    { to: paths.home.href(), labelKey: 'nav.home' },
    { to: local.news, labelKey: 'nav.news' },
    { to: paths.courses.href(), labelKey: 'nav.courses' },
    { to: paths.events.href(), labelKey: 'nav.events' },
    { to: paths.products.href(), labelKey: 'nav.products' },
    { to: local.search, labelKey: 'nav.search' },
  ];
}

const MOBILE_MENU_ID = 'mobile-menu';

export function SiteHeader() {
  const { t } = useTranslation();
  const { profile } = useCountry();
  const signedIn = useIsSignedIn();
  const items = useNavItems();
  const [menuOpen, menu] = useDisclosure(false);

  const links = (onNavigate?: () => void) =>
    items.map((item) => (
      <NavLink key={item.to} to={item.to} end className={classes.navLink} onClick={onNavigate}>
        {t(item.labelKey)}
      </NavLink>
    ));

  const account = (onNavigate?: () => void, mobile = false) =>
    signedIn ? (
      <Suspense fallback={null}>
        {mobile ? <AccountLinks onNavigate={onNavigate} /> : <UserMenu />}
      </Suspense>
    ) : (
      <>
        <SignInButton onOpen={onNavigate}>{t('nav.signin')}</SignInButton>
        <Button
          variant="default"
          onClick={() => {
            onNavigate?.();
            openRegistration();
          }}
        >
          {t('nav.register')}
        </Button>
      </>
    );

  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Link to={signedIn ? paths.home.href() : paths.landing.href()} className={classes.brand}>
            <BrandMark />
            <span>{profile.appName}</span>
          </Link>
          <Group
            component="nav"
            aria-label={t('nav.primary')}
            gap={4}
            visibleFrom="md"
            wrap="nowrap"
          >
            {links()}
          </Group>
          <Group visibleFrom="md">{account()}</Group>
          <Burger
            opened={menuOpen}
            onClick={menu.toggle}
            hiddenFrom="md"
            aria-label={t('nav.menu')}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
          />
        </Group>
      </Container>
      {/* Mobile menu: a panel under the header (no modal drawer, so nothing traps the page); shown
          at once rather than through Mantine's Collapse, whose animation cost every page 2.5 KB. */}
      <Box hiddenFrom="md" id={MOBILE_MENU_ID} hidden={!menuOpen}>
        <Container size="lg" pb="md">
          <Stack component="nav" aria-label={t('nav.primary')} gap={4}>
            {links(menu.close)}
            <Stack mt="sm">{account(menu.close, true)}</Stack>
          </Stack>
        </Container>
      </Box>
    </header>
  );
}
