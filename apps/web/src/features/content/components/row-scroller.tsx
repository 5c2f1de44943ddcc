import { useRef, type ReactNode } from 'react';
import { useReducedMotion } from '@mantine/hooks';
import classes from './row-scroller.module.css';
import { useRowEdges } from './use-row-edges.ts';

export interface RowScrollerProps {
  children: ReactNode;
  /** How far one press of a control scrolls, in pixels. */
  scrollAmount: number;
  startLabel: string;
  endLabel: string;
}

function Chevron({ towards }: { towards: 'start' | 'end' }) {
  return (
    <svg viewBox="0 0 15 15" width={20} height={20} aria-hidden="true">
      <path
        fill="currentColor"
        d={
          towards === 'start'
            ? 'M8.84 3.16a.5.5 0 0 1 0 .71L5.21 7.5l3.63 3.63a.5.5 0 0 1-.71.71l-4-4a.5.5 0 0 1 0-.71l4-4a.5.5 0 0 1 .71 0z'
            : 'M6.16 3.16a.5.5 0 0 1 .71 0l4 4a.5.5 0 0 1 0 .71l-4 4a.5.5 0 1 1-.71-.71L9.79 7.5 6.16 3.87a.5.5 0 0 1 0-.71z'
        }
      />
    </svg>
  );
}

/**
 * A row that scrolls sideways by touch, trackpad or keyboard (Tab scrolls each card into view),
 * with start and end controls shown while there is more that way (use-row-edges.ts).
 */
export function RowScroller({ children, scrollAmount, startLabel, endLabel }: RowScrollerProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const startEdge = useRef<HTMLSpanElement>(null);
  const endEdge = useRef<HTMLSpanElement>(null);
  const { canScrollStart, canScrollEnd } = useRowEdges(viewport, startEdge, endEdge);
  const reducedMotion = useReducedMotion();
  const scroll = (towards: 'start' | 'end') => {
    const element = viewport.current;
    if (!element) return;
    const forwards = towards === 'end' ? scrollAmount : -scrollAmount;
    const rtl = getComputedStyle(element).direction === 'rtl';
    element.scrollBy({
      left: rtl ? -forwards : forwards,
      behavior: reducedMotion ? 'auto' : 'smooth',
    });
  };
  const control = (towards: 'start' | 'end', shown: boolean, label: string) => (
    <button
      type="button"
      className={`${classes.control} mantine-focus-auto`}
      data-position={towards}
      data-hidden={!shown || undefined}
      tabIndex={shown ? 0 : -1}
      aria-label={label}
      onClick={() => scroll(towards)}
    >
      <Chevron towards={towards} />
    </button>
  );
  return (
    <div className={classes.root}>
      {control('start', canScrollStart, startLabel)}
      <div ref={viewport} className={classes.viewport}>
        <div className={classes.content}>
          <span ref={startEdge} className={classes.edge} aria-hidden="true" />
          {children}
          <span ref={endEdge} className={classes.edge} aria-hidden="true" />
        </div>
      </div>
      {control('end', canScrollEnd, endLabel)}
    </div>
  );
}
