/**
 * The brand's "M" mark: a rounded square with the letter in white. The header shows it in the
 * theme's colour (`className` sizes it); a share card, drawn outside the browser, passes `fill`.
 */
export function LogoMark({ size, fill, className }: { size?: number; fill?: string; className?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" fill={fill} className={fill ? undefined : "fill-brand-600"} />
      <path
        d="M8 22V10l8 7 8-7v12"
        fill="none"
        stroke="white"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
