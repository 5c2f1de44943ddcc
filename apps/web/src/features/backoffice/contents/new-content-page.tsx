import { Anchor, Stack, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useSaveContent } from '../api/backoffice-queries.ts';
import { NoAccess } from '../no-access.tsx';
import { useMe } from '../me-context.ts';
import { ContentForm } from './content-form.tsx';
import { contentsHref } from './contents-paths.ts';

/** /backoffice/contents/new: a new item, saved as a draft of version 1. */
export function NewContentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useMe();
  const save = useSaveContent(undefined);
  const countries = me.content.create;
  if (!countries.length) return <NoAccess />;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={contentsHref()} size="sm">
        ← {t('backoffice.contents.back')}
      </Anchor>
      <Title order={2}>{t('backoffice.contents.new')}</Title>
      <ContentForm
        countries={countries}
        submitLabel={t('backoffice.contents.createDraft')}
        onSave={async (draft) => {
          const created = await save.mutateAsync(draft);
          toast.success(t('backoffice.contents.created'));
          await navigate(contentsHref(created.id));
        }}
      />
    </Stack>
  );
}
