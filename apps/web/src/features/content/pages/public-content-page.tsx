import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { Container } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { QueryError, type RetryableQuery } from '../../../components/ui/query-states.tsx';
import { ContentSkeleton } from '../components/content-skeleton.tsx';
import { ContentView } from '../components/content-view.tsx';
import { paths } from '../../../config/paths.ts';
import { publicAccessProblemOf } from '../api/public-access.ts';
import { PublicAccessProblemPage } from '../components/public-access-problem.tsx';
import { TermsStep } from '../components/terms-step.tsx';
import { usePublicAccess } from '../use-public-access.ts';

const PART_PARAM = 'episodio';

/**
 * aceite-teste/{id}?token=…: public access to one item (spec §2, §6). The link is checked, the
 * reader accepts the terms with name and register number, then the item opens on the content
 * screen (without save for later). Each problem of the link has its own page; `aceite-teste`
 * without an item or token says the link is incomplete.
 */
export function Component() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  // What this browser session accepted lives in session storage: the browser draws the steps.
  const hydrated = useHydrated();
  if (!hydrated) return <PageLoader />;
  return (
    <Container size="lg" py="xl">
      {id && token ? (
        <PublicAccess
          key={`${id} ${token}`}
          contentId={id}
          token={token}
          partId={search.get(PART_PARAM)}
        />
      ) : (
        <PublicAccessProblemPage problem="incomplete" />
      )}
    </Container>
  );
}

function PublicAccess({
  contentId,
  token,
  partId,
}: {
  contentId: string;
  token: string;
  partId: string | null;
}) {
  const { access, accept, accepted, content } = usePublicAccess(contentId, token);

  if (access.isPending) return <ContentSkeleton />;
  if (!access.data) return <AccessFailure query={access} />;
  // The link failed while accepting (e.g. it expired meanwhile): its page, not the form.
  const acceptProblem = publicAccessProblemOf(accept.error);
  if (acceptProblem) return <PublicAccessProblemPage problem={acceptProblem} />;
  const contentProblem = publicAccessProblemOf(content.error);
  if (!accepted || contentProblem === 'terms-not-accepted')
    return (
      <TermsStep access={access.data} onAccept={accept.mutateAsync} pending={accept.isPending} />
    );
  if (content.isPending) return <ContentSkeleton />;
  if (!content.data) return <AccessFailure query={content} />;
  const partHref = (part: string) =>
    `${paths.publicContentItem.href(contentId)}?${new URLSearchParams({ token, [PART_PARAM]: part })}`;
  return (
    <ContentView
      item={content.data}
      section={paths.publicContent.pattern}
      partHref={partHref}
      partId={partId ?? undefined}
      canSave={false}
    />
  );
}

/** A failed call: the link's problem page, or (network, server error) a retry. */
function AccessFailure({ query }: { query: RetryableQuery }) {
  const problem = publicAccessProblemOf(query.error);
  return problem ? <PublicAccessProblemPage problem={problem} /> : <QueryError query={query} />;
}
