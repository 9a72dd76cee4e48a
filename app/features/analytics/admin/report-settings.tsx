import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId } from "react";
import { inputClassSm } from "#app/components/ui/input-class";
import { Panel } from "#app/components/ui/panel";
import { QueryView } from "#app/components/ui/query-view";
import { SaveFooter } from "#app/components/ui/save-footer";
import { toast } from "#app/components/ui/toast-store";
import { adminErrorMessage, adminJson, useAdminQuery } from "#app/lib/admin-api";
import { REPORT_FREQUENCIES, REPORT_FREQUENCY_LABELS, type ReportSettings } from "#common/analytics-reports";

const REPORT_API = "/api/admin/me/analytics-report";

/** The signed-in member's analytics e-mail report: off, weekly or monthly. */
export function ReportSettingsPanel() {
  const id = useId();
  const queryClient = useQueryClient();
  const settings = useAdminQuery<ReportSettings>(REPORT_API);
  const save = useMutation({
    mutationFn: (body: ReportSettings) => adminJson<ReportSettings>("PUT", REPORT_API, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(["admin", REPORT_API], saved);
      void queryClient.invalidateQueries({ queryKey: ["admin", "/api/admin/audit-log"] });
      toast({
        title: "Analytics report saved",
        description:
          saved.frequency === "off"
            ? "No analytics report will be sent to you."
            : `It arrives ${saved.frequency === "weekly" ? "every Monday" : "on the 1st of each month"} (UTC).`,
        variant: "success",
      });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const frequency = String(new FormData(event.currentTarget).get("frequency") ?? "off");
    save.mutate({ frequency: frequency as ReportSettings["frequency"] });
  };
  return (
    <Panel title="Your analytics report">
      <QueryView query={settings}>
        {(s) => (
          <form onSubmit={submit} aria-label="Analytics report" className="grid max-w-md gap-3" key={s.frequency}>
            <label htmlFor={`${id}-frequency`} className="text-sm font-medium text-ink">
              E-mail me the analytics
              <select
                id={`${id}-frequency`}
                name="frequency"
                defaultValue={s.frequency}
                className={`mt-1 ${inputClassSm}`}
              >
                {REPORT_FREQUENCIES.map((f) => (
                  <option key={f} value={f}>
                    {REPORT_FREQUENCY_LABELS[f]}
                  </option>
                ))}
              </select>
              <span className="mt-1 block font-normal text-slate-600">
                Visitors, visits, page views and leads, the top sources and pages, each against the period before, with
                a link to that period in the console.
              </span>
            </label>
            <SaveFooter
              error={save.isError ? adminErrorMessage(save.error) : null}
              pending={save.isPending}
              label="Save report"
            />
          </form>
        )}
      </QueryView>
    </Panel>
  );
}
