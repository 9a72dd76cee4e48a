import { CheckCircle2, Paperclip } from "lucide-react";
import { type FocusEvent, startTransition, useEffect, useId, useRef, useState } from "react";
import { type FieldPath, type Resolver, useForm } from "react-hook-form";
import { Link } from "react-router";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { inputClass } from "#app/components/ui/input-class";
import { lazyResolver } from "#app/components/ui/lazy-resolver";
import { getClientId, recordFormSubmission, trackFunnel, trackFunnelAwareness } from "#app/features/tracking";
import { ApiError, apiRequest } from "#app/lib/api";
import { MOTIVATION_LENGTH, RESUME_ACCEPT, type SalesRoleId } from "#common/careers/rules";
import { applicationForm as copy, salesRoles } from "#content/careers";
import type { ApplicationFormInput as FormInput, ApplicationFormOutput as FormOutput } from "./application-schema";

const APPLICATION_FUNNEL = "sales_application";

type FieldName = FieldPath<FormInput>;
type FormResolver = Resolver<FormInput, unknown, FormOutput>;

/**
 * The form's validation (zod and the schemas, about a quarter of the page's script) loads on
 * demand: fetched when the visitor first reaches the form, used from the first check on.
 * The form itself is plain, prerendered HTML until then.
 */
const validation = lazyResolver<FormInput, FormOutput>(
  () => import("./application-schema").then((module) => module.applicationResolver as FormResolver),
  copy.genericError,
);

const FIELD_ORDER: FieldName[] = [
  "role",
  "name",
  "email",
  "phone",
  "location",
  "yearsExperience",
  "industries",
  "profileUrl",
  "resume",
  "motivation",
  "consent",
];

function serverFieldError(error: unknown): { field?: string; message: string } | null {
  if (!(error instanceof ApiError)) return null;
  try {
    const body = JSON.parse(error.body) as { error?: string; field?: string };
    if (typeof body.error !== "string") return null;
    const field = body.field;
    const message = field && body.error.startsWith(`${field}: `) ? body.error.slice(field.length + 2) : body.error;
    return { field, message };
  } catch {
    return null;
  }
}

interface ApplicationFormProps {
  /** A role picked from a role card; each new request (its `at`) selects it again. */
  preselect?: { role: SalesRoleId; at: number };
}

