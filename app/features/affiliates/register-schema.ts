import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import type { z } from "zod";
import { affiliateRegisterSchema } from "#common/affiliates";

export type RegisterFormInput = z.input<typeof affiliateRegisterSchema>;
export type RegisterFormOutput = z.output<typeof affiliateRegisterSchema>;

/** The sign-up form's checks: the API's own schema. This module brings zod, so the form loads it on demand. */
export const registerResolver: Resolver<RegisterFormInput, unknown, RegisterFormOutput> =
  zodResolver(affiliateRegisterSchema);
