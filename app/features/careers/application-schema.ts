import { zodResolver } from "@hookform/resolvers/zod";
import {
  detectResumeKind,
  RESUME_MAX_BYTES,
  RESUME_SIZE_MESSAGE,
  RESUME_TYPE_MESSAGE,
  salesApplicationFieldsSchema,
} from "#common/careers/application";
import { z } from "#common/zod";

/**
 * The application form's schema: the API's own field schema plus the résumé, checked in the
 * browser exactly as the server will (size, then real type from its bytes). This module
 * brings zod, so the form loads it on demand (see application-form.tsx), not with the page.
 */
const resumeField = z.custom<FileList | null | undefined>().superRefine(async (files, ctx) => {
  const file = files?.[0];
  if (!file) {
    ctx.addIssue({ code: "custom", message: "is required (a PDF or DOCX file)" });
    return;
  }
  if (file.size === 0) {
    ctx.addIssue({ code: "custom", message: "is empty" });
    return;
  }
  if (file.size > RESUME_MAX_BYTES) {
    ctx.addIssue({ code: "custom", message: RESUME_SIZE_MESSAGE });
    return;
  }
  const kind = detectResumeKind(new Uint8Array(await file.arrayBuffer()));
  if (!kind) ctx.addIssue({ code: "custom", message: RESUME_TYPE_MESSAGE });
});

const applicationFormSchema = salesApplicationFieldsSchema.omit({ clientId: true }).extend({ resume: resumeField });
export type ApplicationFormInput = z.input<typeof applicationFormSchema>;
export type ApplicationFormOutput = z.output<typeof applicationFormSchema>;

export const applicationResolver = zodResolver(applicationFormSchema);
