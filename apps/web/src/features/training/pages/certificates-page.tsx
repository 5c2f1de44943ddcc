import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { CardsSkeleton, EmptyMessage, QueryError } from '../../../components/ui/query-states.tsx';
import { ListPage } from '../../../components/ui/list-page.tsx';
import { paths } from '../../../config/paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useCertificates } from '../api/training-queries.ts';
import { CertificateList } from '../components/certificate-list.tsx';

/** `certificados`: the certificates the user earned, newest first, each to download as a PDF. */
export function Component() {
  const { t } = useTranslation();
  const query = useCertificates();
  let body;
  if (query.isPending) body = <CardsSkeleton count={3} layout="list" />;
  else if (query.isError) body = <QueryError query={query} />;
  else if (query.data.certificates.length === 0)
    body = (
      <EmptyMessage
        title={t('training.certificates.emptyTitle')}
        text={t('training.certificates.emptyText')}
      >
        <Button component={Link} to={paths.courses.href()}>
          {t('training.certificates.toCourses')}
        </Button>
      </EmptyMessage>
    );
  else body = <CertificateList certificates={query.data.certificates} />;
  return (
    <ListPage title={t('pages.certificates')} intro={t('training.certificates.intro')}>
      {body}
    </ListPage>
  );
}
