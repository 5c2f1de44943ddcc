import { useState } from 'react';
import { Button, Group, List, Stack, Text, Timeline } from '@mantine/core';
import type { AuditEntry } from '@pulso/contracts/backoffice';
import { QueryError, EmptyMessage } from '../../../components/ui/query-states.tsx';
import { saveBlob } from '../../../lib/save-blob.ts';
import { toast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { getAuditCsv } from '../api/backoffice-api.ts';
import { useAudit } from '../api/backoffice-queries.ts';
import { useFormats } from '../contents/format.ts';
import { isNotFound } from '../api/backoffice-queries.ts';
import classes from './audit-trail.module.css';
import { changesOf, useAuditPresenter } from './audit-values.ts';
import { LoadingBlock } from '../../../components/ui/placeholder.tsx';

/**
 * The trail of a back-office entity (a content item, course, event…): who did what and when,
 * and what changed; exportable as CSV. An entity no staff action touched yet (the API's 404)
 * has an empty trail. `intro` says what the trail is of (by default, a content item).
 */
export function AuditTrail({ id, intro }: { id: string; intro?: string }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const present = useAuditPresenter();
  /** The changes as read; one that reads the same before and after (milliseconds) is left out. */
  const shownChanges = (entry: AuditEntry) =>
    changesOf(entry)
      .map((change) => ({
        key: change.key,
        label: present.label(change.key),
        before: present.text(change.key, change.before),
        after: present.text(change.key, change.after),
      }))
      .filter((change) => change.before !== change.after);
  const audit = useAudit(id);
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const csv = await getAuditCsv(id);
      saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), `audit-${id}.csv`);
    } catch {
      toast.error(t('backoffice.errors.generic'));
    } finally {
      setExporting(false);
    }
  };

  if (audit.isPending) return <LoadingBlock label={t('shell.loading')} height={120} />;
  const entries = audit.isError && isNotFound(audit.error) ? [] : audit.data;
  if (!entries) return <QueryError query={audit} title={t('backoffice.loadError')} />;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {intro ?? t('backoffice.audit.intro')}
        </Text>
        <Button
          variant="light"
          size="xs"
          loading={exporting}
          disabled={entries.length === 0}
          onClick={() => void exportCsv()}
        >
          {t('backoffice.audit.export')}
        </Button>
      </Group>
      {entries.length === 0 ? (
        <EmptyMessage title={t('backoffice.audit.empty')} />
      ) : (
        <Timeline bulletSize={14} lineWidth={2} active={entries.length - 1}>
          {entries.map((entry, index) => (
            <Timeline.Item
              key={`${entry.at}-${index}`}
              title={t(`backoffice.audit.actions.${entry.action}`, entry.action)}
              data-testid="audit-entry"
            >
              <Text size="sm" c="dimmed">
                {entry.actor.name} · <time dateTime={entry.at}>{formats.instant(entry.at)}</time>
              </Text>
              <List size="xs" spacing={2} mt={4} className={classes.changes}>
                {shownChanges(entry).map((change) => (
                  <List.Item key={change.key}>
                    <Text span fw={600} size="xs">
                      {change.label}
                    </Text>
                    : {change.before} → {change.after}
                  </List.Item>
                ))}
              </List>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}
