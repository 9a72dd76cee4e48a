/** The URL of a catalog idea's page (route /solution/:slug). Its own module so browser code needs no route table. */
export function solutionPath(slug: string): string {
  return `/solution/${slug}`;
}
