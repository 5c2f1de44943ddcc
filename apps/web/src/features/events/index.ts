export { EventStatusBadge } from './components/event-status-badge.tsx';
export { EventTime, useZoneCity } from './components/event-time.tsx';