/** The sales application: validated in the browser, sent as multipart with the résumé. */
export function ApplicationForm({ preselect }: ApplicationFormProps) {
  const id = useId();
  const [hydrated, setHydrated] = useState(false);
  const [submitted, setSubmitted] = useState<{ name: string; role: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const funnel = useRef({ started: false, done: false, lastField: "", refusedBy: "" });
  const successRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    setFocus,
    watch,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: validation.resolver,
    // No default values: each field's value is read from the page when it registers, so what a
    // visitor typed or chose before the scripts started is kept (defaults would overwrite it).
    mode: "onTouched",
  });

  // As a transition, the form's re-render right after hydration yields to input (Total Blocking Time).
  useEffect(() => startTransition(() => setHydrated(true)), []);

  useEffect(() => {
    if (!preselect) return;
    setValue("role", preselect.role, { shouldValidate: true });
    setFocus("role");
  }, [preselect, setValue, setFocus]);

  // Funnel: awareness on arriving; abandoned (with where they stopped) when they leave after starting.
  useEffect(() => {
    trackFunnelAwareness(APPLICATION_FUNNEL);
    const state = funnel.current;
    const abandon = () => {
      if (!state.started || state.done) return;
      state.done = true;
      const reason = state.refusedBy ? `refused: ${state.refusedBy}` : `left at: ${state.lastField || "start"}`;
      trackFunnel(APPLICATION_FUNNEL, "abandoned", { dropoffReason: reason });
    };
    window.addEventListener("pagehide", abandon);
    return () => {
      window.removeEventListener("pagehide", abandon);
      abandon();
    };
  }, []);

  const onFocus = (event: FocusEvent<HTMLFormElement>) => {
    const name = (event.target as Element).getAttribute("name");
    if (name) funnel.current.lastField = name;
    if (!funnel.current.started) {
      funnel.current.started = true;
      validation.preload();
      trackFunnel(APPLICATION_FUNNEL, "form_started");
    }
  };

  const motivationLength = String(watch("motivation") ?? "").trim().length;
  const resumeFiles = watch("resume") as FileList | null | undefined;
  const resumeName = resumeFiles?.[0]?.name;
  useEffect(() => {
    if (resumeName) trackFunnel(APPLICATION_FUNNEL, "resume_attached");
  }, [resumeName]);

  const onSubmit = handleSubmit(
    async (values) => {
      setFormError(null);
      const body = new FormData();
      for (const field of FIELD_ORDER) {
        if (field === "resume") continue;
        body.append(field, String(values[field as keyof FormOutput]));
      }
      const clientId = getClientId();
      if (clientId) body.append("clientId", clientId);
      const file = values.resume?.[0];
      if (file) body.append("resume", file, file.name);
      try {
        await apiRequest("POST", "/api/sales-applications", body);
      } catch (error) {
        const known = serverFieldError(error);
        funnel.current.refusedBy = known?.field ?? "server";
        if (known?.field && FIELD_ORDER.includes(known.field as FieldName)) {
          setError(known.field as FieldName, { type: "server", message: known.message }, { shouldFocus: true });
          setFormError(copy.errorSummary);
        } else {
          setFormError(known?.message ?? copy.genericError);
        }
        return;
      }
      funnel.current.done = true;
      recordFormSubmission("sales-application", { email: values.email, name: values.name, phone: values.phone });
      trackFunnel(APPLICATION_FUNNEL, "purchase", { conversionValue: 0 });
      setSubmitted({ name: values.name, role: salesRoles.find((r) => r.id === values.role)?.title ?? values.role });
    },
    (invalid) => {
      if (invalid.root?.message) {
        setFormError(invalid.root.message);
        return;
      }
      setFormError(copy.errorSummary);
      const first = FIELD_ORDER.find((field) => invalid[field]);
      if (first) funnel.current.refusedBy = `validation ${first}`;
      if (first === "resume" || first === "consent") setFocus(first);
    },
  );

  useEffect(() => {
    if (submitted) successRef.current?.focus();
  }, [submitted]);

  if (submitted) {
    return (
      <div
        ref={successRef}
        tabIndex={-1}
        role="status"
        className="rounded-2xl border border-emerald-200 bg-emerald-50 p-8 focus:outline-none"
      >
        <CheckCircle2 aria-hidden="true" className="size-10 text-emerald-700" />
        <h3 className="mt-4 text-2xl font-bold">{copy.success.title}</h3>
        <p className="mt-3 text-slate-800">{copy.success.text}</p>
        <p className="mt-2 text-sm text-slate-700">
          {submitted.name} · {submitted.role}
        </p>
        <p className="mt-6">
          <Link
            to="/solutions"
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            {copy.success.next}
          </Link>
        </p>
      </div>
    );
  }

  const fieldId = (name: string) => `${id}-${name}`;
  /**
   * "<Field> <rule>" for the schema's messages ("E-mail must be a valid e-mail address"); the
   * server's own sentences (a refused résumé) are shown as they are, capitalised.
   */
  const errorMessage = (name: FieldName) => {
    const error = errors[name];
    const message = String(error?.message ?? "");
    if (error?.type === "server" && message.length > 40) return message.charAt(0).toUpperCase() + message.slice(1);
    return `${copy.errorNames[name as keyof typeof copy.errorNames]} ${message}`;
  };
  const describedBy = (name: FieldName, hint?: boolean) =>
    [hint ? `${fieldId(name)}-hint` : "", errors[name] ? `${fieldId(name)}-error` : ""].filter(Boolean).join(" ") ||
    undefined;
  const errorText = (name: FieldName) =>
    errors[name] ? (
      <p id={`${fieldId(name)}-error`} className="mt-1 text-sm font-medium text-red-700">
        {errorMessage(name)}
      </p>
    ) : null;
  const hint = (name: keyof typeof copy.hints) => (
    <p id={`${fieldId(name)}-hint`} className="mt-1 text-sm text-slate-600">
      {copy.hints[name]}
    </p>
  );
  const label = (name: FieldName) => (
    <label htmlFor={fieldId(name)} className="block text-sm font-semibold text-ink">
      {copy.labels[name as keyof typeof copy.labels]}
    </label>
  );
  const text = (name: FieldName, type: string, autoComplete: string, extra: Record<string, unknown> = {}) => (
    <input
      id={fieldId(name)}
      type={type}
      autoComplete={autoComplete}
      className={`mt-1 ${inputClass}`}
      aria-invalid={errors[name] ? true : undefined}
      aria-describedby={describedBy(name, name in copy.hints)}
      aria-required="true"
      {...extra}
      {...register(name)}
    />
  );

  return (
    <form
      method="post"
      noValidate
      aria-label="Sales application"
      onSubmit={onSubmit}
      onFocus={onFocus}
      className="space-y-6"
    >
      {formError && submitCount > 0 ? <Alert>{formError}</Alert> : null}

      <div>
        {label("role")}
        <select
          id={fieldId("role")}
          className={`mt-1 ${inputClass}`}
          aria-invalid={errors.role ? true : undefined}
          aria-describedby={describedBy("role")}
          aria-required="true"
          {...register("role")}
        >
          <option value="">Choose a role…</option>
          {salesRoles.map((role) => (
            <option key={role.id} value={role.id}>
              {role.shortTitle ?? role.title}
            </option>
          ))}
        </select>
        {errorText("role")}
      </div>

      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          {label("name")}
          {text("name", "text", "name")}
          {errorText("name")}
        </div>
        <div>
          {label("email")}
          {text("email", "email", "email")}
          {errorText("email")}
        </div>
        <div>
          {label("phone")}
          {text("phone", "tel", "tel")}
          {errorText("phone")}
        </div>
        <div>
          {label("location")}
          {text("location", "text", "address-level2")}
          {errorText("location")}
        </div>
        <div>
          {label("yearsExperience")}
          {text("yearsExperience", "number", "off", { inputMode: "numeric", min: 0, max: 60, step: 1 })}
          {hint("yearsExperience")}
          {errorText("yearsExperience")}
        </div>
        <div>
          {label("profileUrl")}
          {text("profileUrl", "url", "url", { placeholder: "linkedin.com/in/your-name" })}
          {hint("profileUrl")}
          {errorText("profileUrl")}
        </div>
      </div>

      <div>
        {label("industries")}
        {text("industries", "text", "off")}
        {hint("industries")}
        {errorText("industries")}
      </div>

      <div>
        {label("resume")}
        <div
          className={`mt-1 flex items-center gap-3 rounded-lg border bg-slate-50 px-3 py-3 ${errors.resume ? "border-2 border-solid border-red-700" : "border-dashed border-slate-400"}`}
          data-testid="resume-drop"
        >
          <Paperclip aria-hidden="true" className="size-5 shrink-0 text-slate-600" />
          <input
            id={fieldId("resume")}
            type="file"
            accept={RESUME_ACCEPT}
            className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-brand-600 file:px-3 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-700"
            aria-invalid={errors.resume ? true : undefined}
            aria-describedby={describedBy("resume")}
            required
            {...register("resume")}
          />
        </div>
        {errorText("resume")}
      </div>

      <div>
        {label("motivation")}
        <textarea
          id={fieldId("motivation")}
          rows={6}
          className={`mt-1 ${inputClass}`}
          aria-invalid={errors.motivation ? true : undefined}
          aria-describedby={`${describedBy("motivation", true)} ${fieldId("motivation")}-count`}
          aria-required="true"
          maxLength={MOTIVATION_LENGTH.max}
          {...register("motivation")}
        />
        <div className="mt-1 flex flex-wrap justify-between gap-x-4">
          {hint("motivation")}
          <MotivationCount id={`${fieldId("motivation")}-count`} length={motivationLength} />
        </div>
        {errorText("motivation")}
      </div>

      <div>
        <div className="flex items-start gap-3">
          <input
            id={fieldId("consent")}
            type="checkbox"
            className="mt-1 size-5 shrink-0 rounded border-slate-400 accent-brand-600"
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${fieldId("consent")}-error` : undefined}
            aria-required="true"
            {...register("consent")}
          />
          <label htmlFor={fieldId("consent")} className="text-sm text-slate-800">
            {copy.labels.consent}
          </label>
        </div>
        {errors.consent ? (
          <p id={`${fieldId("consent")}-error`} className="mt-1 text-sm font-medium text-red-700">
            {errorMessage("consent")}
          </p>
        ) : null}
      </div>

      <Button type="submit" size="lg" disabled={!hydrated || isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? copy.sending : copy.submit}
      </Button>
    </form>
  );
}

/** The live character count of the answer: how far from the minimum, then simply how long. */
function MotivationCount({ id, length }: { id: string; length: number }) {
  const short = length < MOTIVATION_LENGTH.min;
  const template = short ? copy.motivationCount.short : copy.motivationCount.enough;
  return (
    <p
      id={id}
      className={`mt-1 text-sm tabular-nums ${short ? "text-slate-600" : "text-emerald-800"}`}
      data-testid="motivation-count"
    >
      {template.replace("{count}", String(length)).replace("{min}", String(MOTIVATION_LENGTH.min))}
    </p>
  );
}
