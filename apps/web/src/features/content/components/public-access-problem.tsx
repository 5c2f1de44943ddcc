import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import type { PublicAccessProblem } from '../api/public-access.ts';

/** Why a token link does not open, each problem with its own page (and a link incomplete). */
export function PublicAccessProblemPage({
  problem,
}: {
  problem: PublicAccessProblem | 'incomplete';
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="flex-start" role="alert" data-problem={problem}>
      <Title order={1}>{t(`publicContent.problems.${problem}.title`)}</Title>
      <Text>{t(`publicContent.problems.${problem}.text`)}</Text>
      <Button component={Link} to={paths.landing.href()} variant="light">
        {t('publicContent.problems.toPortal')}
      </Button>
    </Stack>
  );
}
