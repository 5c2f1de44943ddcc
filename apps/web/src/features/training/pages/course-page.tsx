import { Navigate, useSearchParams } from 'react-router';
import { ContentDetailScreen, useContentRouteParams } from '../../content/index.ts';
import { paths } from '../../../config/paths.ts';
import { useIsSignedIn } from '../../../lib/session.ts';
import { useCompleteLesson } from '../api/training-queries.ts';
import { CoursePanel } from '../components/course-panel.tsx';

/**
 * `cursos-online/{id}` and `cursos-online/{id}/{lesson}`: the shared content screen with the
 * course's lessons, plus its progress and the way to the exam and the certificate. A signed-out
 * visit with an access token goes to the public token page, as on every content route. A
 * lesson's video or audio played to its end marks the lesson done (text and PDF lessons: see
 * `CoursePanel`).
 */
export function Component() {
  const { itemId, partId } = useContentRouteParams();
  const [search] = useSearchParams();
  const signedIn = useIsSignedIn();
  const token = search.get('token');
  const complete = useCompleteLesson(itemId);
  if (!signedIn && token) {
    const query = new URLSearchParams({ token });
    return <Navigate to={`${paths.publicContentItem.href(itemId)}?${query}`} replace />;
  }
  return (
    <ContentDetailScreen
      key={itemId}
      section="cursos-online"
      itemId={itemId}
      partId={partId}
      extra={(item) => <CoursePanel item={item} lessonId={partId} />}
      onPartEnded={(lessonId) => complete.mutate(lessonId)}
    />
  );
}
