import type { Industry } from "./types";

/** The catalog's industry categories, in the order the catalog shows them. */
export const industries: Industry[] = [
  {
    slug: "manufacturing",
    name: "Manufacturing",
    description: "Quality, uptime and throughput on the shop floor, with sensors and cameras where the work happens.",
  },
  {
    slug: "finance",
    name: "Financial Services",
    description:
      "Banks, lenders, wealth managers and fintechs: faster paperwork, sharper risk signals, compliant client service.",
  },
  {
    slug: "retail",
    name: "Retail and E-commerce",
    description: "Stores and online shops: demand, stock, pricing and customer service that keeps up with the season.",
  },
  {
    slug: "healthcare",
    name: "Healthcare",
    description: "Clinics, practices and care providers: less admin per patient, built for HIPAA from the first day.",
  },
  {
    slug: "legal",
    name: "Legal",
    description:
      "Law firms and in-house teams: contract review, research and intake that free lawyers for judgement calls.",
  },
  {
    slug: "real-estate",
    name: "Real Estate",
    description:
      "Agencies, property managers and landlords: leads answered in minutes, listings and buildings run on data.",
  },
  {
    slug: "hospitality",
    name: "Hospitality and Restaurants",
    description: "Hotels, restaurants and venues: bookings, staffing and guest service around the clock.",
  },
  {
    slug: "logistics",
    name: "Transport and Logistics",
    description: "Carriers, warehouses and fleets: routes, loads, paperwork and assets tracked without manual chasing.",
  },
  {
    slug: "construction",
    name: "Construction",
    description: "Contractors and developers: bids, sites, safety and documentation with fewer surprises.",
  },
  {
    slug: "education",
    name: "Education and Training",
    description: "Schools, training providers and course businesses: outreach, enrolment and learner support at scale.",
  },
  {
    slug: "professional-services",
    name: "Professional Services",
    description: "Accountants, consultants and agencies: billable hours protected from admin, proposals out faster.",
  },
  {
    slug: "home-services",
    name: "Home Services and Trades",
    description:
      "HVAC, plumbing, electrical and cleaning businesses: every call answered, every job scheduled and quoted.",
  },
  {
    slug: "agriculture",
    name: "Agriculture",
    description:
      "Farms, growers and food producers: field, herd and storage conditions watched by sensors and cameras.",
  },
  {
    slug: "energy-utilities",
    name: "Energy and Utilities",
    description:
      "Energy, water and utility operators: assets monitored remotely, faults found before customers notice.",
  },
  {
    slug: "government",
    name: "Government and Public Sector",
    description: "Agencies and government contractors: compliant outreach, document-heavy bids and citizen service.",
  },
  {
    slug: "insurance",
    name: "Insurance",
    description: "Carriers, brokers and agencies: quotes, claims and renewals handled faster with a clear audit trail.",
  },
];

const industryBySlug = new Map(industries.map((i) => [i.slug, i]));

/** An industry by slug; light enough for any page (it does not load the catalog's ideas). */
export function getIndustry(slug: string): Industry | undefined {
  return industryBySlug.get(slug);
}
