import type { ReactNode } from 'react';
import { Button, Container, Drawer, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { NavLink as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import type { BackofficeSection } from '../section.ts';
import { useMe } from '../me-context.ts';
import classes from './backoffice-layout.module.css';

/** The sections as links; the current one is marked (aria-current). */
function SectionLinks({
  sections,
  onNavigate,
}: {
  sections: readonly BackofficeSection[];
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      {sections.map((section) => (
        <NavLink
          key={section.id}
          component={RouterLink}
          to={paths.backoffice.href(section.path)}
          label={t(section.labelKey)}
          onClick={onNavigate}
        />
      ))}
    </Stack>
  );
}

/** Who is signed in, as roles per country (`Editor · MX`). */
function RolesLine() {
  const { t } = useTranslation();
  const me = useMe();
  return (
    <Text size="sm" c="dimmed">
      {me.roles
        .map(
          (grant) =>
            `${t(`backoffice.roles.${grant.role}`)} · ${grant.countries.map((c) => c.toUpperCase()).join(', ')}`,
        )
        .join(' — ')}
    </Text>
  );
}

/**
 * The back office's frame inside the site's: its title, the staff member's roles, and the
 * navigation of the sections the roles open — a side column from `sm`, a drawer below.
 */
export function BackofficeLayout({
  sections,
  children,
}: {
  sections: readonly BackofficeSection[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const navLabel = t('backoffice.nav.label');
  return (
    <Container size="lg" className={classes.frame}>
      <Group className={classes.top} justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={0} miw={0}>
          <Title order={1} size="h3">
            {t('backoffice.title')}
          </Title>
          <RolesLine />
        </Stack>
        <Button
          hiddenFrom="sm"
          variant="default"
          size="sm"
          onClick={open}
          aria-expanded={opened}
          aria-haspopup="dialog"
          style={{ flex: 'none' }}
        >
          {t('backoffice.nav.sections')}
        </Button>
      </Group>
      <div className={classes.body}>
        <nav aria-label={navLabel} className={classes.nav}>
          <SectionLinks sections={sections} />
        </nav>
        <Drawer opened={opened} onClose={close} title={t('backoffice.title')} size="80%">
          <nav aria-label={navLabel}>
            <SectionLinks sections={sections} onNavigate={close} />
          </nav>
        </Drawer>
        <div className={classes.content}>{children}</div>
      </div>
    </Container>
  );
}
