import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { DoctorFinderOnly } from '../components/not-available.tsx';
import { SearchForm } from '../components/search-form.tsx';
import {
  apiQueryOf,
  hasCriteria,
  searchParamsOf,
  searchStateFrom,
  type SearchState,
} from '../components/search-params.ts';
import { SearchResults } from '../components/search-results.tsx';

/** buscador-medico: the public search for patients (Brazil; elsewhere "not available"). */
export function Component() {
  return (
    <DoctorFinderOnly>
      <DoctorSearch />
    </DoctorFinderOnly>
  );
}

function DoctorSearch() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = searchStateFrom(params);
  const search = (next: SearchState) => setParams(searchParamsOf(next));
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('pages.doctorFinderLanding')}</Title>
          <Text>{t('docfinder.search.intro')}</Text>
        </Stack>
        {/* A new key per URL: Back and Forward show the form as that search had it. */}
        <SearchForm key={params.toString()} initial={state} onSearch={search} />
        {hasCriteria(state) ? (
          <SearchResults query={apiQueryOf(state)} onPage={(page) => search({ ...state, page })} />
        ) : (
          <Text c="dimmed">{t('docfinder.search.start')}</Text>
        )}
        <Text size="sm">
          {t('docfinder.search.forDoctors')}{' '}
          <Anchor component={Link} to={paths.docfinder.href()}>
            {t('docfinder.search.forDoctorsLink')}
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
