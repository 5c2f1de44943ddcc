import { Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditTrail } from './audit-trail.tsx';

/** An editor's section with its entity's trail (courses, events), headed "History". */
export function AuditSection({ id, intro }: { id: string; intro: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={3} size="h5" id={headingId}>
        {t('backoffice.tabs.audit')}
      </Title>
      <AuditTrail id={id} intro={intro} />
    </Stack>
  );
}
