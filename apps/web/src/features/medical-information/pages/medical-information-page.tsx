import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useTeamAccess } from '../api/medical-information-queries.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { MyCases } from '../components/my-cases.tsx';
import {
  ArticleRequestButton,
  MedicalRequestButton,
} from '../components/request-popup-openers.tsx';

/**
 * medical-information: the doctor's requests (case number, status, the reporting channel of a
 * flagged one) and the two popups, the scientific-article request and the medical request.
 */
export function Component() {
  const { t } = useTranslation();
  const team = useTeamAccess();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('pages.medicalInformation')}</Title>
        <Text>{t('medicalInformation.page.intro')}</Text>
        <Group gap="sm">
          <ArticleRequestButton />
          <MedicalRequestButton variant="light" />
        </Group>
        {team.data?.member && (
          <Anchor component={Link} to={paths.medicalInformationTeam.href()}>
            {t('medicalInformation.page.teamLink')}
          </Anchor>
        )}
        <Stack component="section" gap="sm" aria-labelledby="my-cases-title">
          <Title order={2} size="h3" id="my-cases-title">
            {t('medicalInformation.cases.title')}
          </Title>
          <MyCases />
        </Stack>
      </Stack>
    </Container>
  );
}
