import { useState } from 'react';
import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { ContentItem } from '@pulso/contracts/content';
import { Link } from 'react-router';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { useErrorMessage } from '../../../lib/http/error-message.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useAcceptTerms } from '../api/training-queries.ts';
import { useCourseLinks } from './course-links.ts';
import { SectionCard } from './section-card.tsx';

/**
 * The exam terms and the step that accepts them (`POST training/{id}/accept-terms`), then the
 * way to the exam. Once accepted, the terms stay readable and the exam is one click away.
 */
export function TermsStep({ item }: { item: ContentItem }) {
  const { t } = useTranslation();
  const links = useCourseLinks();
  const errorMessage = useErrorMessage();
  const accept = useAcceptTerms(item.id);
  const [agreed, setAgreed] = useState(false);
  const [tried, setTried] = useState(false);
  const accepted = item.trainingAcceptedTerms;
  const passed = item.trainingUserCertificate !== null;

  return (
    <SectionCard id="exam-terms-title" title={t('training.terms.title')}>
      {item.examTerms ? (
        <SafeHtml html={item.examTerms} />
      ) : (
        <Text>{t('training.terms.none')}</Text>
      )}
      {accepted ? (
        <Stack gap="sm" align="flex-start">
          <Text role="status" fw={600} c="green.9">
            ✓ {t('training.terms.accepted')}
          </Text>
          <Button component={Link} to={links.exam(item.id)} size="md">
            {t(passed ? 'training.terms.seeResult' : 'training.terms.goToExam')}
          </Button>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setTried(true);
            if (agreed) accept.mutate();
          }}
        >
          <Stack gap="sm" align="flex-start">
            <Checkbox
              checked={agreed}
              onChange={(event) => setAgreed(event.currentTarget.checked)}
              label={t('training.terms.checkbox')}
              error={tried && !agreed ? t('training.terms.required') : undefined}
            />
            {accept.isError && (
              <Alert color="red" role="alert">
                {errorMessage(accept.error)}
              </Alert>
            )}
            <Group>
              <Button type="submit" size="md" loading={accept.isPending}>
                {t('training.terms.accept')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </SectionCard>
  );
}
