import { Link } from "react-router";
import { ExternalLink } from "#app/components/ui/external-link";
import { SCHEDULING_LINK_ATTRIBUTE } from "#common/scheduling-link";
import { footerGroups } from "#content/navigation";
import { emailHref, phoneHref, site } from "#content/site";
import { Logo } from "./logo";

const linkClass = "text-sm text-slate-300 hover:text-white";

export function Footer() {
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.3fr_2fr] lg:px-8">
        <div className="space-y-4">
          <Logo className="text-white [&>span]:text-white" />
          <p className="max-w-sm text-sm leading-6">
            {site.tagline}. Hardware, software and hybrid systems, one monthly subscription and one unified dashboard.
          </p>
          {/* Each link a 24 px tall target (WCAG 2.2 target size), not two 17 px lines. */}
          <p className="flex flex-col items-start text-sm">
            <a className={`${linkClass} py-1`} href={emailHref}>
              {site.email}
            </a>
            <a className={`${linkClass} py-1`} href={phoneHref}>
              {site.phone}
            </a>
          </p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {footerGroups.map((group) => (
            <div key={group.heading}>
              <h2 className="text-sm font-semibold text-white">{group.heading}</h2>
              <ul className="mt-3 space-y-2">
                {group.links.map((link) => (
                  <li key={link.href}>
                    {link.external ? (
                      <ExternalLink
                        className={linkClass}
                        href={link.href}
                        {...(link.href === site.schedulingUrl ? { [SCHEDULING_LINK_ATTRIBUTE]: "" } : {})}
                      >
                        {link.label}
                      </ExternalLink>
                    ) : (
                      <Link className={linkClass} to={link.href} prefetch="intent">
                        {link.label}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm sm:px-6 lg:px-8">
          Copyright {site.copyrightYear} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
