/** Shows markup a loader rendered at build time (see app/lib/build-time-markup.ts); the wrapper takes no box of its own. */
export function StaticMarkup({ html }: { html: string }) {
  return <div className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
}
