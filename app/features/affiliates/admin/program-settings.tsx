import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { toast } from "#app/components/ui/toast-store";
import { adminErrorMessage, adminJson, useAdminQuery } from "#app/lib/admin-api";
import { type ProgramSettings, programSettingsSchema } from "#common/affiliates";
import { SETTINGS_PATH, smallInput, useRefresh } from "./shared";

/** The program's default commission, attribution window and auto-approval. */
export function ProgramSettingsForm() {
  const id = useId();
  const settings = useAdminQuery<ProgramSettings>(SETTINGS_PATH);
  const refresh = useRefresh();
  const [draft, setDraft] = useState<{ percent: string; days: string; autoApprove: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = settings.data;
  const form =
    draft ??
    (current
      ? {
          percent: String(current.defaultCommissionPercent),
          days: String(current.attributionWindowDays),
          autoApprove: current.autoApprove,
        }
      : null);
  const save = useMutation({
    mutationFn: (body: ProgramSettings) => adminJson<ProgramSettings>("PUT", SETTINGS_PATH, body),
    onSuccess: async () => {
      setDraft(null);
      toast({ title: "Program settings saved", variant: "success" });
      await refresh();
    },
    onError: (e) => setError(adminErrorMessage(e)),
  });
  if (!form) return <Alert>{settings.error ? adminErrorMessage(settings.error) : null}</Alert>;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = programSettingsSchema.safeParse({
      defaultCommissionPercent: form.percent.trim() === "" ? Number.NaN : Number(form.percent),
      attributionWindowDays: form.days.trim() === "" ? Number.NaN : Number(form.days),
      autoApprove: form.autoApprove,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue.path[0] === "attributionWindowDays" ? "Attribution window" : "Default commission";
      setError(`${field} ${issue.message}`);
      return;
    }
    setError(null);
    save.mutate(parsed.data);
  };
  const set = (patch: Partial<typeof form>) => setDraft({ ...form, ...patch });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Program settings
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto] sm:items-end">
        <div>
          <label htmlFor={`${id}-percent`} className="block text-sm font-medium">
            Default commission (%)
          </label>
          <input
            id={`${id}-percent`}
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step="0.1"
            value={form.percent}
            onChange={(e) => set({ percent: e.target.value })}
            className={smallInput}
          />
        </div>
        <div>
          <label htmlFor={`${id}-days`} className="block text-sm font-medium">
            Attribution window (days)
          </label>
          <input
            id={`${id}-days`}
            type="number"
            inputMode="numeric"
            min={1}
            max={730}
            value={form.days}
            onChange={(e) => set({ days: e.target.value })}
            className={smallInput}
          />
        </div>
        <label className="flex items-center gap-2 text-sm font-medium sm:pb-2">
          <input
            type="checkbox"
            checked={form.autoApprove}
            onChange={(e) => set({ autoApprove: e.target.checked })}
            className="size-4 accent-brand-600"
          />
          Approve new affiliates automatically
        </label>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save settings"}
        </Button>
      </div>
      {error ? (
        <Alert inline className="mt-3">
          {error}
        </Alert>
      ) : null}
    </form>
  );
}
