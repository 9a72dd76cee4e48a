import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { seo } from "#app/components/layout/seo";
import { Alert } from "#app/components/ui/alert";
import { PageSkeleton } from "#app/components/ui/skeleton";
import { errorMessage, getAffiliateToken, onAffiliateSignedOut } from "#app/features/affiliates/affiliate-api";
import { useAffiliateQuery } from "#app/features/affiliates/affiliate-query";
import { AffiliateDashboard } from "#app/features/affiliates/dashboard";
import { AffiliateLoginForm } from "#app/features/affiliates/login-form";
import {
  ForgotPassword,
  forgetResetSecret,
  PasswordLinkForm,
  type PasswordLinkKind,
  readLinkSecret,
} from "#app/features/affiliates/password-reset";
import type { AffiliateProfile } from "#common/affiliates";
import { affiliateDashboard as copy } from "#content/affiliates";
import { affiliateDashboardMeta } from "#content/page-meta/affiliate-dashboard";

export const meta = () => seo({ ...affiliateDashboardMeta, noindex: true });

export function HydrateFallback() {
  return <PageSkeleton />;
}

/** The page a reset or confirmation link opens: the password, then the dashboard. */
function PasswordLink({
  kind,
  secret,
  onDone,
}: {
  kind: PasswordLinkKind;
  secret: string;
  onDone: (signedIn: boolean) => void;
}) {
  return (
    <section className="bg-slate-50 px-4 py-16 sm:py-24">
      <div className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <PasswordLinkForm kind={kind} secret={secret} onSignedIn={() => onDone(true)} />
        <button
          type="button"
          onClick={() => {
            forgetResetSecret();
            onDone(false);
          }}
          className="mt-6 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          Cancel
        </button>
      </div>
    </section>
  );
}

function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  return (
    <section className="bg-slate-50 px-4 py-16 sm:py-24">
      <div className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold tracking-tight">{copy.signInTitle}</h1>
        <p className="mt-2 text-sm text-slate-600">{copy.signInIntro}</p>
        <div className="mt-8">
          <AffiliateLoginForm onSignedIn={onSignedIn} />
        </div>
        <div className="mt-4">
          <ForgotPassword />
        </div>
        <p className="mt-6 text-sm text-slate-700">
          {copy.noAccount}{" "}
          <Link
            to="/affiliate-register"
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {copy.apply}
          </Link>
        </p>
      </div>
    </section>
  );
}

function SignedIn() {
  const profile = useAffiliateQuery<AffiliateProfile>("/api/affiliate/me");
  if (profile.data) return <AffiliateDashboard profile={profile.data} />;
  if (profile.error) {
    return <Alert className="mx-auto my-16 max-w-xl">{errorMessage(profile.error)}</Alert>;
  }
  return <PageSkeleton />;
}

/** Behind the partner sign-in: an affiliate token (never the admin's) opens the dashboard. */
export default function AffiliateDashboardPage() {
  const queryClient = useQueryClient();
  const [signedIn, setSignedIn] = useState(() => getAffiliateToken() !== null);
  // A reset or confirmation link opens its password form, also when pasted into an open partner tab.
  const [linkSecret, setLinkSecret] = useState(readLinkSecret);
  useEffect(() => {
    const follow = () => setLinkSecret(readLinkSecret());
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, []);
  useEffect(
    () =>
      onAffiliateSignedOut(() => {
        queryClient.removeQueries({ queryKey: ["affiliate"] });
        setSignedIn(false);
      }),
    [queryClient],
  );
  if (linkSecret) {
    const done = (nowSignedIn: boolean) => {
      setLinkSecret(null);
      if (nowSignedIn) {
        queryClient.removeQueries({ queryKey: ["affiliate"] });
        setSignedIn(true);
      }
    };
    return <PasswordLink kind={linkSecret.kind} secret={linkSecret.secret} onDone={done} />;
  }
  return signedIn ? <SignedIn /> : <SignIn onSignedIn={() => setSignedIn(true)} />;
}
