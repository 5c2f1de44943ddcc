import { useId, useState } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/translation.tsx';
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

/**
 * A list entry's trail (a staff member, a directory listing), behind a "History" button: read
 * only once opened. `name` says whose (the button's and the section's name: "History of …").
 */
export function AuditDisclosure({ id, intro, name }: { id: string; intro: string; name: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const label = t('backoffice.audit.historyOf', { name });
  return (
    <Stack gap="xs">
      <Group>
        <Button
          variant="subtle"
          size="xs"
          aria-label={label}
          aria-expanded={open}
          aria-controls={open ? regionId : undefined}
          onClick={() => setOpen((was) => !was)}
        >
          {t('backoffice.tabs.audit')}
        </Button>
      </Group>
      {open && (
        <Stack component="section" id={regionId} aria-label={label} gap="xs">
          <AuditTrail id={id} intro={intro} />
        </Stack>
      )}
    </Stack>
  );
}
