/**
 * The admin console's affiliate section: program settings, the affiliates with their
 * figures (approve, reject with a note, suspend, reinstate, commission rate), each affiliate's
 * referrals (mark won with the real deal value, or lost) and the commissions (approve and mark
 * paid with a payout reference, one by one or in bulk). The server writes every change to the
 * audit log.
 */
import { useState } from "react";
import { AffiliatesSection } from "./admin-affiliate-list";
import { CommissionsSection } from "./admin-commissions";
import { ProgramSettingsForm } from "./admin-program-settings";
import type { Notice } from "./admin-shared";

export function AdminAffiliates() {
  const [notice, setNotice] = useState<Notice>(null);
  return (
    <div className="mx-auto max-w-7xl space-y-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Affiliates</h1>
        <p className="mt-1 text-slate-600">
          Review applications, confirm deals and pay commissions. Every change is written to the audit log.
        </p>
      </div>
      <p
        role="status"
        className={notice ? `rounded-lg border px-4 py-3 text-sm ${notice.ok ? "border-emerald-200 bg-emerald-50 text-emerald-900" : "border-red-200 bg-red-50 text-red-800"}` : "sr-only"}
      >
        {notice?.text ?? ""}
      </p>
      <ProgramSettingsForm notify={setNotice} />
      <AffiliatesSection notify={setNotice} />
      <CommissionsSection notify={setNotice} />
    </div>
  );
}
