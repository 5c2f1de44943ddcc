import { nextTask } from '../lib/next-task.ts';

/**
 * Loads the Mantine styles of the screens other than the landing and the legal pages
 * (mantine-styles-more.ts) together with a screen's code. Asked first, so that its stylesheet
 * comes before the screen's own (which may override Mantine's, as it did in one stylesheet).
 */
export function loadAppStyles(): Promise<unknown> {
  return import('./mantine-styles-more.ts');
}

/**
 * `load` with the styles of mantine-styles-more.ts loaded first (lazy routes, lazy components),
 * answered in the task after the one that evaluated the code, so that its first render is a task
 * of its own (nextTask).
 */
export function withAppStyles<T>(
  load: () => Promise<T>,
  loadStyles: () => Promise<unknown> = loadAppStyles,
): () => Promise<T> {
  return async () => {
    const styles = loadStyles();
    const module = await load();
    await styles;
    await nextTask();
    return module;
  };
}
