import type { PageMeta } from "./types";

export const adminLeadsMeta: PageMeta = {
  path: "/admin/leads",
  title: "Leads | Admin",
  description:
    "Every enquiry in one inbox: contact messages, quiz results, calculator requests and bookings, with their follow-up.",
};
