/** Spec §9 business constants used by the web app. */
export const SCREEN_VIEW_DELAY_MS = 2500;
export const TOAST_DURATION_MS = 2000;
export const SERVICE_WORKER_FALLBACK_MS = 30_000;
