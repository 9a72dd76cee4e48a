/** The partner's referral link and payout e-mail, the two things a partner sets up and shares. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button";
import { inputClass } from "#app/components/ui/input-class";
import { type AffiliateProfile, affiliateProfileUpdateSchema } from "#common/affiliates";
import { affiliateAccount as accountCopy, affiliateDashboard as copy } from "#content/affiliates";
import { affiliateJson, errorMessage } from "./affiliate-api";

/** The link to share. Until the account is approved it tracks nothing, so copying it is not the first thing offered. */
export function ReferralLink({ code, status }: { code: string; status: AffiliateProfile["status"] }) {
  const tracking = status === "approved";
  const [copied, setCopied] = useState(false);
  const link = `${window.location.origin}/?ref=${code}`;
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // Clipboard blocked: select the text so the partner can copy it by hand.
      (document.getElementById("referral-link") as HTMLInputElement | null)?.select();
    }
    setCopied(true);
    setTimeout(() => setCopied(false), 2_500);
  };
  return (
    <section
      aria-labelledby="referral-link-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="referral-link-title" className="text-lg font-semibold">
        Your referral link
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Code <strong className="font-mono text-ink">{code}</strong>. Any page of the site works with{" "}
        <code>?ref={code}</code> added.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <label htmlFor="referral-link" className="sr-only">
          Referral link
        </label>
        <input
          id="referral-link"
          readOnly
          value={link}
          className={`${inputClass} mt-0 font-mono text-sm`}
          onFocus={(e) => e.target.select()}
        />
        <Button onClick={copyLink} variant={tracking ? "primary" : "secondary"} className="shrink-0">
          {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
          {copied ? "Copied" : "Copy link"}
        </Button>
      </div>
      {status === "approved" ? null : <p className="mt-3 text-sm text-slate-700">{copy.linkNotTracking[status]}</p>}
      <p aria-live="polite" className="sr-only">
        {copied ? "Referral link copied to the clipboard" : ""}
      </p>
    </section>
  );
}

export function PayoutEmail({ profile }: { profile: AffiliateProfile }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(profile.payoutEmail);
  const [password, setPassword] = useState("");
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useMutation({
    mutationFn: (body: { payoutEmail: string; currentPassword: string }) =>
      affiliateJson<AffiliateProfile>("PATCH", "/api/affiliate/me", body),
    onSuccess: (updated) => {
      queryClient.setQueryData(["affiliate", "/api/affiliate/me"], updated);
      setPassword("");
      setMessage({ ok: true, text: "Payout e-mail saved." });
    },
    onError: (error) =>
      setMessage({ ok: false, text: errorMessage(error).replace(/^currentPassword: is not/, "The password is not") }),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = affiliateProfileUpdateSchema.safeParse({ payoutEmail: value, currentPassword: password });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setMessage({
        ok: false,
        text: `${issue.path[0] === "currentPassword" ? "Your password" : "Payout e-mail"} ${issue.message}`,
      });
      return;
    }
    setMessage(null);
    save.mutate(parsed.data);
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="payout-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="payout-title" className="text-lg font-semibold">
        Payout e-mail
      </h2>
      <p className="mt-1 text-sm text-slate-600">{accountCopy.payoutPasswordHelp}</p>
      <div className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div>
          <label htmlFor="payout-email" className="block text-sm font-medium text-slate-800">
            Payout e-mail
          </label>
          <input
            id="payout-email"
            type="email"
            autoComplete="email"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={message && !message.ok ? true : undefined}
            aria-describedby="payout-message"
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="payout-password" className="block text-sm font-medium text-slate-800">
            Your password
          </label>
          <input
            id="payout-password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-describedby="payout-message"
            className={inputClass}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={save.isPending} className="shrink-0">
          {save.isPending ? "Saving…" : "Save"}
        </Button>
      </div>
      <p
        id="payout-message"
        role="status"
        className={`mt-2 text-sm ${message?.ok ? "text-emerald-800" : "text-red-700"}`}
      >
        {message?.text ?? ""}
      </p>
    </form>
  );
}
