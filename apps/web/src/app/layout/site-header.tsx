import { Suspense, useState } from 'react';
import { lazyWhenConnected } from '../../lib/connection.ts';
import { Box, Burger, Button, Container, Group, Loader, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { hasDoctorFinder } from '@pulso/contracts/docfinder/limits';
import { Link, NavLink } from 'react-router';
import { SignInButton, openRegistration } from '../../features/identity/index.ts';
import { localisedPaths, paths } from '../../config/paths.ts';
import { useCountry } from '../../lib/country/country-context.ts';
import { useIsSignedIn } from '../../lib/session.ts';
import { useTranslation } from '../../lib/translation.tsx';
import { withAppStyles } from '../app-styles.ts';
import { useAccountName } from './account-name.ts';
import { BrandMark } from './brand-mark.tsx';
import classes from './site-header.module.css';

// The account menu and its sign-out code load when they are wanted: when the pointer comes over
// the account button or the button is pressed, or when the mobile menu opens. Its code and the
// ~40 files it needs cost a phone about 150 ms of main thread (4× slower CPU) at every start,
// first inside the first render, then as a task of their own (issue 11).
const loadUserMenu = withAppStyles(() => import('./user-menu.tsx'));
const AccountLinks = lazyWhenConnected(() =>
  loadUserMenu().then((m) => ({ default: m.AccountLinks })),
);

type UserMenuModule = Awaited<ReturnType<typeof loadUserMenu>>;

/**
 * The header's account menu: its button alone until the menu's code is wanted and has loaded,
 * then the menu, open at once if the button was pressed meanwhile.
 */
function AccountMenu() {
  const [menu, setMenu] = useState<{ module?: UserMenuModule; open: boolean }>({ open: false });
  const want = (open: boolean) => {
    if (open) setMenu((current) => ({ ...current, open: true }));
    // A failed download leaves the button as it is: pointing at it or pressing it tries again.
    loadUserMenu().then(
      (module) => setMenu((current) => ({ ...current, module })),
      () => undefined,
    );
  };
  if (menu.module) return <menu.module.UserMenu defaultOpened={menu.open} />;
  return <AccountButton onWant={want} />;
}

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
      // Only where the doctor finder exists (Brazil): elsewhere it would lead to "not available".
      ...(hasDoctorFinder(country)
        ? [{ to: paths.doctorFinderLanding.href(), labelKey: 'nav.doctorFinder' }]
        : []),
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

/**
 * The account menu's button as drawn before the menu's code has loaded: pointing at it loads the
 * menu, pressing it loads the menu and opens it.
 */
function AccountButton({ onWant }: { onWant?: (open: boolean) => void }) {
  const { t } = useTranslation();
  const name = useAccountName();
  return (
    <Button
      variant="default"
      aria-label={t('nav.accountMenu', { name })}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => onWant?.(false)}
      onClick={() => onWant?.(true)}
    >
      {name}
    </Button>
  );
}

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
      mobile ? (
        menuOpen && (
          <Suspense fallback={<Loader size="sm" aria-label={t('shell.loading')} />}>
            <AccountLinks onNavigate={onNavigate} />
          </Suspense>
        )
      ) : (
        <AccountMenu />
      )
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
    <header className={classes.header} data-menu-open={menuOpen || undefined}>
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
          at once rather than through Mantine's Collapse, whose animation cost every page 2.5 KB.
          Its links are drawn when it opens: closed, they were a second navigation drawn (and
          hidden) in every page's first task (issue 11). */}
      <Box hiddenFrom="md" id={MOBILE_MENU_ID} hidden={!menuOpen} className={classes.mobileMenu}>
        {menuOpen && (
          <Container size="lg" pb="md">
            <Stack component="nav" aria-label={t('nav.primary')} gap={4}>
              {links(menu.close)}
              <Stack mt="sm">{account(menu.close, true)}</Stack>
            </Stack>
          </Container>
        )}
      </Box>
    </header>
  );
}
