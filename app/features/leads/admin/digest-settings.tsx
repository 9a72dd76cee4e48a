import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId } from "react";
import { inputClassSm } from "#app/components/ui/input-class";
import { Panel } from "#app/components/ui/panel";
import { QueryView } from "#app/components/ui/query-view";
import { SaveFooter } from "#app/components/ui/save-footer";
import { toast } from "#app/components/ui/toast-store";
import { adminErrorMessage, adminJson, useAdminQuery } from "#app/lib/admin-api";
import type { DigestSettings } from "#common/digest";

const DIGEST_API = "/api/admin/me/digest";
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourText = (hour: number) => `${String(hour).padStart(2, "0")}:00 UTC`;

/** The signed-in admin's daily digest: off, or the UTC hour it arrives. */
export function DigestSettingsPanel() {
  const id = useId();
  const queryClient = useQueryClient();
  const settings = useAdminQuery<DigestSettings>(DIGEST_API);
  const save = useMutation({
    mutationFn: (body: DigestSettings) => adminJson<DigestSettings>("PUT", DIGEST_API, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(["admin", DIGEST_API], saved);
      void queryClient.invalidateQueries({ queryKey: ["admin", "/api/admin/audit-log"] });
      toast({
        title: "Daily digest saved",
        description:
          saved.hour === null ? "No digest will be sent to you." : `It arrives daily at ${hourText(saved.hour)}.`,
        variant: "success",
      });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get("hour") ?? "");
    save.mutate({ hour: value === "" ? null : Number(value) });
  };
  return (
    <Panel title="Your daily digest">
      <QueryView query={settings}>
        {(s) => (
          <form onSubmit={submit} aria-label="Daily digest" className="grid max-w-md gap-3" key={String(s.hour)}>
            <label htmlFor={`${id}-hour`} className="text-sm font-medium text-ink">
              Send it to me at
              <select id={`${id}-hour`} name="hour" defaultValue={s.hour ?? ""} className={`mt-1 ${inputClassSm}`}>
                <option value="">Off: no digest</option>
                {HOURS.map((hour) => (
                  <option key={hour} value={hour}>
                    {hourText(hour)}
                  </option>
                ))}
              </select>
              <span className="mt-1 block font-normal text-slate-600">
                One e-mail a day: new leads since yesterday, your follow-ups due and overdue, hot leads nobody has
                answered, and yesterday's visitors and leads against the day before.
              </span>
            </label>
            <SaveFooter
              error={save.isError ? adminErrorMessage(save.error) : null}
              pending={save.isPending}
              label="Save digest"
            />
          </form>
        )}
      </QueryView>
    </Panel>
  );
}
