/** The page asks a waiting service worker to take over (the update prompt's "reload"). */
export const SKIP_WAITING = 'SKIP_WAITING';
