import * as z from "zod/mini";
import { companySizeIds, costLimits, costSolutionIds, supportLevelIds } from "./cost";

/** Validation of the cost calculator's inputs, with the messages shown beside the fields. */
export const costInputSchema = z.object({
  solutions: z.array(z.enum(costSolutionIds)).check(
    z.minLength(1, { error: "Choose at least one solution" }),
    z.refine((list: string[]) => new Set(list).size === list.length, { error: "Each solution can be chosen once" }),
  ),
  companySize: z.enum(companySizeIds, { error: "Choose your company size" }),
  integrations: z.number({ error: "Enter the number of systems as a number" }).check(
    z.refine<number>(Number.isInteger, { error: "Enter the number of systems as a whole number" }),
    z.minimum(costLimits.integrations.min, { error: "The number of systems cannot be negative" }),
    z.maximum(costLimits.integrations.max, {
      error: `For more than ${costLimits.integrations.max} systems, talk to us directly`,
    }),
  ),
  onPremise: z.boolean(),
  sites: z
    .number({ error: "Enter the number of sites as a number" })
    .check(
      z.refine<number>(Number.isInteger, { error: "Enter the number of sites as a whole number" }),
      z.minimum(costLimits.sites.min, { error: "At least one site is needed for on-premise hardware" }),
      z.maximum(costLimits.sites.max, { error: `For more than ${costLimits.sites.max} sites, talk to us directly` }),
    ),
  support: z.enum(supportLevelIds, { error: "Choose a support level" }),
});
