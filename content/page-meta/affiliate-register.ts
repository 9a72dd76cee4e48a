import type { PageMeta } from "./types";

export const affiliateRegisterMeta: PageMeta = {
  path: "/affiliate-register",
  title: "Affiliate Program | Earn Commission on Referrals",
  description:
    "Join our affiliate program: share your link, refer businesses that need custom AI, and earn a commission on every deal that closes.",
};
