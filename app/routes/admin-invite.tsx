import { seo } from "#app/components/layout/seo";
import { InviteAcceptForm } from "#app/features/admin/invite-accept";
import { adminInviteMeta } from "#content/page-meta/admin-invite";

export const meta = () => seo({ ...adminInviteMeta, noindex: true });

/** The invitation's accept page stands on its own, like the sign-in: the invitee has no account yet. */
export default function AdminInvitePage() {
  const page = adminInviteMeta;
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center bg-slate-900 px-4 py-12">
      <p className="mb-6 text-sm font-semibold tracking-wide text-slate-200">Admin console</p>
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold tracking-tight">{page.title}</h1>
        <p className="mt-2 text-sm text-slate-600">{page.description}</p>
        <div className="mt-8">
          <InviteAcceptForm />
        </div>
      </div>
    </main>
  );
}
