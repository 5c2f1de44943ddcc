import { PagePlaceholder } from '../../../components/ui/page-placeholder.tsx';

/** Meeting screen — built by a later issue; title and heading only for now. */
export function Component() {
  return <PagePlaceholder />;
}
