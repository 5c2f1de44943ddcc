import { PagePlaceholder } from '../../../components/ui/page-placeholder.tsx';
import { useCanLeave } from '../../../lib/unsaved-changes.ts';

/**
 * Doctor-finder address screen — built by a later issue; title and heading only for now. It sits
 * under the unsaved-changes guard: the address form will report `useCanLeave(!form.isDirty())`.
 */
export function Component() {
  useCanLeave(true);
  return <PagePlaceholder />;
}
