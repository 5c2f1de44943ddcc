import type { ReactNode } from 'react';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ContentItem } from '@pulso/contracts/content';
import { contentTagLabelKey } from '@pulso/contracts/content/cluster-names';
import { specialtyAreaLabelKey } from '@pulso/contracts/labels';
import { useCountry } from '../../../lib/country/country-context.ts';
import { useFormatDate, useFormatItemDuration } from '../format.ts';
import { useTranslation } from '../../../lib/translation.tsx';

/** Title, tag label, specialty, participant, duration, date, synopsis, and the actions given. */
export function ContentHeader({ item, actions }: { item: ContentItem; actions?: ReactNode }) {
  const { t } = useTranslation();
  const { country } = useCountry();
  const formatDuration = useFormatItemDuration();
  const formatDate = useFormatDate();
  const tagKey = contentTagLabelKey(item.mainCluster);
  const duration = formatDuration(item);
  const participant = item.participant && participantFact(item.participant);

  return (
    <Stack component="header" gap="sm">
      <Group gap="xs">
        {tagKey && (
          <Badge variant="filled" data-testid="content-tag">
            {t(tagKey)}
          </Badge>
        )}
        <Badge variant="light">{t(specialtyAreaLabelKey(item.categoryId, country))}</Badge>
      </Group>
      <Title order={1} style={{ overflowWrap: 'anywhere' }}>
        {item.title}
      </Title>
      <Group gap="lg" c="dimmed" fz="sm" component="dl" style={{ margin: 0 }}>
        {participant && (
          <Fact
            label={participant.role ?? t('content.meta.participant')}
            value={participant.name}
          />
        )}
        {duration && <Fact label={t('content.meta.duration')} value={duration} />}
        <Fact
          label={t('content.meta.date')}
          value={<time dateTime={item.publishDate}>{formatDate(item.publishDate)}</time>}
        />
      </Group>
      {item.synopsis && <Text size="lg">{item.synopsis}</Text>}
      {actions && <Group gap="sm">{actions}</Group>}
    </Stack>
  );
}

/**
 * "Moderadora: Dra. X" names its own role, shown as the label instead of the generic one (no
 * "Presenta: Moderadora: …"); a plain name gets the generic label.
 */
function participantFact(participant: string): { role?: string; name: string } {
  const match = /^([^:]{1,40}):\s*(\S.*)$/.exec(participant);
  return match ? { role: match[1]!, name: match[2]! } : { name: participant };
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap" miw={0} align="baseline">
      <dt style={{ fontWeight: 600, flexShrink: 0 }}>{label}:</dt>
      <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>{value}</dd>
    </Group>
  );
}
