import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { ConfirmDialog, ConfirmDialogButtons } from "#app/components/ui/confirm-dialog";
import { inputClassSm } from "#app/components/ui/input-class";
import { adminErrorMessage, adminJson } from "#app/lib/admin-api";
import { useConfirmQuestion } from "#app/lib/sudo-prompt";
import { SUDO_WINDOW_MINUTES } from "#common/admin-security";

/**
 * The console's one confirmation before sensitive actions (exports of people, erasure, the
 * second factor, the team's rules): the password, or a code from the authenticator app. Once
 * confirmed, the action that asked goes ahead, and others do for ten minutes without asking.
 */
export function SudoDialog() {
  const id = useId();
  const { open, answer } = useConfirmQuestion();
  const [useCode, setUseCode] = useState(false);
  const confirm = useMutation({
    mutationFn: (body: { currentPassword: string } | { code: string }) =>
      adminJson<void>("POST", "/api/admin/me/confirm", body),
    onSuccess: () => answer(true),
  });
  const close = () => {
    confirm.reset();
    setUseCode(false);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get("answer") ?? "");
    confirm.mutate(useCode ? { code: value } : { currentPassword: value }, { onSuccess: close });
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        close();
        answer(false);
      }}
      title="Confirm it's you"
      description={`This action needs your password, or a code from your authenticator app. You will not be asked again for ${SUDO_WINDOW_MINUTES} minutes.`}
    >
      <form onSubmit={submit}>
        <label htmlFor={`${id}-answer`} className="mt-4 block text-sm font-medium text-ink">
          {useCode ? "Authentication or recovery code" : "Your password"}
        </label>
        <input
          key={useCode ? "code" : "password"}
          id={`${id}-answer`}
          name="answer"
          type={useCode ? "text" : "password"}
          inputMode={useCode ? "numeric" : undefined}
          autoComplete={useCode ? "one-time-code" : "current-password"}
          required
          aria-invalid={confirm.isError ? true : undefined}
          aria-describedby={confirm.isError ? `${id}-error` : undefined}
          className={`mt-1 ${inputClassSm}`}
        />
        <button
          type="button"
          className="mt-2 text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          onClick={() => {
            confirm.reset();
            setUseCode((v) => !v);
          }}
        >
          {useCode ? "Use your password instead" : "Use a code from your authenticator app instead"}
        </button>
        <Alert inline id={`${id}-error`} className="mt-2">
          {confirm.isError ? adminErrorMessage(confirm.error) : null}
        </Alert>
        <ConfirmDialogButtons>
          <Button type="submit" size="sm" disabled={confirm.isPending}>
            {confirm.isPending ? "Confirming…" : "Confirm"}
          </Button>
        </ConfirmDialogButtons>
      </form>
    </ConfirmDialog>
  );
}
