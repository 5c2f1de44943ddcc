import type { ReactNode } from 'react';
import { Paper } from '@mantine/core';
import classes from './app-shell.module.css';

/**
 * A card held above the page's bottom, clear of the footer links, announced politely: the update
 * prompt (at the end of the line) and the connection notice (at its start).
 */
export function BottomCard({
  side,
  testId,
  children,
}: {
  side: 'start' | 'end';
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Paper
      className={classes.bottomCard}
      data-side={side}
      data-testid={testId}
      role="status"
      aria-live="polite"
      shadow="md"
      radius="md"
      p="md"
      withBorder
    >
      {children}
    </Paper>
  );
}
