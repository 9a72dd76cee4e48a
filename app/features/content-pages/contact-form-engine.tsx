/**
 * The contact form's validation engine: react-hook-form with the zod resolver over the shared
 * schema of common/contact (the same one POST /api/contact uses). ContactForm loads this module
 * on the visitor's first interaction with the form, so /contact renders and hydrates without
 * these libraries; the engine then takes over the form's existing fields (no remount, focus and
 * typed text stay).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { memo, useEffect } from "react";
import {
  type FieldErrors,
  type UseFormHandleSubmit,
  type UseFormRegister,
  type UseFormReset,
  type UseFormSetError,
  useForm,
} from "react-hook-form";
import type { z } from "zod";
import { type ContactFormValues, contactFormSchema } from "#common/contact";

type FormOutput = z.output<typeof contactFormSchema>;

/** What the form needs from the engine; published again whenever the form state changes. */
export interface ContactFormBinding {
  register: UseFormRegister<ContactFormValues>;
  handleSubmit: UseFormHandleSubmit<ContactFormValues, FormOutput>;
  setError: UseFormSetError<ContactFormValues>;
  reset: UseFormReset<ContactFormValues>;
  errors: FieldErrors<ContactFormValues>;
  isSubmitting: boolean;
}

const resolver = zodResolver(contactFormSchema);

/**
 * Renders nothing: holds the form state and hands it to ContactForm. No default values: each
 * field's value is read from the page when the field registers, so text typed before the engine
 * arrived is kept. Memoised with a stable callback, so it re-renders only on its own state changes.
 */
export const ContactFormEngine = memo(function ContactFormEngine({
  onBinding,
}: {
  onBinding: (binding: ContactFormBinding) => void;
}) {
  const { register, handleSubmit, setError, reset, formState } = useForm<ContactFormValues, unknown, FormOutput>({
    resolver,
    mode: "onTouched",
  });
  // Reading these during render subscribes to them (react-hook-form's form state proxy).
  const { errors, isSubmitting } = formState;
  useEffect(() => {
    onBinding({ register, handleSubmit, setError, reset, errors, isSubmitting });
  });
  return null;
});
