import { Badge } from '@mantine/core';
import type { ContentStatus } from '@pulso/contracts/backoffice';
import { useTranslation } from '../../../lib/translation.tsx';

const colours: Record<ContentStatus, string> = {
  draft: 'gray',
  'in-review': 'yellow',
  approved: 'teal',
  superseded: 'gray',
  expired: 'red',
  withdrawn: 'dark',
};

export function StatusBadge({ status }: { status: ContentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={colours[status]}
      variant="light"
      data-status={status}
      style={{ flexShrink: 0 }}
      // The label's whole width counts in a table's column (a clipped label has none: BORRA…).
      styles={{ label: { overflow: 'visible' } }}
    >
      {t(`backoffice.status.${status}`)}
    </Badge>
  );
}
