import { Button } from '@mantine/core';
import type { ContentItem } from '@pulso/contracts/content';
import { useSaveToggle } from '../api/saved-items.ts';
import { useTranslation } from '../../../lib/translation.tsx';

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M6 4h12v16l-6-4-6 4z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * "See later" as a toggle button: its name stays, `aria-pressed` says whether the item is in the
 * see-later list. The change shows at once and is taken back if the server refuses it.
 */
export function SaveToggle({ item }: { item: Pick<ContentItem, 'id' | 'isSaved'> }) {
  const { t } = useTranslation();
  const { isSaved, toggle } = useSaveToggle(item);
  return (
    <Button
      variant={isSaved ? 'filled' : 'outline'}
      leftSection={<BookmarkIcon filled={isSaved} />}
      aria-pressed={isSaved}
      onClick={toggle}
    >
      {t('content.save.label')}
    </Button>
  );
}
