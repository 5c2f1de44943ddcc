/** Line icons of the landing page's offer cards (decorative). */
const shapes = {
  news: 'M5 5h11v14H6a1 1 0 0 1-1-1V5Zm11 4h3v9a1 1 0 0 1-1 1h-2M8 9h5M8 12h5M8 15h3',
  products: 'M9 3h6M10 3v5L5 18a2 2 0 0 0 1.8 3h10.4a2 2 0 0 0 1.8-3L14 8V3M7.5 14h9',
  courses: 'M3 9l9-5 9 5-9 5-9-5Zm4 2.5V16c2.5 2 7.5 2 10 0v-4.5M21 9v5',
  events: 'M4 7h16v13H4zM4 11h16M9 4v4M15 4v4M9 15l2 2 4-4',
  speakers:
    'M12 4a3 3 0 0 1 3 3v4a3 3 0 0 1-6 0V7a3 3 0 0 1 3-3Zm-6 7a6 6 0 0 0 12 0M12 17v3M9 20h6',
  medicalInformation: 'M12 4v16M4 12h16M8 4h8v4h4v8h-4v4H8v-4H4V8h4z',
  feed: 'M5 19a1 1 0 1 0 0-.01M5 11a8 8 0 0 1 8 8M5 5a14 14 0 0 1 14 14',
  doctorFinder: 'M11 4a7 7 0 1 1 0 14 7 7 0 0 1 0-14Zm5 12 4 4M11 8v6M8 11h6',
} as const;
export type OfferIconName = keyof typeof shapes;

export function OfferIcon({ name }: { name: OfferIconName }) {
  return (
    <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={shapes[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
