import type { UseMutationResult } from "@tanstack/react-query";
import { AlertDialog } from "radix-ui";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
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
}: {
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  action: UseMutationResult<unknown, Error, string>;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("currentPassword") ?? "");
    action.mutate(password, { onSuccess: () => setOpen(false) });
  };
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) action.reset();
      }}
    >
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[60] w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl">
          <form onSubmit={submit}>
            <AlertDialog.Title className="text-lg font-bold text-ink">{title}</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-slate-700">{description}</AlertDialog.Description>
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
            <div className="mt-5 flex justify-end gap-2">
              <AlertDialog.Cancel asChild>
                <Button variant="secondary" size="sm">
                  Cancel
                </Button>
              </AlertDialog.Cancel>
              <Button type="submit" size="sm" variant="danger" disabled={action.isPending}>
                {action.isPending ? pendingLabel : confirmLabel}
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
