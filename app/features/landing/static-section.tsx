import type { ComponentType, LazyExoticComponent } from "react";
import { KeepPrerendered } from "#app/lib/keep-prerendered";

const NO_PROPS = {};

/**
 * A landing section with nothing interactive in it but links, in a chunk of its own: hydration keeps
 * its prerendered markup and loads neither its code nor its copy (see KeepPrerendered). `section` is
 * the section's `lazy()` component, declared once at module level; its root element must be a <section>.
 */
export function StaticSection({ section }: { section: LazyExoticComponent<ComponentType> }) {
  return <KeepPrerendered content={section} as="section" props={NO_PROPS} />;
}
