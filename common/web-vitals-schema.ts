/** The body of POST /api/journey/vitals, validated by the server before anything is stored. */
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from "./storable-text";
import { PATH_MAX } from "./tracking-rules";
import { VITAL_METRICS, VITAL_RULES, VITALS_PER_REPORT } from "./web-vitals";
import { z } from "./zod";

const vitalSchema = z.strictObject({
  metric: z.enum(VITAL_METRICS, `must be one of ${VITAL_METRICS.join(", ")}`),
  value: z.number("must be a number").finite("must be a finite number").min(0, "must not be negative"),
});

export const vitalsBodySchema = z
  .strictObject({
    page: z
      .string("must be a path starting with /")
      .max(PATH_MAX, `must be at most ${PATH_MAX} characters`)
      .regex(/^\//, "must be a path starting with /")
      .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE),
    vitals: z
      .array(vitalSchema)
      .min(1, "must hold at least one metric")
      .max(VITALS_PER_REPORT, `must hold at most ${VITALS_PER_REPORT} metrics`),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.vitals.forEach(({ metric, value }, i) => {
      const { max } = VITAL_RULES[metric];
      if (value > max)
        ctx.addIssue({ code: "custom", path: ["vitals", i, "value"], message: `must be at most ${max} for ${metric}` });
      if (seen.has(metric))
        ctx.addIssue({ code: "custom", path: ["vitals", i, "metric"], message: `${metric} is reported twice` });
      seen.add(metric);
    });
  });
export type VitalsBody = z.infer<typeof vitalsBodySchema>;
