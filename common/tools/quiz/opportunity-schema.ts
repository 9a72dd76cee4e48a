import * as z from "zod/mini";
import {
  budgets,
  channels,
  companySizes,
  dataSources,
  MAX_TIME_SINKS,
  type OpportunityAnswers,
  type OpportunityQuestionId,
  type PartialOpportunityAnswers,
  timelines,
  timeSinks,
} from "./opportunity";

/*
 * The quiz's validation, apart from its rules (./opportunity) so the quiz page can hydrate without
 * zod and fetch it when the visitor starts answering. The server checks the same schemas.
 */

export const opportunityAnswersSchema = z.object({
  industry: z
    .string({ error: "Choose your industry" })
    .check(
      z.minLength(1, { error: "Choose your industry" }),
      z.maxLength(80, { error: "Choose an industry from the list" }),
    ),
  size: z.enum(companySizes, { error: "Choose your company size" }),
  timeSinks: z
    .array(z.enum(timeSinks), { error: "Choose where your team loses time" })
    .check(
      z.minLength(1, { error: "Choose at least one area" }),
      z.maxLength(MAX_TIME_SINKS, { error: `Choose at most ${MAX_TIME_SINKS} areas` }),
    ),
  channels: z
    .array(z.enum(channels), { error: "Choose how customers reach you" })
    .check(z.minLength(1, { error: "Choose at least one channel" })),
  data: z
    .array(z.enum(dataSources), { error: "Choose the data you have" })
    .check(z.minLength(1, { error: "Choose at least one option" })),
  budget: z.enum(budgets, { error: "Choose a monthly budget" }),
  timeline: z.enum(timelines, { error: "Choose a timeline" }),
}) satisfies z.ZodMiniType<OpportunityAnswers>;

/** Validates one question's answer; returns the message to show, or null when it is fine. */
export function validateOpportunityStep(id: OpportunityQuestionId, answers: PartialOpportunityAnswers): string | null {
  const result = opportunityAnswersSchema.shape[id].safeParse(answers[id]);
  return result.success ? null : (result.error.issues[0]?.message ?? "Answer this question to continue");
}

const OPPORTUNITY_EMAIL_MAX = 254;

/** POST /api/tools/opportunity-results: the visitor's e-mail and answers, to record the quiz result. */
export const opportunityEmailSchema = z.pipe(
  z
    .string({ error: "Enter your e-mail address" })
    .check(
      z.trim(),
      z.minLength(1, { error: "Enter your e-mail address" }),
      z.maxLength(OPPORTUNITY_EMAIL_MAX, { error: `Use at most ${OPPORTUNITY_EMAIL_MAX} characters` }),
    ),
  z.email({ error: "Enter a valid e-mail address, like name@company.com" }),
);

export const opportunityLeadSchema = z.object({
  email: opportunityEmailSchema,
  answers: opportunityAnswersSchema,
  /** The visitor client record id (tracking), when the visitor is tracked. */
  clientId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
});
export type OpportunityLeadInput = z.infer<typeof opportunityLeadSchema>;
