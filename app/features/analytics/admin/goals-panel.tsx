import type { UseQueryResult } from "@tanstack/react-query";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { inputClassSm } from "#app/components/ui/input-class";
import { Panel } from "#app/components/ui/panel";
import { EmptyState } from "#app/components/ui/query-view";
import { toast } from "#app/components/ui/toast-store";
import { adminErrorMessage, adminJson, useAdminQuery } from "#app/lib/admin-api";
import { useCan } from "#app/lib/admin-role";
import type { AnalyticsGoal, GoalsResponse, GoalTarget } from "#common/analytics-goals";
import { GOAL_NAME_MAX } from "#common/analytics-goals";
import type { Comparison } from "#common/analytics-period";
import { SUGGESTED_GOALS, targetLabel } from "#content/site-events";
import { PanelExport } from "./export-button";
import { COUNTING_REFRESH_MS, GOALS_API, Sheet, TargetFields } from "./goal-targets";
import { GoalsTable } from "./goals-table";

/** The goals with their figures for the page's period, comparison and filters. */
export function useGoals(params: { from: string; to: string; compare: Comparison; f: string[] }, enabled: boolean) {
  return useAdminQuery<GoalsResponse>(GOALS_API, params, {
    enabled,
    placeholderData: (previous) => previous,
    // A goal just added counts its past in the background: its figures are asked again until done.
    refetchInterval: (query) => (query.state.data?.goals.some((g) => g.counting) ? COUNTING_REFRESH_MS : false),
  });
}

/** Adds and deletes the team's goals. */
function ManageGoals({
  goals,
  open,
  onOpenChange,
}: {
  goals: AnalyticsGoal[];
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<GoalTarget>({ kind: "event", target: "contact_form_sent" });
  const [name, setName] = useState("");
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["admin", GOALS_API] });
  const add = useMutation({
    mutationFn: (body: GoalTarget & { name: string }) => adminJson<AnalyticsGoal>("POST", GOALS_API, body),
    onSuccess: (saved) => {
      void refresh();
      setName("");
      toast({ title: "Goal added", description: `"${saved.name}" is counted for the whole team.`, variant: "success" });
    },
  });
  const remove = useMutation({
    mutationFn: (goal: AnalyticsGoal) => adminJson("DELETE", `${GOALS_API}/${goal.id}`),
    onSuccess: (_, goal) => {
      void refresh();
      toast({ title: "Goal deleted", description: `"${goal.name}" is no longer counted.`, variant: "success" });
    },
    onError: (error) => toast({ title: "Not deleted", description: adminErrorMessage(error), variant: "error" }),
  });
  const problem = add.isError ? adminErrorMessage(add.error) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ name: name.trim() || targetLabel(target), ...target });
  };
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title="Manage goals"
      description="A goal is a page a visit reached or something it did. Each counts the visits that reached it, for the whole team."
    >
      <form
        onSubmit={submit}
        aria-label="Add a goal"
        className="space-y-3 rounded-xl border border-slate-200 p-4"
        noValidate
      >
        <h3 className="text-base font-semibold">Add a goal</h3>
        <TargetFields
          value={target}
          onChange={(next) => {
            add.reset();
            setTarget(next);
          }}
          legend="What counts as reaching the goal"
          idPrefix={`${id}-target`}
          error={problem?.startsWith("target") ? problem : null}
        />
        <label className="block text-sm font-medium text-ink">
          Name
          <input
            className={`mt-1 ${inputClassSm}`}
            value={name}
            maxLength={GOAL_NAME_MAX}
            placeholder={targetLabel(target)}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={problem && !problem.startsWith("target") ? true : undefined}
          />
        </label>
        <Alert inline>{problem && !problem.startsWith("target") ? problem : null}</Alert>
        <Button type="submit" size="sm" disabled={add.isPending}>
          Add goal
        </Button>
      </form>
      <h3 className="mt-6 text-base font-semibold">Goals</h3>
      {goals.length ? (
        <ul className="mt-2 divide-y divide-slate-100">
          {goals.map((g) => (
            <li key={g.id} className="flex items-center justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="text-sm font-medium text-ink">{g.name}</p>
                {targetLabel(g) !== g.name ? <p className="truncate text-xs text-slate-600">{targetLabel(g)}</p> : null}
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Delete goal ${g.name}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(g)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">No goals yet.</p>
      )}
    </Sheet>
  );
}

/**
 * The goals panel: each goal's conversions (visits that reached it in the period), its rate over
 * the period's visits, its trend and, with a comparison, its change. Choosing a goal filters the
 * page by the visits that reached it.
 */
export function GoalsPanel({
  query,
  onFilter,
}: {
  query: UseQueryResult<GoalsResponse>;
  onFilter: (goal: AnalyticsGoal) => void;
}) {
  const can = useCan();
  const manages = can("manageMarketing");
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const suggest = useMutation({
    mutationFn: async () => {
      for (const goal of SUGGESTED_GOALS) await adminJson("POST", GOALS_API, goal);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin", GOALS_API] }),
    onError: (error) => toast({ title: "Not all added", description: adminErrorMessage(error), variant: "error" }),
  });
  const goals = query.data?.goals ?? [];
  return (
    <Panel
      title="Goals"
      actions={
        <div className="flex items-center gap-2">
          {goals.length ? <PanelExport panel="goals" title="Goals" /> : null}
          {manages ? (
            <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
              Manage goals
            </Button>
          ) : null}
        </div>
      }
    >
      {query.isError ? (
        <Alert inline>{`The goals could not be loaded: ${adminErrorMessage(query.error)}`}</Alert>
      ) : query.isPending ? (
        <p className="py-3 text-sm text-slate-600">Loading goals…</p>
      ) : goals.length ? (
        <GoalsTable goals={goals} onFilter={onFilter} />
      ) : (
        <EmptyState title="No goals yet">
          A goal counts the visits that reached a page or did something: sent the contact form, opened the booking page,
          finished the quiz.
          {manages ? (
            <span className="mt-3 block">
              <Button size="sm" onClick={() => suggest.mutate()} disabled={suggest.isPending}>
                Add the suggested goals
              </Button>
            </span>
          ) : null}
        </EmptyState>
      )}
      {manages ? <ManageGoals goals={goals} open={open} onOpenChange={setOpen} /> : null}
    </Panel>
  );
}
