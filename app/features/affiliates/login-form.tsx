import { zodResolver } from "@hookform/resolvers/zod";
import { LogIn } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { apiRequest } from "#app/lib/api";
import { affiliateLoginSchema } from "#common/affiliates";
import { errorMessage, setAffiliateToken } from "./affiliate-api";
import { Field, inputClass } from "./form-field";

type LoginInput = z.input<typeof affiliateLoginSchema>;

/** E-mail and password; on success keeps the affiliate token and calls onSignedIn. */
export function AffiliateLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(affiliateLoginSchema), defaultValues: { email: "", password: "" } });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const response = await apiRequest("POST", "/api/affiliate/login", values);
      const { token } = (await response.json()) as { token: string };
      setAffiliateToken(token);
      onSignedIn();
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Partner sign-in" className="space-y-5">
      {serverError ? <Alert>{serverError}</Alert> : null}
      <Field id="affiliate-login-email" label="E-mail" required error={errors.email?.message}>
        {(d) => (
          <input
            id="affiliate-login-email"
            type="email"
            autoComplete="username"
            required
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={d}
            className={inputClass}
            {...register("email")}
          />
        )}
      </Field>
      <Field id="affiliate-login-password" label="Password" required error={errors.password?.message}>
        {(d) => (
          <input
            id="affiliate-login-password"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={d}
            className={inputClass}
            {...register("password")}
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        <LogIn aria-hidden="true" className="size-4" />
        {isSubmitting ? "Signing in…" : "Sign in"}
      </Button>
    </form>
  );
}
