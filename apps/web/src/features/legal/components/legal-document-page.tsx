import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { Block, BlockStack, Placeholder } from '../../../components/ui/placeholder.tsx';
import type { UiLanguage } from '@pulso/contracts/country';
import type { LegalDocumentKind } from '@pulso/contracts/legal';
// Loads and translates into the document's own language (`lng`), which the app's does not.
// eslint-disable-next-line no-restricted-imports
import { useTranslation as useI18nextTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/http/api-error.ts';
import { useErrorMessage } from '../../../lib/http/error-message.ts';
import { i18nextLanguageOf } from '../../../lib/i18n.ts';
import { useRouteHandle } from '../../../lib/route-handle.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useLegalDocument } from '../api/get-legal-document.ts';

function LegalSkeleton() {
  const { t } = useTranslation();
  return (
    <Placeholder label={t('legal.loading')} testId="legal-skeleton">
      <BlockStack gap={8}>
        <Block height={36} width="60%" />
        <Block height={14} width="30%" />
        {Array.from({ length: 3 }, (_, section) => (
          <BlockStack key={section} gap={8}>
            <Block height={22} width="40%" style={{ marginTop: 16 }} />
            <Block height={12} />
            <Block height={12} />
            <Block height={12} width="85%" />
          </BlockStack>
        ))}
      </BlockStack>
    </Placeholder>
  );
}

/**
 * The document's date line in the document's own language: the es-co page is Colombia's Spanish
 * page on every host, so on the Brazilian site its text and its labels are Spanish (with
 * `lang="es"`), while the site's header and footer stay in the host's language.
 */
function LastUpdated({ language, date }: { language: UiLanguage; date: string }) {
  const { t } = useI18nextTranslation(undefined, { lng: i18nextLanguageOf(language) });
  return (
    <Text size="sm" c="dimmed">
      {t('country.common.lastUpdated', { date })}
    </Text>
  );
}

/** A legal or informational document of the country: title, last updated, sections. */
export function LegalDocumentPage({ document }: { document: LegalDocumentKind }) {
  const { t } = useTranslation();
  const query = useLegalDocument(document);
  const errorMessage = useErrorMessage();
  const handle = useRouteHandle();

  let body;
  if (query.isPending) {
    body = <LegalSkeleton />;
  } else if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    body = (
      <Stack gap="lg">
        {handle && <Title order={1}>{t(handle.titleKey)}</Title>}
        <Alert
          color={notFound ? 'gray' : 'red'}
          title={t(notFound ? 'legal.notAvailable' : 'legal.errorTitle')}
          role="alert"
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              {notFound ? t('legal.notAvailableText') : errorMessage(query.error)}
            </Text>
            {!notFound && (
              <Button
                variant="light"
                color="red"
                onClick={() => void query.refetch()}
                loading={query.isFetching}
              >
                {t('legal.retry')}
              </Button>
            )}
          </Stack>
        </Alert>
      </Stack>
    );
  } else {
    const doc = query.data;
    body = (
      <article lang={doc.language === 'pt-br' ? 'pt' : doc.language}>
        <Stack gap="xs" mb="lg">
          <Title order={1}>{doc.title}</Title>
          <LastUpdated language={doc.language} date={doc.lastUpdated} />
        </Stack>
        <Stack gap="lg">
          {doc.sections.map((section, index) => (
            <section key={`${index}-${section.heading ?? ''}`}>
              {section.heading && (
                <Title order={2} size="h4" mb="xs">
                  {section.heading}
                </Title>
              )}
              <Stack gap="sm">
                {section.paragraphs.map((paragraph, p) => (
                  <Text key={p}>{paragraph}</Text>
                ))}
              </Stack>
            </section>
          ))}
        </Stack>
      </article>
    );
  }

  return (
    <Container size="md" py="xl">
      {body}
    </Container>
  );
}
