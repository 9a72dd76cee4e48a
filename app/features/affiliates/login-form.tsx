import { zodResolver } from "@hookform/resolvers/zod";
import { LogIn } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { afterLabel, Field } from "#app/components/ui/field";
import { inputClass } from "#app/components/ui/input-class";
import { apiRequest } from "#app/lib/api";
import { affiliateLoginSchema } from "#common/affiliates";
import { errorMessage, setAffiliateToken } from "./affiliate-api";

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
      <Field id="affiliate-login-email" label="E-mail" required error={afterLabel("E-mail", errors.email?.message)}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="username"
            required
            className={inputClass}
            {...register("email")}
          />
        )}
      </Field>
      <Field
        id="affiliate-login-password"
        label="Password"
        required
        error={afterLabel("Password", errors.password?.message)}
      >
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="current-password"
            required
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
