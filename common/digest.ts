import { z } from "./zod";

/** Each admin's daily digest: the UTC hour it goes out, or null for none. */
export const digestSettingsSchema = z.object({
  hour: z
    .number("must be a number")
    .int("must be a whole hour")
    .min(0, "must be 0 to 23")
    .max(23, "must be 0 to 23")
    .nullable(),
});
export type DigestSettings = z.infer<typeof digestSettingsSchema>;
