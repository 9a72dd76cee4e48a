import type { UseMutationResult } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { ConfirmDialog, ConfirmDialogButtons } from "#app/components/ui/confirm-dialog";
import { inputClassSm } from "#app/components/ui/input-class";
import { adminErrorMessage } from "#app/lib/admin-api";

/**
 * A sensitive action (removing an admin, signing out everywhere) asks for the admin's password
 * again, so a token left in an open browser or stolen from one cannot take it alone. The
 * mutation receives the password; the dialog closes once it succeeds and shows its error if not.
 */
export function ConfirmWithPassword({
  trigger,
  title,
  description,
  confirmLabel,
  pendingLabel,
  action,
  fields,
  danger = true,
}: {
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  action: UseMutationResult<unknown, Error, string>;
  /** Controls the action needs besides the password (a role to choose), above it. */
  fields?: ReactNode;
  /** False: the confirm button is the ordinary primary one (the action destroys nothing). */
  danger?: boolean;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("currentPassword") ?? "");
    action.mutate(password, { onSuccess: () => setOpen(false) });
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) action.reset();
      }}
      trigger={trigger}
      title={title}
      description={description}
    >
      <form onSubmit={submit}>
        {fields}
        <label htmlFor={`${id}-password`} className="mt-4 block text-sm font-medium text-ink">
          Your password
        </label>
        <input
          id={`${id}-password`}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={action.isError ? true : undefined}
          aria-describedby={action.isError ? `${id}-error` : undefined}
          className={`mt-1 ${inputClassSm}`}
        />
        <Alert inline id={`${id}-error`} className="mt-2">
          {action.isError ? adminErrorMessage(action.error) : null}
        </Alert>
        <ConfirmDialogButtons>
          <Button type="submit" size="sm" variant={danger ? "danger" : "primary"} disabled={action.isPending}>
            {action.isPending ? pendingLabel : confirmLabel}
          </Button>
        </ConfirmDialogButtons>
      </form>
    </ConfirmDialog>
  );
}
