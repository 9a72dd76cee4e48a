import { Send } from "lucide-react";
import { useCallback, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { afterLabel, Field } from "#app/components/ui/field";
import { inputClass } from "#app/components/ui/input-class";
import { lazyResolver } from "#app/components/ui/lazy-resolver";
import { trackEvent, useFunnel } from "#app/features/tracking";
import { apiRequest } from "#app/lib/api";
import { affiliateProgram } from "#content/affiliates";
import { errorMessage } from "./affiliate-api";
import { ReferralCodeInput } from "./referral-code-field";
import type { RegisterFormInput as FormInput, RegisterFormOutput as FormOutput } from "./register-schema";

const copy = affiliateProgram.form;

/** zod and the schema load on the visitor's first focus in the form (or first check), not with the page. */
const validation = lazyResolver<FormInput, FormOutput>(
  () => import("./register-schema").then((module) => module.registerResolver),
  copy.checksNotLoaded,
);

/** The sign-up form: validated here with the server's own schema, and again on the server. */
export function AffiliateRegisterForm() {
  const [serverError, setServerError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const funnel = useFunnel("affiliate_registration");
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: validation.resolver,
    // No default values: each field's value is read from the page when it registers, so what a
    // visitor typed before the scripts started is kept (defaults would overwrite it).
    mode: "onBlur",
  });

  const setCode = useCallback(
    (code: string) => {
      setValue("code", code, { shouldDirty: true });
      clearErrors("code");
    },
    [setValue, clearErrors],
  );

  const onSubmit = handleSubmit(
    async (values) => {
      setServerError(null);
      setNotice(null);
      try {
        // The answer is the same whether the e-mail is new or not: the e-mail's owner gets the link.
        const response = await apiRequest("POST", "/api/affiliate/register", values);
        // A partner, not a prospect: an event only, no contact details in the visitor record.
        trackEvent("form_submit", { element: "affiliate-register", details: { form: "affiliate-register" } });
        funnel.complete(0);
        setNotice(((await response.json()) as { message: string }).message);
      } catch (error) {
        funnel.stage("refused_by_server");
        const message = errorMessage(error);
        const field = /^(\w+): (.*)$/.exec(message);
        if (field && field[1] in values)
          setError(field[1] as keyof FormInput, { message: field[2] }, { shouldFocus: true });
        else setServerError(message);
      }
    },
    (invalid) => {
      if (invalid.root?.message) setServerError(invalid.root.message);
      funnel.stage("invalid_fields");
    },
  );

  const err = (key: keyof FormInput) => errors[key]?.message;
  const input = (
    key: keyof FormInput,
    type: string,
    autoComplete: string,
    describedBy: string | undefined,
    required = true,
  ) => (
    <input
      id={`affiliate-${key}`}
      type={type}
      autoComplete={autoComplete}
      required={required}
      aria-invalid={errors[key] ? true : undefined}
      aria-describedby={describedBy}
      className={inputClass}
      {...register(key)}
    />
  );

  if (notice) {
    // Sent: what happens next, in place of the form (the same for a new and a known e-mail).
    return (
      <div role="status" className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-ink">
        <p>{notice}</p>
        <Link
          to="/affiliate-dashboard"
          className="mt-2 inline-block font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          Go to the partner sign-in
        </Link>
      </div>
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      onFocus={() => {
        validation.preload();
        funnel.stage("form_started");
      }}
      noValidate
      aria-label="Affiliate application"
      className="space-y-5"
    >
      {serverError ? <Alert>{serverError}</Alert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="affiliate-name" label="Full name" required error={afterLabel("Full name", err("name"))}>
          {({ "aria-describedby": d }) => input("name", "text", "name", d)}
        </Field>
        <Field optional id="affiliate-company" label="Company" error={afterLabel("Company", err("company"))}>
          {({ "aria-describedby": d }) => input("company", "text", "organization", d, false)}
        </Field>
        <Field id="affiliate-email" label="E-mail" required error={afterLabel("E-mail", err("email"))}>
          {({ "aria-describedby": d }) => input("email", "email", "email", d)}
        </Field>
        <Field
          id="affiliate-password"
          label="Password"
          required
          hint={copy.passwordHelp}
          error={afterLabel("Password", err("password"))}
        >
          {({ "aria-describedby": d }) => input("password", "password", "new-password", d)}
        </Field>
        <Field optional id="affiliate-website" label="Website" error={afterLabel("Website", err("website"))}>
          {({ "aria-describedby": d }) => input("website", "url", "url", d, false)}
        </Field>
        <Field
          id="affiliate-payoutEmail"
          label="Payout e-mail"
          required
          hint={copy.payoutHelp}
          error={afterLabel("Payout e-mail", err("payoutEmail"))}
        >
          {({ "aria-describedby": d }) => input("payoutEmail", "email", "email", d)}
        </Field>
      </div>
      <Field
        id="affiliate-promotionMethod"
        label="How you will promote us"
        required
        hint={copy.promotionHelp}
        error={afterLabel("How you will promote us", err("promotionMethod"))}
      >
        {({ "aria-describedby": d }) => (
          <textarea
            id="affiliate-promotionMethod"
            rows={4}
            required
            aria-invalid={errors.promotionMethod ? true : undefined}
            aria-describedby={d}
            className={inputClass}
            {...register("promotionMethod")}
          />
        )}
      </Field>
      <Field
        optional
        id="affiliate-code"
        label={copy.codeLabel}
        hint={copy.codeHelp}
        error={afterLabel(copy.codeLabel, err("code"))}
      >
        {({ "aria-describedby": d }) => (
          <ReferralCodeInput
            id="affiliate-code"
            name={watch("name") ?? ""}
            code={watch("code") ?? ""}
            setCode={setCode}
            registration={register("code")}
            invalid={Boolean(errors.code)}
            describedBy={d}
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isSubmitting}>
        <Send aria-hidden="true" className="size-4" />
        {isSubmitting ? copy.submitting : copy.submit}
      </Button>
    </form>
  );
}
