import { Mail, Phone } from "lucide-react";
import { emailHref, phoneHref, site } from "#content/site";

/** The provider's e-mail and phone as links (content/site.ts), each named for screen readers. */
export function ContactLinks({ emailLabel, phoneLabel }: { emailLabel: string; phoneLabel: string }) {
  return (
    <ul className="mt-4 space-y-3">
      <li>
        <a href={emailHref} className="flex items-center gap-3 rounded-md font-medium text-brand-700 hover:underline">
          <Mail aria-hidden="true" className="size-5 shrink-0" />
          <span className="sr-only">{emailLabel}: </span>
          <span className="break-all">{site.email}</span>
        </a>
      </li>
      <li>
        <a href={phoneHref} className="flex items-center gap-3 rounded-md font-medium text-brand-700 hover:underline">
          <Phone aria-hidden="true" className="size-5 shrink-0" />
          <span className="sr-only">{phoneLabel}: </span>
          {site.phone}
        </a>
      </li>
    </ul>
  );
}
