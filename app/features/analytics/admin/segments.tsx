import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { ConfirmDialog, ConfirmDialogButtons } from "#app/components/ui/confirm-dialog";
import { inputClassSm } from "#app/components/ui/input-class";
import { toast } from "#app/components/ui/toast-store";
import { adminErrorMessage, adminJson, useAdminQuery } from "#app/lib/admin-api";
import { useCan } from "#app/lib/admin-role";
import type { AnalyticsSegment } from "#common/analytics-filters";

const SEGMENTS_API = "/api/admin/analytics/segments";

const sameFilters = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join("\n") === [...b].sort().join("\n");

/**
 * Saved segments: named filter sets the whole team shares. Choosing one applies its filters; the
 * filters on screen can be saved under a name, and the segment they match deleted (by the roles that
 * manage marketing; others only choose).
 */
export function Segments({ filters, apply }: { filters: readonly string[]; apply: (filters: string[]) => void }) {
  const id = useId();
  const can = useCan();
  const manages = can("manageMarketing");
  const queryClient = useQueryClient();
  const list = useAdminQuery<{ items: AnalyticsSegment[] }>(SEGMENTS_API);
  const segments = list.data?.items ?? [];
  const current = segments.find((s) => sameFilters(s.filters, filters));
  const [naming, setNaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["admin", SEGMENTS_API] });

  const save = useMutation({
    mutationFn: (name: string) => adminJson<AnalyticsSegment>("POST", SEGMENTS_API, { name, filters }),
    onSuccess: (saved) => {
      void refresh();
      setNaming(false);
      toast({
        title: "Segment saved",
        description: `"${saved.name}" is in everyone's segment list.`,
        variant: "success",
      });
    },
  });
  const remove = useMutation({
    mutationFn: (segment: AnalyticsSegment) => adminJson("DELETE", `${SEGMENTS_API}/${segment.id}`),
    onSuccess: (_, segment) => {
      void refresh();
      setConfirming(false);
      toast({ title: "Segment deleted", description: `"${segment.name}" is no longer listed.`, variant: "success" });
    },
    onError: (error) => toast({ title: "Not deleted", description: adminErrorMessage(error), variant: "error" }),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(String(new FormData(event.currentTarget).get("name") ?? ""));
  };

  return (
    <div className="flex flex-wrap items-end gap-3">
      {segments.length ? (
        <div className="text-sm font-medium text-ink">
          <label htmlFor={`${id}-segment`}>Segment</label>
          <select
            id={`${id}-segment`}
            className={`mt-1 block ${inputClassSm}`}
            value={current?.id ?? ""}
            onChange={(e) => apply(segments.find((s) => s.id === e.target.value)?.filters ?? [])}
          >
            <option value="">{filters.length && !current ? "Unsaved filters" : "All visits"}</option>
            {segments.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {current && manages ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          trigger={
            <Button variant="secondary" size="sm">
              <Trash2 aria-hidden="true" className="size-4" />
              Delete segment
            </Button>
          }
          title={`Delete the segment "${current.name}"?`}
          description="It leaves everyone's segment list. The visits it shows are not touched."
        >
          <ConfirmDialogButtons>
            <Button variant="danger" size="sm" onClick={() => remove.mutate(current)} disabled={remove.isPending}>
              Delete segment
            </Button>
          </ConfirmDialogButtons>
        </ConfirmDialog>
      ) : null}
      {manages && filters.length && !current && !naming ? (
        <Button variant="secondary" size="sm" onClick={() => setNaming(true)}>
          Save as segment
        </Button>
      ) : null}
      {manages && naming && filters.length && !current ? (
        <form onSubmit={submit} aria-label="Save as segment" className="space-y-1" noValidate>
          <div className="flex flex-wrap items-end gap-2">
            <label className="text-sm font-medium text-ink">
              Segment name
              <input
                name="name"
                maxLength={60}
                required
                // biome-ignore lint/a11y/noAutofocus: the field was asked for by the button just pressed
                autoFocus
                aria-invalid={save.isError ? true : undefined}
                className={`mt-1 block ${inputClassSm}`}
              />
            </label>
            <Button type="submit" size="sm" disabled={save.isPending}>
              Save
            </Button>
            <Button type="button" size="sm" variant="secondary" onClick={() => setNaming(false)}>
              Cancel
            </Button>
          </div>
          <Alert inline>{save.isError ? adminErrorMessage(save.error) : null}</Alert>
        </form>
      ) : null}
    </div>
  );
}
