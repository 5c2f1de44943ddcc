import {
  Suspense,
  createElement,
  lazy,
  useMemo,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { Container } from '@mantine/core';
import { Navigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { QueryError } from '../../components/ui/query-states.tsx';
import { useTranslation } from '../../lib/translation.tsx';
import { isForbidden, useBackofficeMe } from './api/backoffice-queries.ts';
import { sectionsFor } from './access.ts';
import { BackofficeLayout } from './layout/backoffice-layout.tsx';
import { MeContext } from './me-context.ts';
import { NoAccess } from './no-access.tsx';
import { useBackofficeSegments } from './section-path.ts';
import type { BackofficeSection } from './section.ts';
import { backofficeSections } from './sections.ts';

/** Each section's page, loaded when first opened (its own chunk). */
const pages = new Map<string, LazyExoticComponent<ComponentType>>(
  backofficeSections.map((section) => [section.id, lazy(section.page)]),
);

/** The section the address names (its first segment), or the first one the role opens. */
function SectionPage({ sections }: { sections: BackofficeSection[] }) {
  const [first] = useBackofficeSegments();
  if (first === undefined)
    return <Navigate to={paths.backoffice.href(sections[0]!.path)} replace />;
  const section = sections.find((candidate) => candidate.path === first);
  if (!section) return <NoAccess />;
  return createElement(pages.get(section.id)!, { key: section.id });
}

/**
 * /backoffice/*: asks who the staff member is, then the layout with the sections their roles
 * open, each at its path (decision 054). A doctor gets "no access"; a section the role does not
 * open is not routed (the API would refuse it anyway).
 */
export function Component() {
  const { t } = useTranslation();
  const me = useBackofficeMe();
  const open = useMemo(() => (me.data ? sectionsFor(me.data, backofficeSections) : []), [me.data]);
  if (me.isPending) return <PageLoader />;
  if (isForbidden(me.error) || (me.data && open.length === 0)) return <NoAccess />;
  if (me.isError)
    return (
      <Container size="sm" py="xl">
        <QueryError query={me} title={t('backoffice.loadError')} />
      </Container>
    );
  return (
    <MeContext value={me.data}>
      <BackofficeLayout sections={open}>
        <Suspense fallback={<PageLoader />}>
          <SectionPage sections={open} />
        </Suspense>
      </BackofficeLayout>
    </MeContext>
  );
}
