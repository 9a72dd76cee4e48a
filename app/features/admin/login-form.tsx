import { zodResolver } from "@hookform/resolvers/zod";
import { LogIn } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { inputClass } from "#app/components/ui/input-class";
import { adminErrorMessage } from "#app/lib/admin-api";
import { checkAdminToken, setAdminToken, takeReturnTo } from "#app/lib/admin-token";
import { apiRequest } from "#app/lib/api";
import { type AdminLoginInput, type AdminLoginResponse, adminLoginSchema } from "#common/admin";

/** E-mail and password; on success stores adminToken and opens the console. */
export function AdminLoginForm() {
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AdminLoginInput>({ resolver: zodResolver(adminLoginSchema), defaultValues: { email: "", password: "" } });

  // Already signed in with a usable token: straight to the console.
  useEffect(() => {
    if (checkAdminToken() === "ok") navigate(takeReturnTo(), { replace: true });
  }, [navigate]);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const response = await apiRequest("POST", "/api/admin/login", values);
      const { token } = (await response.json()) as AdminLoginResponse;
      setAdminToken(token);
      navigate(takeReturnTo(), { replace: true });
    } catch (error) {
      setServerError(adminErrorMessage(error));
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-5"
      aria-describedby={serverError ? "login-error" : undefined}
    >
      {serverError ? <Alert id="login-error">{serverError}</Alert> : null}
      <div>
        <label htmlFor="admin-email" className="block text-sm font-medium text-ink">
          E-mail
        </label>
        <input
          id="admin-email"
          type="email"
          autoComplete="username"
          className={`mt-1 ${inputClass}`}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? "admin-email-error" : undefined}
          {...register("email")}
        />
        {errors.email ? (
          <p id="admin-email-error" className="mt-1 text-sm text-red-700">
            E-mail {errors.email.message}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor="admin-password" className="block text-sm font-medium text-ink">
          Password
        </label>
        <input
          id="admin-password"
          type="password"
          autoComplete="current-password"
          className={`mt-1 ${inputClass}`}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? "admin-password-error" : undefined}
          {...register("password")}
        />
        {errors.password ? (
          <p id="admin-password-error" className="mt-1 text-sm text-red-700">
            Password {errors.password.message}
          </p>
        ) : null}
      </div>
      <Button type="submit" className="w-full" size="lg" disabled={isSubmitting}>
        <LogIn aria-hidden="true" className="size-4" />
        {isSubmitting ? "Signing in…" : "Sign in"}
      </Button>
    </form>
  );
}
