/**
 * The admin console's affiliate section: program settings, the affiliates with their figures
 * (approve or reject a pending one in its row; a drawer per affiliate for status, commission
 * rate, account access and referrals won or lost) and the commissions (approved and paid one
 * by one or in bulk). Results are told by toast; the server writes every change to the audit log.
 */
import { AffiliatesSection } from "./affiliate-list";
import { CommissionsSection } from "./commissions";
import { ProgramSettingsForm } from "./program-settings";

export function AdminAffiliates() {
  return (
    <div className="mx-auto max-w-7xl space-y-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Affiliates</h1>
        <p className="mt-1 text-slate-600">
          Review applications, confirm deals and pay commissions. Every change is written to the audit log.
        </p>
      </div>
      <ProgramSettingsForm />
      <AffiliatesSection />
      <CommissionsSection />
    </div>
  );
}
