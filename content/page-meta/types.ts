/** Title and meta description of one static route (each page's own file, so a page's bundle carries only its own). */
export interface PageMeta {
  path: string;
  title: string;
  description: string;
}
