import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { ConfirmDialog, ConfirmDialogButtons } from "#app/components/ui/confirm-dialog";
import { inputClassSm } from "#app/components/ui/input-class";
import { Panel } from "#app/components/ui/panel";
import { toast } from "#app/components/ui/toast-store";
import { adminErrorMessage, adminJson, useAdminQuery } from "#app/lib/admin-api";
import { useCan } from "#app/lib/admin-role";
import {
  type CustomFunnel,
  type CustomFunnelReport,
  FUNNEL_STEPS_MAX,
  FUNNEL_STEPS_MIN,
  GOAL_NAME_MAX,
  type GoalTarget,
} from "#common/analytics-goals";
import { formatInteger } from "#common/format/number";
import { targetLabel } from "#content/site-events";
import { PanelExport } from "./export-button";
import { FunnelSteps } from "./funnel-chart";
import { COUNTING_NOTE, COUNTING_REFRESH_MS, FUNNELS_API, Sheet, TargetFields } from "./goal-targets";

const FIRST_STEPS: GoalTarget[] = [
  { kind: "page", target: "/contact" },
  { kind: "event", target: "contact_form_sent" },
];

/** Builds a funnel of 2 to 8 steps, each a page or an event, done in this order within a visit. */
function FunnelForm({ onSaved }: { onSaved: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [steps, setSteps] = useState<GoalTarget[]>(FIRST_STEPS);
  const save = useMutation({
    mutationFn: () => adminJson<CustomFunnel>("POST", FUNNELS_API, { name: name.trim(), steps }),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: ["admin", FUNNELS_API] });
      toast({ title: "Funnel saved", description: `"${saved.name}" is shown to the whole team.`, variant: "success" });
      setName("");
      setSteps(FIRST_STEPS);
      onSaved();
    },
  });
  const problem = save.isError ? adminErrorMessage(save.error) : null;
  /** The API names a step's field "steps.2.target": the error goes under that step. */
  const stepProblem = (i: number) => (problem?.startsWith(`steps.${i}.`) ? problem : null);
  const edit = (next: GoalTarget[]) => {
    save.reset();
    setSteps(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} aria-label="New funnel" className="space-y-4" noValidate>
      <label className="block text-sm font-medium text-ink">
        Funnel name
        <input
          className={`mt-1 ${inputClassSm}`}
          value={name}
          maxLength={GOAL_NAME_MAX}
          required
          aria-invalid={problem?.startsWith("name") ? true : undefined}
          onChange={(e) => setName(e.target.value)}
        />
      </label>
      <ol className="space-y-3">
        {steps.map((step, i) => (
          <li key={i} className="rounded-xl border border-slate-200 p-3">
            <div className="mb-2 flex items-center justify-between gap-2">
              <h3 className="text-sm font-semibold">Step {i + 1}</h3>
              {steps.length > FUNNEL_STEPS_MIN ? (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove step ${i + 1}`}
                  onClick={() => edit(steps.filter((_, k) => k !== i))}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              ) : null}
            </div>
            <TargetFields
              value={step}
              onChange={(next) => edit(steps.map((s, k) => (k === i ? next : s)))}
              legend={`Step ${i + 1}`}
              idPrefix={`${id}-step-${i}`}
              error={stepProblem(i)}
            />
          </li>
        ))}
      </ol>
      {steps.length < FUNNEL_STEPS_MAX ? (
        <Button variant="secondary" size="sm" onClick={() => edit([...steps, { kind: "page", target: "/" }])}>
          <Plus aria-hidden="true" className="size-4" />
          Add a step
        </Button>
      ) : (
        <p className="text-sm text-slate-600">A funnel has at most {FUNNEL_STEPS_MAX} steps.</p>
      )}
      <Alert inline>{problem && !steps.some((_, i) => stepProblem(i)) ? problem : null}</Alert>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          Save funnel
        </Button>
      </div>
    </form>
  );
}

function CustomFunnelPanel({ funnel, manages }: { funnel: CustomFunnelReport; manages: boolean }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => adminJson("DELETE", `${FUNNELS_API}/${funnel.id}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["admin", FUNNELS_API] });
      setConfirming(false);
      toast({ title: "Funnel deleted", description: `"${funnel.name}" is no longer shown.`, variant: "success" });
    },
    onError: (error) => toast({ title: "Not deleted", description: adminErrorMessage(error), variant: "error" }),
  });
  const first = funnel.steps[0]?.sessions ?? 0;
  const last = funnel.steps.at(-1)?.sessions ?? 0;
  return (
    <Panel
      title={funnel.name}
      titleLevel={3}
      actions={
        manages ? (
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            trigger={
              <Button variant="ghost" size="sm" aria-label={`Delete funnel ${funnel.name}`}>
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            }
            title={`Delete the funnel "${funnel.name}"?`}
            description="It leaves everyone's journey analytics. The visits it counts are not touched."
          >
            <ConfirmDialogButtons>
              <Button variant="danger" size="sm" onClick={() => remove.mutate()} disabled={remove.isPending}>
                Delete funnel
              </Button>
            </ConfirmDialogButtons>
          </ConfirmDialog>
        ) : null
      }
    >
      {funnel.counting ? <p className="mb-3 text-sm text-slate-600">{COUNTING_NOTE}</p> : null}
      <FunnelSteps
        label={`${funnel.name}: sessions at each step`}
        steps={funnel.steps.map((s, i) => ({
          key: String(i),
          name: targetLabel(s),
          sessions: s.sessions,
          conversionFromPrevious: s.conversionFromPrevious,
          dropOff: s.dropOff,
        }))}
      />
      <p className="mt-4 rounded-lg bg-slate-50 p-2 text-sm">
        <span className="text-slate-600">Went all the way: </span>
        <span className="font-semibold tabular-nums">
          {formatInteger(last)} of {formatInteger(first)}
          {first ? ` (${Math.round((last / first) * 1000) / 10}%)` : ""}
        </span>
      </p>
    </Panel>
  );
}

