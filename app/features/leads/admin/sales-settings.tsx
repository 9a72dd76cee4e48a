import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId } from "react";
import { inputClassSm } from "#app/components/ui/input-class";
import { Panel } from "#app/components/ui/panel";
import { QueryView } from "#app/components/ui/query-view";
import { SaveFooter } from "#app/components/ui/save-footer";
import { toast } from "#app/components/ui/toast-store";
import { adminErrorMessage, adminJson, useAdminQuery } from "#app/lib/admin-api";
import { SALES_CURRENCIES, type SalesCurrency, type SalesSettings } from "#common/revenue";

const SALES_SETTINGS_API = "/api/admin/settings/sales";

const CURRENCY_NAMES: Record<SalesCurrency, string> = {
  USD: "US dollar (USD)",
  EUR: "Euro (EUR)",
  GBP: "Pound sterling (GBP)",
  CAD: "Canadian dollar (CAD)",
  AUD: "Australian dollar (AUD)",
  CHF: "Swiss franc (CHF)",
};

/** The currency deal values are entered and reported in. */
export function SalesSettingsPanel() {
  const id = useId();
  const queryClient = useQueryClient();
  const settings = useAdminQuery<SalesSettings>(SALES_SETTINGS_API);
  const save = useMutation({
    mutationFn: (body: SalesSettings) => adminJson<SalesSettings>("PUT", SALES_SETTINGS_API, body),
    onSuccess: () => {
      // Every deal value and report shows the new currency.
      void queryClient.invalidateQueries({ queryKey: ["admin"] });
      toast({ title: "Sales settings saved", variant: "success" });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate({ currency: new FormData(event.currentTarget).get("currency") as SalesCurrency });
  };
  return (
    <Panel title="Sales">
      <QueryView query={settings}>
        {(s) => (
          <form onSubmit={submit} aria-label="Sales settings" className="grid max-w-md gap-3" key={s.currency}>
            <label htmlFor={`${id}-currency`} className="text-sm font-medium text-ink">
              Currency of deal values
              <select
                id={`${id}-currency`}
                name="currency"
                defaultValue={s.currency}
                className={`mt-1 ${inputClassSm}`}
              >
                {SALES_CURRENCIES.map((c) => (
                  <option key={c} value={c}>
                    {CURRENCY_NAMES[c]}
                  </option>
                ))}
              </select>
              <span className="mt-1 block font-normal text-slate-600">
                Values already entered are not converted: choose it before the team enters values.
              </span>
            </label>
            <SaveFooter
              error={save.isError ? adminErrorMessage(save.error) : null}
              pending={save.isPending}
              label="Save sales settings"
            />
          </form>
        )}
      </QueryView>
    </Panel>
  );
}
