import { useMutation } from "@tanstack/react-query";
import { Check, Copy, KeyRound, MonitorX } from "lucide-react";
import { useId, useState } from "react";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { inputClass } from "#app/components/ui/input-class";
import { toast } from "#app/components/ui/toast-store";
import { adminErrorMessage, adminJson } from "#app/lib/admin-api";
import type { AdminAffiliateRow, PasswordResetLink } from "#common/affiliates";
import { PASSWORD_RESET_HOURS } from "#common/affiliates";
import { formatDateTime } from "#common/format/date";

/**
 * A partner's account, for the admins: a single-use password reset link (shown once; the site
 * sends no e-mail yet, so the admin passes it on) and "sign out everywhere".
 */
export function AccountActions({ affiliate }: { affiliate: AdminAffiliateRow }) {
  const id = useId();
  const [link, setLink] = useState<PasswordResetLink | null>(null);
  const [copied, setCopied] = useState(false);
  const createLink = useMutation({
    mutationFn: () => adminJson<PasswordResetLink>("POST", `/api/admin/affiliates/${affiliate.id}/password-reset-link`),
    onSuccess: (created) => {
      setLink(created);
      setCopied(false);
    },
  });
  const signOut = useMutation({
    mutationFn: () => adminJson<void>("POST", `/api/admin/affiliates/${affiliate.id}/sign-out-everywhere`),
    onSuccess: () => toast({ title: `${affiliate.name} is signed out on every device`, variant: "success" }),
  });
  const url = link ? `${window.location.origin}${link.path}` : "";
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // Clipboard blocked: select the text so the admin can copy it by hand.
      (document.getElementById(`${id}-link`) as HTMLInputElement | null)?.select();
    }
  };
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-lg border border-slate-200 p-4">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        Account access
      </h3>
      {affiliate.passwordResetRequestedAt ? (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Asked for a password reset on {formatDateTime(affiliate.passwordResetRequestedAt)}.
        </p>
      ) : null}
      <p className="text-sm text-slate-700">
        A reset link lets the partner choose a new password once, within {PASSWORD_RESET_HOURS} hours, and signs out
        their other sessions. The site does not send e-mail yet: send the link to{" "}
        <strong className="[overflow-wrap:anywhere]">{affiliate.email}</strong> yourself. A new link replaces the
        previous one.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={() => createLink.mutate()} disabled={createLink.isPending}>
          <KeyRound aria-hidden="true" className="size-4" />
          Create a reset link
        </Button>
        <Button size="sm" variant="secondary" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          <MonitorX aria-hidden="true" className="size-4" />
          Sign out everywhere
        </Button>
      </div>
      {link ? (
        <div className="space-y-2">
          <label htmlFor={`${id}-link`} className="block text-sm font-medium">
            Reset link, valid until {formatDateTime(link.expiresAt)} (shown only now)
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id={`${id}-link`}
              readOnly
              value={url}
              onFocus={(e) => e.target.select()}
              className={`${inputClass} mt-0 font-mono text-xs`}
            />
            <Button size="sm" onClick={copy} className="shrink-0">
              {copied ? (
                <Check aria-hidden="true" className="size-4" />
              ) : (
                <Copy aria-hidden="true" className="size-4" />
              )}
              {copied ? "Copied" : "Copy"}
            </Button>
          </div>
          <p aria-live="polite" className="sr-only">
            {copied ? "Reset link copied to the clipboard" : ""}
          </p>
        </div>
      ) : null}
      <Alert inline>
        {createLink.error || signOut.error ? adminErrorMessage(createLink.error ?? signOut.error) : null}
      </Alert>
    </section>
  );
}
