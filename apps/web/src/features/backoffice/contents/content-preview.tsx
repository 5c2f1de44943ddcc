import { useState } from 'react';
import { Paper, Select, Stack, Text } from '@mantine/core';
import type { BackofficeContent } from '@pulso/contracts/backoffice';
import { emptyItemDetails, type ContentItem } from '@pulso/contracts/content';
import type { CountryCode } from '@pulso/contracts/country';
import { ContentView } from '../../content/index.ts';
import { useRuntimeConfig } from '../../../lib/config-context.ts';
import { CountryContext, createCountryContextValue } from '../../../lib/country/country-context.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useFormats } from './format.ts';

/**
 * The version as the doctors' item screen receives it (nothing saved, no course state); part
 * lists a document lacks are empty.
 */
export function previewItemOf(item: BackofficeContent): ContentItem {
  return {
    ...emptyItemDetails(),
    ...(item.content as Partial<ContentItem>),
    id: item.id,
    title: item.title,
    synopsis: item.synopsis,
    mainCluster: item.mainCluster,
    categoryId: item.categoryId,
    cfApprovalCode: item.approvalCode ?? (item.content.cfApprovalCode as string | null) ?? null,
    isSaved: false,
    trainingAcceptedTerms: false,
    trainingUserCertificate: null,
  } as ContentItem;
}

/**
 * How a doctor of a chosen country sees this version: the doctors' own item screen
 * (ContentView) under that country's settings, without saving or requests.
 */
export function ContentPreview({ item }: { item: BackofficeContent }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const config = useRuntimeConfig();
  const [country, setCountry] = useState<CountryCode>(item.countries[0] ?? 'mx');
  return (
    <Stack gap="sm">
      <Select
        label={t('backoffice.preview.country')}
        allowDeselect={false}
        data={item.countries.map((code) => ({ value: code, label: formats.country(code) }))}
        value={country}
        onChange={(value) => value && setCountry(value as CountryCode)}
        w={{ base: '100%', xs: 240 }}
      />
      <Text size="sm" c="dimmed">
        {t('backoffice.preview.note')}
      </Text>
      <Paper withBorder p="md" radius="md" data-testid="content-preview">
        <CountryContext value={createCountryContextValue(country, config)}>
          <ContentView item={previewItemOf(item)} section="novedades" canSave={false} />
        </CountryContext>
      </Paper>
    </Stack>
  );
}
