import { Container, Title } from '@mantine/core';
import { useRouteHandle } from '../../lib/route-handle.ts';
import { useTranslation } from '../../lib/translation.tsx';

/**
 * A page whose capability belongs to a later issue: its title (set by the shell) and heading
 * only — nothing that pretends to work.
 */
export function PagePlaceholder() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{handle ? t(handle.titleKey) : ''}</Title>
    </Container>
  );
}
