import { useBackofficeSegments } from '../section-path.ts';
import { ContentPage } from './content-page.tsx';
import { ContentsList } from './contents-list.tsx';
import { NewContentPage } from './new-content-page.tsx';

/** /backoffice/contents: the list, a new item, an item (its edit, steps, preview and trail). */
export default function ContentsSection() {
  const [, sub, ...more] = useBackofficeSegments();
  if (sub === undefined) return <ContentsList />;
  if (sub === 'new' && !more.length) return <NewContentPage />;
  return <ContentPage key={sub} id={sub} />;
}
