/**
 * What Mantine's ModalRoot gets for its `ScrollArea` import in the production build
 * (vite.config.ts, `modalWithoutScrollArea`): ModalRoot only compares the `scrollAreaComponent`
 * prop with `ScrollArea.Autosize`, and the app's modals never pass one (they scroll natively,
 * Mantine's default), so the comparison is false as it would be with the real one. Without it,
 * every modal would download ScrollArea and, through it, Floating UI (~13 KB brotli on /signin,
 * issue 11). mantine-styles.test.ts checks that no source passes `scrollAreaComponent`.
 */
export const ScrollArea = { Autosize: Symbol('ScrollArea.Autosize stand-in') };
