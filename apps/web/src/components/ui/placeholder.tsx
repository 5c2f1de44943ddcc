import type { CSSProperties, ReactNode } from 'react';
import classes from './placeholder.module.css';

/**
 * What stands for a part of the page while it loads: announced as busy with `label`, its grey
 * blocks fading together (placeholder.module.css). Plain elements: a list's placeholder is dozens
 * of blocks, drawn in the page's first task on a phone (issue 11).
 */
export function Placeholder({
  label,
  testId,
  children,
}: {
  label: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className={classes.group} aria-busy="true" aria-label={label} data-testid={testId}>
      {children}
    </div>
  );
}

/** One grey block: `height` and `width` as CSS lengths (pixels for numbers; width 100% unless given). */
export function Block({
  height,
  width,
  radius,
  style,
}: {
  height?: number | string;
  width?: number | string;
  radius?: 'lg' | 'xl';
  style?: CSSProperties;
}) {
  return <div className={classes.block} data-radius={radius} style={{ height, width, ...style }} />;
}

/** Blocks one above the other, `gap` pixels apart. */
export function BlockStack({ gap, children }: { gap: number; children: ReactNode }) {
  return (
    <div className={classes.stack} style={{ gap }}>
      {children}
    </div>
  );
}

/** One labelled block standing for a part of the page while it loads (a panel, a form). */
export function LoadingBlock({ label, height }: { label: string; height: number }) {
  return (
    <Placeholder label={label}>
      <Block height={height} />
    </Placeholder>
  );
}
