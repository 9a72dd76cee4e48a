import { CheckCircle2 } from "lucide-react";
import { type ComponentType, type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { inputClass } from "#app/components/ui/input-class";
import { toast } from "#app/components/ui/toast-store";
import { getStoredAffiliateCode } from "#app/features/affiliates";
import { getClientId, recordFormSubmission, useFunnel } from "#app/features/tracking";
import { ApiError, apiJson } from "#app/lib/api";
import type { ContactFormValues } from "#common/contact";
import {
  CONTACT_INTERESTS,
  CONTACT_LIMITS,
  type ContactCreated,
  type ContactInterest,
  interestLabel,
} from "#common/contact-fields";
import { contactPage as copy } from "#content/contact";
import type { ContactFormBinding } from "./contact-form-engine";

type FieldName = keyof ContactFormValues & string;

const FIELD_ORDER: FieldName[] = ["name", "email", "phone", "company", "interest", "message"];

const EMPTY_VALUES: ContactFormValues = {
  name: "",
  email: "",
  phone: "",
  company: "",
  interest: "" as ContactInterest,
  message: "",
};

/** The server's 400 answer `{ error: "field: message", field }`, split for the form. */
function serverFieldError(error: unknown): { field?: string; message: string } | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
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

type Engine = ComponentType<{ onBinding: (binding: ContactFormBinding) => void }>;
let engineModule: Promise<Engine> | undefined;

/**
 * react-hook-form, the zod resolver and the shared schema (./contact-form-engine), loaded on the
 * visitor's first interaction with the form: the page renders and hydrates without them.
 */
function loadEngine(): Promise<Engine> {
  engineModule ??= import("./contact-form-engine").then((m) => m.ContactFormEngine);
  engineModule.catch(() => {
    engineModule = undefined;
  });
  return engineModule;
}

const isInterest = (value: string | null): value is ContactInterest => CONTACT_INTERESTS.some((i) => i.value === value);

/**
 * The contact form of /contact: validated in the browser with the same schema the server
 * uses, stored through POST /api/contact, then recorded on the visitor's client record
 * (contact details +25, form submission +15) and confirmed with a toast.
 */
export function ContactForm() {
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const [engine, setEngine] = useState<Engine | null>(null);
  const [binding, setBinding] = useState<ContactFormBinding | null>(null);
  const onBinding = useCallback((next: ContactFormBinding) => setBinding(next), []);
  // What the visitor did before the engine arrived: fields left (onTouched validates on blur) and a submit.
  const early = useRef({ blurred: new Set<FieldName>(), submit: false });

  const fieldId = (name: FieldName) => `${id}-${name}`;
  const errorId = (name: FieldName) => `${fieldId(name)}-error`;
  const errors = binding?.errors ?? {};
  const funnel = useFunnel("contact_form");

  const startEngine = () => {
    funnel.stage("form_started");
    if (engine) return;
    loadEngine().then(
      (loaded) => setEngine(() => loaded),
      () => {
        if (early.current.submit) setFormError(copy.form.sendError);
        early.current.submit = false;
      },
    );
  };

  // A link such as /contact?interest=voice preselects the solution of interest (read by the engine when the field registers).
  useEffect(() => {
    const interest = new URLSearchParams(window.location.search).get("interest");
    const select = document.getElementById(`${id}-interest`);
    if (isInterest(interest) && select instanceof HTMLSelectElement) select.value = interest;
  }, [id]);

  // The confirmation replaces a taller form: bring its top into view below the sticky header (its scroll margin).
  useEffect(() => {
    if (!sent) return;
    sentRef.current?.focus({ preventScroll: true });
    sentRef.current?.scrollIntoView({ block: "start" });
  }, [sent]);

  const submitWith = useCallback(
    (form: ContactFormBinding) =>
      form.handleSubmit(
        async (values) => {
          setFormError(null);
          const clientId = getClientId();
          const affiliateCode = getStoredAffiliateCode();
          try {
            await apiJson<ContactCreated>("POST", "/api/contact", {
              ...values,
              ...(clientId ? { clientId } : {}),
              ...(affiliateCode ? { affiliateCode } : {}),
            });
          } catch (error) {
            const known = serverFieldError(error);
            if (known?.field && FIELD_ORDER.includes(known.field as FieldName)) {
              form.setError(
                known.field as FieldName,
                { type: "server", message: known.message },
                { shouldFocus: true },
              );
              setFormError(copy.form.errorSummary);
            } else {
              setFormError(copy.form.sendError);
              funnel.stage("send_failed");
            }
            return;
          }
          recordFormSubmission("contact", {
            email: values.email,
            name: values.name,
            phone: values.phone,
            company: values.company,
          });
          funnel.complete(0);
          toast({ title: copy.form.toastTitle, description: copy.form.toastText, variant: "success" });
          setSent({ name: values.name, email: values.email });
          form.reset(EMPTY_VALUES);
        },
        () => {
          setFormError(copy.form.errorSummary);
          funnel.stage("invalid_fields");
        },
      ),
    [funnel],
  );

  // Once the engine holds the fields (this runs after they registered), replay what happened before it arrived.
  useEffect(() => {
    if (!binding) return;
    const { blurred } = early.current;
    for (const name of blurred)
      binding.register(name).onBlur({ target: document.getElementById(fieldId(name)), type: "blur" });
    blurred.clear();
    if (early.current.submit) {
      early.current.submit = false;
      void submitWith(binding)();
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (binding) return submitWith(binding)(event);
    event.preventDefault();
    early.current.submit = true;
    startEngine();
  };

  // Kept outside the form, so it keeps its state while the confirmation shows.
  const Engine = engine;
  const engineElement = Engine ? <Engine onBinding={onBinding} /> : null;

  if (sent) {
    return (
      <>
        {engineElement}
        <div
          ref={sentRef}
          tabIndex={-1}
          className="scroll-mt-24 rounded-2xl border border-emerald-200 bg-emerald-50 p-8 focus:outline-none"
          data-testid="contact-sent"
        >
          <CheckCircle2 aria-hidden="true" className="size-10 text-emerald-700" />
          <h2 className="mt-4 text-2xl font-bold">{copy.form.sentTitle}</h2>
          <p className="mt-3 text-slate-800">{copy.form.sentText.replace("{email}", sent.email)}</p>
          <Button type="button" variant="secondary" className="mt-6" onClick={() => setSent(null)}>
            {copy.form.another}
          </Button>
        </div>
      </>
    );
  }

  const label = (name: FieldName, required: boolean) => (
    <label htmlFor={fieldId(name)} className="block text-sm font-semibold text-ink">
      {copy.form.labels[name]}
      {required ? (
        <span className="text-red-700" aria-hidden="true">
          {" "}
          *
        </span>
      ) : (
        <span className="font-normal text-slate-600"> (optional)</span>
      )}
    </label>
  );
  const errorText = (name: FieldName) =>
    errors[name] ? (
      <p id={errorId(name)} className="mt-1 text-sm font-medium text-red-700">
        {copy.form.fieldMessages[name] ?? `${copy.form.labels[name]} ${errors[name]?.message}`}
      </p>
    ) : null;
  const a11y = (name: FieldName, required: boolean) => ({
    id: fieldId(name),
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? errorId(name) : undefined,
    "aria-required": required ? true : undefined,
  });
  /** The engine's handlers once it is there; before, the field's name and a note of when it is left. */
  const register = (name: FieldName) =>
    binding ? binding.register(name) : { name, onBlur: () => early.current.blurred.add(name) };

  return (
    <>
      {engineElement}
      <form
        method="post"
        noValidate
        aria-label="Contact form"
        onSubmit={onSubmit}
        onFocus={startEngine}
        onPointerDown={startEngine}
        className="space-y-5"
      >
        {formError ? <Alert>{formError}</Alert> : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            {label("name", true)}
            <input
              type="text"
              autoComplete="name"
              maxLength={CONTACT_LIMITS.name}
              className={`mt-1 ${inputClass}`}
              {...a11y("name", true)}
              {...register("name")}
            />
            {errorText("name")}
          </div>
          <div>
            {label("email", true)}
            <input
              type="email"
              autoComplete="email"
              maxLength={CONTACT_LIMITS.email}
              className={`mt-1 ${inputClass}`}
              {...a11y("email", true)}
              {...register("email")}
            />
            {errorText("email")}
          </div>
          <div>
            {label("phone", false)}
            <input
              type="tel"
              autoComplete="tel"
              maxLength={CONTACT_LIMITS.phone}
              className={`mt-1 ${inputClass}`}
              {...a11y("phone", false)}
              {...register("phone")}
            />
            {errorText("phone")}
          </div>
          <div>
            {label("company", false)}
            <input
              type="text"
              autoComplete="organization"
              maxLength={CONTACT_LIMITS.company}
              className={`mt-1 ${inputClass}`}
              {...a11y("company", false)}
              {...register("company")}
            />
            {errorText("company")}
          </div>
        </div>
        <div>
          {label("interest", true)}
          <select className={`mt-1 ${inputClass}`} {...a11y("interest", true)} {...register("interest")}>
            <option value="">{copy.form.interestPlaceholder}</option>
            {CONTACT_INTERESTS.map((i) => (
              <option key={i.value} value={i.value}>
                {interestLabel(i.value)}
              </option>
            ))}
          </select>
          {errorText("interest")}
        </div>
        <div>
          {label("message", true)}
          <textarea
            rows={6}
            maxLength={CONTACT_LIMITS.messageMax}
            placeholder={copy.form.messagePlaceholder}
            className={`mt-1 ${inputClass}`}
            {...a11y("message", true)}
            {...register("message")}
          />
          {errorText("message")}
        </div>
        <p className="text-sm text-slate-700">{copy.form.privacyNote}</p>
        <Button type="submit" size="lg" disabled={binding?.isSubmitting}>
          {binding?.isSubmitting ? copy.form.sending : copy.form.submit}
        </Button>
      </form>
    </>
  );
}
