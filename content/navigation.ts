import { consultationCta, navigationConsultationCta } from "./calls-to-action";
import { site } from "./site";

interface NavLink {
  to: string;
  label: string;
  /** Shown in the desktop menu only (the ROI Calculator link). */
  desktopOnly?: boolean;
}

/** The navigation bar: exactly these links, in this order. */
export const mainNavigation: readonly NavLink[] = [
  { to: "/", label: "Home" },
  { to: "/solutions", label: "AI Solutions" },
  { to: "/case-studies", label: "Case Studies" },
  { to: "/demos", label: "Live Demos" },
  { to: "/roi-overview", label: "ROI Calculator", desktopOnly: true },
  { to: "/ai-opportunity-finder", label: "AI Opportunity Finder" },
  { to: "/about", label: "About" },
  { to: "/implementation", label: "Implementation" },
  { to: "/security", label: "Security" },
];

interface FooterLink {
  href: string;
  label: string;
  external?: boolean;
}

interface FooterGroup {
  heading: string;
  links: readonly FooterLink[];
}

/** The footer: exactly these twelve links. */
export const footerGroups: readonly FooterGroup[] = [
  {
    heading: "Explore",
    links: [
      { href: "/solutions", label: "Solutions" },
      { href: "/demos", label: "Live Demos" },
      { href: "/faq", label: "FAQ" },
    ],
  },
  {
    heading: "Company",
    links: [
      { href: "/about", label: "About" },
      { href: "/implementation", label: "Implementation" },
      { href: "/security", label: "Security" },
      { href: "/contact", label: "Contact" },
    ],
  },
  {
    heading: "Work with us",
    links: [
      { href: site.schedulingUrl, label: consultationCta, external: true },
      { href: "/affiliate-register", label: "Affiliate Program" },
      { href: "/sales-careers", label: "Sales Careers" },
    ],
  },
  {
    heading: "Legal",
    links: [
      { href: "/legal-documents", label: "Legal Documents" },
      { href: "/accessibility", label: "Accessibility" },
    ],
  },
];

export const consultationLabel = navigationConsultationCta;
