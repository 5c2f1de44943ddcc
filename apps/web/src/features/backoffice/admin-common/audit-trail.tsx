import { useState } from 'react';
import { Button, Code, Group, List, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import type { AuditEntry } from '@pulso/contracts/backoffice';
import { QueryError, EmptyMessage } from '../../../components/content/content-states.tsx';
import { saveBlob } from '../../../lib/save-blob.ts';
import { toast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { getAuditCsv } from '../api/backoffice-api.ts';
import { useAudit } from '../api/backoffice-queries.ts';
import { useFormats } from '../contents/format.ts';
import { isNotFound } from '../api/backoffice-queries.ts';
import classes from './audit-trail.module.css';

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A trail record's fields, the document's flattened in (`status`, `title`, `synopsis`…). */
function fieldsOf(value: unknown): Fields {
  if (!isObject(value)) return {};
  const { document, ...rest } = value;
  return { ...(isObject(document) ? document : {}), ...rest };
}

const shown = (value: unknown): string => {
  const text = value === null || value === undefined ? '—' : JSON.stringify(value);
  return text.length > 90 ? `${text.slice(0, 90)}…` : text;
};

/** What a new record is summed up by (its every empty field would say nothing). */
const createdFields = ['version', 'status', 'title', 'countries', 'language'];
/** Bookkeeping that every step changes. */
const noise = new Set(['updatedAt']);

/**
 * What changed between before and after: each field whose value differs (a creation: its
 * version, status, title, countries and language).
 */
export function changesOf(entry: Pick<AuditEntry, 'before' | 'after'>) {
  const before = fieldsOf(entry.before);
  const after = fieldsOf(entry.after);
  const keys =
    entry.before === null || entry.before === undefined
      ? createdFields.filter((key) => key in after)
      : [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => !noise.has(key))
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => ({ key, before: shown(before[key]), after: shown(after[key]) }));
}

/**
 * The trail of a back-office entity (a content item, course, event…): who did what and when,
 * and what changed; exportable as CSV. An entity no staff action touched yet (the API's 404)
 * has an empty trail. `intro` says what the trail is of (by default, a content item).
 */
export function AuditTrail({ id, intro }: { id: string; intro?: string }) {
  const { t } = useTranslation();
  const formats = useFormats();
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

  if (audit.isPending) return <Skeleton height={120} />;
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
                {entry.actor.name} · {formats.dateTime(entry.at)}
              </Text>
              <List size="xs" spacing={2} mt={4} className={classes.changes}>
                {changesOf(entry).map((change) => (
                  <List.Item key={change.key}>
                    <Code>{change.key}</Code> {change.before} → {change.after}
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
