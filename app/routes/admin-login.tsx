import { adminLoginMeta } from "../../content/page-meta/admin-login";
import { seo } from "../components/layout/seo";
import { AdminLoginForm } from "../features/admin/login-form";

export const meta = () => seo({ ...adminLoginMeta, noindex: true });

export default function AdminLoginPage() {
  const page = adminLoginMeta;
  return (
    <section className="bg-slate-50 px-4 py-16 sm:py-24">
      <div className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold tracking-tight">{page.title}</h1>
        <p className="mt-2 text-sm text-slate-600">{page.description}</p>
        <div className="mt-8">
          <AdminLoginForm />
        </div>
      </div>
    </section>
  );
}
