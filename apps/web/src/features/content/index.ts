/*
 * Content's public entry (the API's modules/content): the item view, cards, list helpers and
 * formats that events, training, the back office's preview and the user menu use.
 */
export { isFailedContent, useContentItem } from './api/content-item.ts';
export type { ContentResult } from './api/content-item.ts';
export { contentKeys } from './api/content-keys.ts';
export { useCardHref } from './card-href.ts';
export { listItems, useClusterPages } from './clusters.ts';
export { ContentCard } from './components/content-card.tsx';
export { ContentDetailScreen } from './components/content-detail-screen.tsx';
export { ContentSkeleton } from './components/content-skeleton.tsx';
export { ContentUnavailable } from './components/content-unavailable.tsx';
export { ContentView } from './components/content-view.tsx';
export { PagedCards } from './components/paged-cards.tsx';
export { useContentRouteParams } from './content-route.ts';
export { useDestinations } from './destinations.ts';
export type { Destination } from './destinations.ts';
export { useFormatDate } from './format.ts';
