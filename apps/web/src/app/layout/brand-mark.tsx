/** The Pulso mark: a heartbeat line in a rounded square (decorative; the brand name is text). */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-color-pulso-6)" />
      <path
        d="M4 17h6l2.5-6 4 12 3-9 1.8 3H28"
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
