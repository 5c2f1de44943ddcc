/**
 * `near=lat,lng` with 5 decimals (about 1 m), as `formatNear` of the contracts writes it; kept
 * here so the public search does not load the contracts' zod schemas for one line.
 */
export const formatNear = ({ lat, lng }: { lat: number; lng: number }): string =>
  `${lat.toFixed(5)},${lng.toFixed(5)}`;
