import { useEffect, useRef } from 'react';
import { Button, Center } from '@mantine/core';
import { useTranslation } from '../../lib/translation.tsx';

export interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** Loads the next page by itself when the button scrolls into view. */
  auto?: boolean;
  label?: string;
}

/**
 * The "more" button under a paged list. With `auto`, reaching it loads the next page as the user
 * scrolls; the button stays for keyboard users and browsers without IntersectionObserver.
 */
export function LoadMore({ hasMore, loading, onLoadMore, auto = true, label }: LoadMoreProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLButtonElement>(null);
  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  });

  useEffect(() => {
    const target = ref.current;
    if (!auto || !hasMore || loading || !target || typeof IntersectionObserver === 'undefined')
      return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [auto, hasMore, loading]);

  if (!hasMore) return null;
  return (
    <Center py="md">
      <Button ref={ref} variant="light" loading={loading} onClick={onLoadMore}>
        {label ?? t('content.list.more')}
      </Button>
    </Center>
  );
}