/**
 * Funnels the team built from pages and events: each step counts the visits that did it after
 * every step before, in the page's period and filters.
 */
export function CustomFunnels({ from, to, filters }: { from: string; to: string; filters: string[] }) {
  const can = useCan();
  const manages = can("manageMarketing");
  const [open, setOpen] = useState(false);
  const query = useAdminQuery<{ items: CustomFunnelReport[] }>(
    FUNNELS_API,
    { from, to, f: filters },
    {
      placeholderData: (previous) => previous,
      // A funnel just built works out the past in the background: asked again until done.
      refetchInterval: (query) => (query.state.data?.items.some((f) => f.counting) ? COUNTING_REFRESH_MS : false),
    },
  );
  const funnels = query.data?.items ?? [];
  return (
    <section aria-labelledby="custom-funnels" className="mt-6 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="custom-funnels" className="text-lg font-semibold">
          Your funnels
        </h2>
        <div className="flex items-center gap-2">
          {funnels.length ? <PanelExport panel="funnels" title="Your funnels" /> : null}
          {manages ? (
            <Button size="sm" onClick={() => setOpen(true)}>
              <Plus aria-hidden="true" className="size-4" />
              New funnel
            </Button>
          ) : null}
        </div>
      </div>
      {query.isError ? (
        <Alert inline>{`The funnels could not be loaded: ${adminErrorMessage(query.error)}`}</Alert>
      ) : funnels.length ? (
        <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
          {funnels.map((f) => (
            <CustomFunnelPanel key={f.id} funnel={f} manages={manages} />
          ))}
        </div>
      ) : query.isPending ? null : (
        <p className="text-sm text-slate-600">
          Build a funnel from pages and events, such as the contact page then a sent message, to see where visits stop.
        </p>
      )}
      {manages ? (
        <Sheet
          open={open}
          onOpenChange={setOpen}
          title="New funnel"
          description={`${FUNNEL_STEPS_MIN} to ${FUNNEL_STEPS_MAX} steps, each a page or an event, done in this order within one visit.`}
        >
          <FunnelForm onSaved={() => setOpen(false)} />
        </Sheet>
      ) : null}
    </section>
  );
}
