import { Button, Menu, NavLink as MantineNavLink, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useDestinations, type Destination } from '../../features/content/index.ts';
import { displayName, useStoredProfile } from '../../features/users/index.ts';
import { useTranslation } from '../../lib/translation.tsx';
import { useAccountName } from './account-name.ts';
import { useBackofficeMe } from '../../features/backoffice/index.ts';
import { loadSignOut, useIdentityAdapterLoader } from '../../features/identity/index.ts';

const accountItems = [
  { to: paths.editRegistration.href(), labelKey: 'nav.myRegistration' },
  { to: paths.preferences.href(), labelKey: 'nav.mySpecialties' },
] as const;

/**
 * The account's pages, then the screens outside the main navigation (requests, exclusive list,
 * feed, speaker training for speakers) and, for every staff role, the back office (it opens on
 * the first section the roles open: the medical-information team's on its inbox). Whether the
 * account has a role is the back office's own answer (a doctor's is a 403), kept for its root.
 */
function useMenuItems(): Destination[] {
  const destinations = useDestinations();
  const staff = (useBackofficeMe().data?.roles.length ?? 0) > 0;
  return [
    ...accountItems,
    ...destinations,
    ...(staff ? [{ to: paths.backoffice.href(), labelKey: 'backoffice.title' }] : []),
  ];
}

/**
 * Sign-out, with the identity adapter and the sign-out flow loaded when it is chosen: they (and
 * the zod schemas the adapters parse with) are not needed to show the signed-in pages (issue 11).
 */
function useSignOut(onDone?: () => void) {
  const adapter = useIdentityAdapterLoader();
  return () => {
    onDone?.();
    void (async () => {
      const [{ signOut }, loaded] = await Promise.all([loadSignOut(), adapter.load()]);
      await signOut(loaded);
    })();
  };
}

/**
 * The signed-in account menu of the header: the user's name, their pages and sign-out;
 * `defaultOpened` when the doctor pressed the button before the menu's code had loaded.
 */
export function UserMenu({ defaultOpened = false }: { defaultOpened?: boolean }) {
  const { t } = useTranslation();
  const name = useAccountName();
  const signOutNow = useSignOut();
  const items = useMenuItems();
  return (
    <Menu position="bottom-end" width={220} withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <Button variant="default" aria-label={t('nav.accountMenu', { name })}>
          {name}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Menu.Item key={item.to} component={Link} to={item.to}>
            {t(item.labelKey)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item onClick={signOutNow}>{t('nav.signout')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The same, as plain links in the mobile menu panel. */
export function AccountLinks({ onNavigate }: { onNavigate?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const name = displayName(useStoredProfile());
  const signOutNow = useSignOut(onNavigate);
  const items = useMenuItems();
  return (
    <Stack gap={4}>
      {name && (
        <Text fw={600} size="sm">
          {name}
        </Text>
      )}
      {items.map((item) => (
        <MantineNavLink
          key={item.to}
          component={Link}
          to={item.to}
          label={t(item.labelKey)}
          onClick={onNavigate}
        />
      ))}
      <Button variant="default" onClick={signOutNow}>
        {t('nav.signout')}
      </Button>
    </Stack>
  );
}
