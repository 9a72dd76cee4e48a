import { Link } from "react-router";
import { site } from "#content/site";
import { LogoMark } from "./logo-mark";

export function Logo({ className = "" }: { className?: string }) {
  return (
    <Link
      to="/"
      className={`flex shrink-0 items-center gap-2 font-bold whitespace-nowrap text-ink ${className}`}
      aria-label={`${site.name} home`}
    >
      <LogoMark className="size-8 shrink-0" />
      <span className="text-lg tracking-tight">{site.name}</span>
    </Link>
  );
}
