import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { ConfirmDialog, ConfirmDialogButtons } from "#app/components/ui/confirm-dialog";
import { inputClassSm } from "#app/components/ui/input-class";
import { adminErrorMessage, adminJson, useAdminQuery } from "#app/lib/admin-api";
import { useConfirmQuestion } from "#app/lib/sudo-prompt";
import { SUDO_WINDOW_MINUTES, type TwoFactorStatus } from "#common/admin-security";

type ConfirmAnswer = { currentPassword: string } | { code: string } | { passkey: unknown };

/**
 * The console's one confirmation before sensitive actions (exports of people, erasure, the
 * second factor, the team's rules): the password, or a code from the authenticator app. Once
 * confirmed, the action that asked goes ahead, and others do for ten minutes without asking.
 */
export function SudoDialog() {
  const id = useId();
  const { open, answer } = useConfirmQuestion();
  const [useCode, setUseCode] = useState(false);
  // Whether to offer a passkey: asked only while the dialog is open.
  const status = useAdminQuery<TwoFactorStatus>("/api/admin/me/two-factor", undefined, { enabled: open });
  const offerPasskey = (status.data?.passkeys ?? 0) > 0;
  const confirm = useMutation({
    mutationFn: (body: ConfirmAnswer) => adminJson<void>("POST", "/api/admin/me/confirm", body),
    onSuccess: () => answer(true),
  });
  const withPasskey = useMutation({
    mutationFn: async () => {
      const options = await adminJson<PublicKeyCredentialRequestOptionsJSON>(
        "POST",
        "/api/admin/me/confirm/passkey-options",
      );
      const { signWithPasskey } = await import("./passkey-client");
      return signWithPasskey(options);
    },
    onSuccess: (passkey) => confirm.mutate({ passkey }, { onSuccess: close }),
  });
  function close() {
    confirm.reset();
    withPasskey.reset();
    setUseCode(false);
  }
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
      description={`This action needs your password, a code from your authenticator app${offerPasskey ? " or your passkey" : ""}. You will not be asked again for ${SUDO_WINDOW_MINUTES} minutes.`}
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
          {confirm.isError
            ? adminErrorMessage(confirm.error)
            : withPasskey.isError
              ? adminErrorMessage(withPasskey.error)
              : null}
        </Alert>
        <ConfirmDialogButtons>
          {offerPasskey ? (
            <Button
              type="button"
              size="sm"
              variant="secondary"
              disabled={withPasskey.isPending || confirm.isPending}
              onClick={() => {
                confirm.reset();
                withPasskey.mutate();
              }}
            >
              {withPasskey.isPending ? "Waiting for your passkey…" : "Use your passkey"}
            </Button>
          ) : null}
          <Button type="submit" size="sm" disabled={confirm.isPending}>
            {confirm.isPending ? "Confirming…" : "Confirm"}
          </Button>
        </ConfirmDialogButtons>
      </form>
    </ConfirmDialog>
  );
}
