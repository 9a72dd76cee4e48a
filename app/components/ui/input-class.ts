/**
 * The one look of every text box, select and text area. The border is slate-500 so the box
 * stands out from the page with 3:1 contrast; an invalid control (aria-invalid) turns red.
 */
export const inputClass =
  "block w-full min-w-0 rounded-lg border border-slate-500 bg-white px-3 py-2.5 text-ink shadow-sm placeholder:text-slate-500 read-only:bg-slate-50 focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700";

/** The denser variant for filter bars and tables. */
export const inputClassSm = `${inputClass} py-2 text-sm`;
