import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { UserAccessResponse } from '@pulso/contracts/public-access';
import { thumbnailUrl } from './content-card.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { AcceptTermsForm, type AcceptTermsFormProps } from './accept-terms-form.tsx';
import classes from './terms-step.module.css';

/** The item the link opens, the terms the reader accepts, and the form that accepts them. */
export function TermsStep({
  access,
  ...form
}: { access: UserAccessResponse } & AcceptTermsFormProps) {
  const { t } = useTranslation();
  const image = thumbnailUrl(access.thumbnail, 'cluster');
  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Text c="dimmed" fw={600} size="sm">
          {t('publicContent.sharedWithYou')}
        </Text>
        <Group gap="md" wrap="nowrap" align="flex-start">
          {image && <img src={image} alt={access.title} width={160} className={classes.picture} />}
          <Title order={1} size="h2" className={classes.title}>
            {access.title}
          </Title>
        </Group>
      </Stack>
      <Card withBorder padding="lg" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4" id="accept-terms-title">
            {t('publicContent.terms.title')}
          </Title>
          <Text>{t('publicContent.terms.declaration')}</Text>
          <Text size="sm" c="dimmed">
            {t('publicContent.terms.use')}
          </Text>
          <AcceptTermsForm {...form} />
        </Stack>
      </Card>
    </Stack>
  );
}
