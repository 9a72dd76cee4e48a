import { zodResolver } from "@hookform/resolvers/zod";
import { LogIn } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { inputClass } from "#app/components/ui/input-class";
import { ADMIN_SECURITY_PATH, adminErrorMessage } from "#app/lib/admin-api";
import { checkAdminToken, setAdminToken, takeReturnTo } from "#app/lib/admin-token";
import { apiRequest } from "#app/lib/api";
import { type AdminLoginInput, adminLoginSchema } from "#common/admin";
import type { AdminLoginResponse, SecondFactorMethod } from "#common/admin-security";

/**
 * One passkey step of the sign-in: fetch the server's challenge, let the browser sign it, send the
 * answer. Answers the token, or throws with the message to show.
 */
async function passkeyStep(optionsUrl: string, optionsBody: unknown, answerUrl: string, answer: object) {
  const options = await apiRequest(optionsBody === undefined ? "GET" : "POST", optionsUrl, optionsBody);
  const { signWithPasskey } = await import("./passkey-client");
  const passkey = await signWithPasskey(await options.json());
  const response = await apiRequest("POST", answerUrl, { ...answer, passkey });
  return (await response.json()) as AdminLoginResponse;
}

/** A passkey button: runs `run` on a click, says it is waiting meanwhile, and reports a failure. */
function PasskeyButton({
  run,
  onError,
  primary = false,
  children,
}: {
  run: () => Promise<void>;
  onError: (message: string) => void;
  primary?: boolean;
  children: string;
}) {
  const [pending, setPending] = useState(false);
  return (
    <Button
      type="button"
      variant={primary ? "primary" : "secondary"}
      className="w-full"
      size="lg"
      disabled={pending}
      onClick={async () => {
        setPending(true);
        try {
          await run();
        } catch (failure) {
          onError(adminErrorMessage(failure));
          setPending(false);
        }
      }}
    >
      <LogIn aria-hidden="true" className="size-4" />
      {pending ? "Waiting for your passkey…" : children}
    </Button>
  );
}

/**
 * The second step of a sign-in with two-factor: a code from the authenticator app, or one of the
 * recovery codes, sent with the password step's short-lived challenge.
 */
function SecondFactorForm({
  challenge,
  methods,
  onToken,
  onStartOver,
}: {
  challenge: string;
  methods: SecondFactorMethod[];
  onToken: (token: string) => void;
  onStartOver: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const signWithOwnPasskey = async () => {
    setError(null);
    const answer = await passkeyStep(
      "/api/admin/login/second-factor/options",
      { challenge },
      "/api/admin/login/second-factor",
      { challenge },
    );
    if ("token" in answer) onToken(answer.token);
  };
  const hasCode = methods.includes("totp");
  const hasPasskey = methods.includes("passkey");
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "");
    setError(null);
    setPending(true);
    try {
      const response = await apiRequest("POST", "/api/admin/login/second-factor", { challenge, code });
      onToken(((await response.json()) as { token: string }).token);
    } catch (failure) {
      setError(adminErrorMessage(failure));
      setPending(false);
    }
  };
  return (
    <form onSubmit={submit} className="space-y-5" aria-describedby={error ? "second-factor-error" : undefined}>
      {error ? <Alert id="second-factor-error">{error}</Alert> : null}
      {hasPasskey ? (
        <PasskeyButton run={signWithOwnPasskey} onError={setError} primary={!hasCode}>
          Use your passkey
        </PasskeyButton>
      ) : null}
      {hasCode ? (
        <>
          <div>
            <label htmlFor="admin-code" className="block text-sm font-medium text-ink">
              Authentication code
            </label>
            <input
              id="admin-code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              // The page's one task now: the code.
              // biome-ignore lint/a11y/noAutofocus: the field the member came to fill, right after the password
              autoFocus
              aria-describedby="admin-code-hint"
              className={`mt-1 ${inputClass}`}
            />
            <p id="admin-code-hint" className="mt-1 text-sm text-slate-700">
              The 6-digit code your authenticator app shows. Lost your phone? Enter one of your recovery codes instead.
            </p>
          </div>
          <Button type="submit" className="w-full" size="lg" disabled={pending}>
            <LogIn aria-hidden="true" className="size-4" />
            {pending ? "Checking…" : "Verify and sign in"}
          </Button>
        </>
      ) : null}
      <button
        type="button"
        onClick={onStartOver}
        className="w-full text-center text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        Sign in with another account
      </button>
    </form>
  );
}

/** E-mail and password; on success stores adminToken and opens the console. */
export function AdminLoginForm() {
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<{ token: string; methods: SecondFactorMethod[] } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AdminLoginInput>({ resolver: zodResolver(adminLoginSchema), defaultValues: { email: "", password: "" } });

  // Already signed in with a usable token: straight to the console.
  useEffect(() => {
    if (checkAdminToken() === "ok") navigate(takeReturnTo(), { replace: true });
  }, [navigate]);

  const signedIn = (answer: AdminLoginResponse) => {
    if ("challenge" in answer) {
      setChallenge({ token: answer.challenge, methods: answer.methods });
      return;
    }
    setAdminToken(answer.token);
    // The team requires a second factor this member has not set up: that comes first.
    navigate(answer.twoFactorSetupRequired ? ADMIN_SECURITY_PATH : takeReturnTo(), { replace: true });
  };

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const response = await apiRequest("POST", "/api/admin/login", values);
      signedIn((await response.json()) as AdminLoginResponse);
    } catch (error) {
      setServerError(adminErrorMessage(error));
    }
  });

  if (challenge) {
    return (
      <SecondFactorForm
        challenge={challenge.token}
        methods={challenge.methods}
        onStartOver={() => setChallenge(null)}
        onToken={(token) => {
          setAdminToken(token);
          navigate(takeReturnTo(), { replace: true });
        }}
      />
    );
  }

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
      <p className="flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </p>
      <PasskeyButton
        onError={setServerError}
        run={async () => {
          setServerError(null);
          signedIn(await passkeyStep("/api/admin/login/passkey/options", undefined, "/api/admin/login/passkey", {}));
        }}
      >
        Sign in with a passkey
      </PasskeyButton>
    </form>
  );
}
