import { Link } from "react-router";
import { site } from "#content/site";

export function Logo({ className = "" }: { className?: string }) {
  return (
    <Link
      to="/"
      className={`flex shrink-0 items-center gap-2 font-bold whitespace-nowrap text-ink ${className}`}
      aria-label={`${site.name} home`}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-brand-600" />
        <path
          d="M8 22V10l8 7 8-7v12"
          fill="none"
          stroke="white"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="text-lg tracking-tight">{site.name}</span>
    </Link>
  );
}
