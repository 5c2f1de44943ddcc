import { useEffect, useState, type RefObject } from 'react';

/** Whether a row can still scroll towards its start and towards its end. */
export interface RowEdges {
  canScrollStart: boolean;
  canScrollEnd: boolean;
}

/**
 * Watches the two edge markers of a sideways-scrolling row with an IntersectionObserver: the
 * browser reports when either enters or leaves the viewport, after layout, so that opening a
 * page with several rows measures none of them during rendering (Mantine's Scroller read each
 * row's scroll width on mount: a forced layout per row, issue 11). Without IntersectionObserver
 * (old browsers, jsdom) both controls stay offered.
 */
export function useRowEdges(
  viewport: RefObject<HTMLElement | null>,
  startEdge: RefObject<HTMLElement | null>,
  endEdge: RefObject<HTMLElement | null>,
): RowEdges {
  const observable = typeof IntersectionObserver !== 'undefined';
  const [edges, setEdges] = useState<RowEdges>({
    canScrollStart: !observable,
    canScrollEnd: !observable,
  });
  useEffect(() => {
    const root = viewport.current;
    const start = startEdge.current;
    const end = endEdge.current;
    if (!observable || !root || !start || !end) return;
    const observer = new IntersectionObserver(
      (entries) =>
        setEdges((current) => {
          let next = current;
          for (const entry of entries) {
            if (entry.target === start) next = { ...next, canScrollStart: !entry.isIntersecting };
            if (entry.target === end) next = { ...next, canScrollEnd: !entry.isIntersecting };
          }
          return next;
        }),
      { root },
    );
    observer.observe(start);
    observer.observe(end);
    return () => observer.disconnect();
  }, [observable, viewport, startEdge, endEdge]);
  return edges;
}
