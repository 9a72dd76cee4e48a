import { seo } from "#app/components/layout/seo";
import { ButtonLink } from "#app/components/ui/button";
import { notFoundMeta } from "#content/page-meta/not-found";

export const meta = () => seo({ ...notFoundMeta, noindex: true });

/** Any unknown path. The server sends this page with status 404. */
export default function NotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center sm:py-32">
      <p className="text-sm font-semibold text-brand-700">Error 404</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight">404 Page Not Found</h1>
      <p className="mt-4 text-lg">Did you forget to add the page to the router?</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">Go to the home page</ButtonLink>
        <ButtonLink to="/solutions" variant="secondary">
          Browse solutions
        </ButtonLink>
      </div>
    </section>
  );
}
