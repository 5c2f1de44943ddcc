/*
 * Events' public entry (the API's modules/events): an event's time and status badge, which the
 * back office shows too.
 */
export { EventStatusBadge } from './components/event-status-badge.tsx';
export { EventTime, useZoneCity } from './components/event-time.tsx';
