import type { ContentBlock } from "#content/guides/blocks";

/** Renders titled blocks of copy as h2 sections with paragraphs and bullet lists. */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <div className="space-y-12">
      {blocks.map((block) => (
        <section key={block.id} id={block.id} aria-labelledby={`${block.id}-heading`}>
          <h2 id={`${block.id}-heading`} className="text-2xl font-bold tracking-tight">
            {block.heading}
          </h2>
          {block.paragraphs.map((p) => (
            <p key={p.slice(0, 40)} className="mt-4 leading-7 text-slate-700">
              {p}
            </p>
          ))}
          {block.bullets?.length ? (
            <ul className="mt-4 list-disc space-y-2 pl-6 leading-7 text-slate-700 marker:text-brand-600">
              {block.bullets.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}

/** A table of contents linking to each block's anchor. */
export function TableOfContents({
  blocks,
  heading = "On this page",
}: {
  blocks: readonly ContentBlock[];
  heading?: string;
}) {
  return (
    <nav aria-labelledby="toc-heading" className="rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200">
      <h2 id="toc-heading" className="text-sm font-semibold tracking-wide text-slate-800 uppercase">
        {heading}
      </h2>
      <ol className="mt-3 space-y-2 text-sm">
        {blocks.map((block, i) => (
          <li key={block.id}>
            <a href={`#${block.id}`} className="text-brand-700 underline-offset-2 hover:underline">
              {i + 1}. {block.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
