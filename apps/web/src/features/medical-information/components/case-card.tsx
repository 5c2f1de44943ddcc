import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { CaseFlag, CaseStatus } from '@pulso/contracts/medical-information';
import { CaseFlagBadge, CaseStatusBadge } from './case-labels.tsx';

export interface CaseCardProps {
  id: string;
  title: string;
  status: CaseStatus;
  flag: CaseFlag | null;
  summary: string;
  /** Facts in one line: type, product, date… (empty ones left out). */
  facts: (string | null | undefined)[];
  children?: ReactNode;
}

/** One case in a list: its number, status and flag, what it asks, and its facts. */
export function CaseCard({ id, title, status, flag, summary, facts, children }: CaseCardProps) {
  return (
    <Paper component="li" withBorder p="md" radius="md" aria-labelledby={`case-${id}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700} id={`case-${id}`}>
            {title}
          </Text>
          <Group gap="xs">
            <CaseFlagBadge flag={flag} />
            <CaseStatusBadge status={status} />
          </Group>
        </Group>
        <Text style={{ overflowWrap: 'anywhere' }}>{summary}</Text>
        <Text size="sm" c="dimmed">
          {facts.filter(Boolean).join(' · ')}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

/** The list the cards sit in. */
export function CaseList({ children }: { children: ReactNode }) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}
