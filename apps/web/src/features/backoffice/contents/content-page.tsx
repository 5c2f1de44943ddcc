import { useId, useState } from 'react';
import { Alert, Anchor, Button, Group, List, Modal, Stack, Tabs, Text, Title } from '@mantine/core';
import type { BackofficeContent } from '@pulso/contracts/backoffice';
import { missingParts } from '@pulso/contracts/backoffice/content-completeness';
import { backofficeProblemCodes } from '@pulso/contracts/backoffice/problem-codes';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { isApiError } from '../../../lib/http/api-error.ts';
import { QueryError } from '../../../components/ui/query-states.tsx';
import { toast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import {
  isNotFound,
  useContent,
  useContentStep,
  useSaveContent,
} from '../api/backoffice-queries.ts';
import { countriesAllowed } from '../access.ts';
import { useMe } from '../me-context.ts';
import { ApproveDialog } from './approve-dialog.tsx';
import { AuditTrail } from '../admin-common/audit-trail.tsx';
import { ContentForm } from './content-form.tsx';
import { ContentPreview } from './content-preview.tsx';
import { useFormats } from './format.ts';
import { StatusBadge } from './status-badge.tsx';
import { contentsHref } from './contents-paths.ts';
import { missingLabel, type Missing } from './missing-parts.ts';

/** Versions that never change: an edit of them is saved as the next version, a draft. */
const frozen = new Set(['approved', 'expired', 'withdrawn', 'superseded']);

/** Whether the role may do the step in one of the item's countries. */
function useMay(item: BackofficeContent) {
  const me = useMe();
  return (action: string) =>
    countriesAllowed(me, { action, subject: 'Content' }).some((code) =>
      item.countries.includes(code),
    );
}

/** What the saved version lacks before review, each named as the form names it (issue 32). */
function MissingAlert({ missing }: { missing: readonly Missing[] }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={t('backoffice.contents.incomplete.title')}
    >
      <List size="sm">
        {missing.map((problem) => (
          <List.Item key={problem.field}>
            {missingLabel(problem.field, t)} — {t(problem.message)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/**
 * The version's state, its publication and the steps the role may take from here. Submitting
 * checks first that every episode, lesson and the body has its file or text (as the API will):
 * what is missing goes to `onIncomplete`, and nothing is sent.
 */
function Lifecycle({
  item,
  missing,
  onIncomplete,
}: {
  item: BackofficeContent;
  missing: readonly Missing[] | undefined;
  onIncomplete: (missing: readonly Missing[]) => void;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const may = useMay(item);
  const step = useContentStep(item.id);
  const [approving, setApproving] = useState(false);
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  const fourEyesId = useId();
  // Four eyes (decision 068): a reviewer who wrote or edited this version may not approve it.
  const fourEyes = item.status === 'in-review' && may('approve') && item.editedByYou;
  const published =
    item.published ??
    (item.status === 'approved'
      ? { version: item.version, approvalCode: item.approvalCode, validTo: item.validTo }
      : null);

  const run = async (name: 'submit' | 'withdraw') => {
    const lacking = name === 'submit' ? missingParts(item.content) : [];
    if (lacking.length) return onIncomplete(lacking);
    try {
      await step.mutateAsync(name);
      toast.success(t(`backoffice.contents.done.${name}`));
    } catch (error) {
      if (isApiError(error) && error.code === backofficeProblemCodes.contentIncomplete)
        onIncomplete(error.fieldErrors);
      else toast.error(t('backoffice.contents.errors.conflict'));
    }
  };

  return (
    <Stack gap="sm">
      <Group gap="sm">
        <StatusBadge status={item.status} />
        <Text size="sm">{t('backoffice.contents.versionN', { version: item.version })}</Text>
        {item.approvalCode && (
          <Text size="sm">
            {t('backoffice.contents.code')}: <strong>{item.approvalCode}</strong>
          </Text>
        )}
        {(item.validFrom || item.validTo) && (
          <Text size="sm">
            {t('backoffice.contents.validity')}: {formats.dateTime(item.validFrom)} –{' '}
            {formats.dateTime(item.validTo)}
          </Text>
        )}
      </Group>
      {item.editors.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('backoffice.contents.editors', {
            names: item.editors.map((editor) => editor.name).join(', '),
          })}
        </Text>
      )}
      {fourEyes && (
        <Alert
          id={fourEyesId}
          variant="light"
          color="yellow"
          title={t('backoffice.fourEyes.title')}
        >
          {t('backoffice.fourEyes.text')}
        </Alert>
      )}
      {missing && <MissingAlert missing={missing} />}
      {item.published && (
        <Alert variant="light" color="teal">
          {t('backoffice.contents.publishedOther', {
            version: item.published.version,
            code: item.published.approvalCode ?? '—',
            until: formats.dateTime(item.published.validTo),
          })}
        </Alert>
      )}
      <Group gap="sm">
        {item.status === 'draft' && may('submit') && (
          <Button onClick={() => void run('submit')} loading={step.isPending}>
            {t('backoffice.contents.submit')}
          </Button>
        )}
        {item.status === 'in-review' && may('approve') && (
          <Button
            color="teal"
            disabled={item.editedByYou}
            aria-describedby={fourEyes ? fourEyesId : undefined}
            onClick={() => setApproving(true)}
          >
            {t('backoffice.approve.open')}
          </Button>
        )}
        {published && item.status !== 'expired' && may('withdraw') && (
          <Button color="red" variant="light" onClick={() => setConfirmWithdraw(true)}>
            {t('backoffice.withdraw.open')}
          </Button>
        )}
      </Group>
      {approving && (
        <ApproveDialog item={item} opened={approving} onClose={() => setApproving(false)} />
      )}
      <Modal
        opened={confirmWithdraw}
        onClose={() => setConfirmWithdraw(false)}
        title={t('backoffice.withdraw.title')}
      >
        <Stack gap="md">
          <Text>
            {t('backoffice.withdraw.text', {
              version: published?.version ?? item.version,
              code: published?.approvalCode ?? '—',
            })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmWithdraw(false)}>
              {t('backoffice.cancel')}
            </Button>
            <Button
              color="red"
              loading={step.isPending}
              onClick={() => {
                setConfirmWithdraw(false);
                void run('withdraw');
              }}
            >
              {t('backoffice.withdraw.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** The edit form, with what saving does to this version said before it is done. */
function Edit({
  item,
  missing,
}: {
  item: BackofficeContent;
  missing: readonly Missing[] | undefined;
}) {
  const { t } = useTranslation();
  const me = useMe();
  const may = useMay(item);
  const save = useSaveContent(item.id);
  const canEdit = may('update');
  const immutable = frozen.has(item.status);
  return (
    <Stack gap="md">
      {canEdit && immutable && (
        <Alert color="blue" variant="light" title={t('backoffice.contents.immutableTitle')}>
          {t('backoffice.contents.immutable', { version: item.version, next: item.version + 1 })}
        </Alert>
      )}
      {canEdit && item.status === 'in-review' && (
        <Alert color="yellow" variant="light">
          {t('backoffice.contents.inReviewEdit')}
        </Alert>
      )}
      {!canEdit && (
        <Text size="sm" c="dimmed">
          {t('backoffice.contents.readOnly')}
        </Text>
      )}
      <ContentForm
        key={`${item.id}-${item.version}-${item.updatedAt}`}
        item={item}
        countries={me.content.update}
        readOnly={!canEdit}
        missing={missing}
        submitLabel={
          immutable
            ? t('backoffice.contents.saveAsNew', { next: item.version + 1 })
            : t('backoffice.contents.save')
        }
        onSave={async (draft) => {
          const saved = await save.mutateAsync(draft);
          toast.success(
            saved.version > item.version
              ? t('backoffice.contents.savedNew', { version: saved.version })
              : t('backoffice.contents.saved'),
          );
        }}
      />
    </Stack>
  );
}

/** /backoffice/contents/:id — the newest version of an item. */
export function ContentPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const me = useMe();
  const content = useContent(id);
  const [tab, setTab] = useState<string | null>(null);
  // What the version lacked when it was sent, until it is saved again (a new `updatedAt`).
  const [incomplete, setIncomplete] = useState<{ of: string; missing: readonly Missing[] }>();
  let body;
  if (content.isPending) body = <PageLoader />;
  else if (isNotFound(content.error))
    body = <Alert color="orange">{t('backoffice.contents.notFound')}</Alert>;
  else if (content.isError) body = <QueryError query={content} title={t('backoffice.loadError')} />;
  else {
    const item = content.data;
    const canEdit = countriesAllowed(me, { action: 'update', subject: 'Content' }).some((code) =>
      item.countries.includes(code),
    );
    const missing = incomplete?.of === item.updatedAt ? incomplete.missing : undefined;
    body = (
      <Stack gap="md">
        <Title order={2}>{item.title}</Title>
        <Lifecycle
          item={item}
          missing={missing}
          onIncomplete={(lacking) => {
            setIncomplete({ of: item.updatedAt, missing: lacking });
            setTab('edit');
          }}
        />
        <Tabs value={tab ?? (canEdit ? 'edit' : 'preview')} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="edit">{t('backoffice.tabs.edit')}</Tabs.Tab>
            <Tabs.Tab value="preview">{t('backoffice.tabs.preview')}</Tabs.Tab>
            <Tabs.Tab value="audit">{t('backoffice.tabs.audit')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="edit" pt="md">
            <Edit item={item} missing={missing} />
          </Tabs.Panel>
          <Tabs.Panel value="preview" pt="md">
            <ContentPreview item={item} />
          </Tabs.Panel>
          <Tabs.Panel value="audit" pt="md">
            <AuditTrail id={item.id} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Anchor component={Link} to={contentsHref()} size="sm">
        ← {t('backoffice.contents.back')}
      </Anchor>
      {body}
    </Stack>
  );
}
