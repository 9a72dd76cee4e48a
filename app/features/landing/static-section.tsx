import { type ComponentType, type LazyExoticComponent, type MouseEvent, useLayoutEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { isFirstHydration } from "../../lib/hydration";

const KEEP = { __html: "" };

/**
 * A landing section with nothing interactive in it but links, in a chunk of its own.
 *
 * The prerendered page already holds the section's full markup. During the first hydration React
 * keeps that markup as it is (an element with `dangerouslySetInnerHTML` is a leaf that hydration
 * does not descend into, and the unchanged empty value is never written), so the page loads
 * neither the section's code nor its copy. Its links keep client-side navigation through one
 * delegated handler. When the landing page is reached by a client-side navigation instead, the
 * section renders normally from its chunk (the navigation waits for it, so nothing pops in).
 * `section` is the section's `lazy()` component, declared once at module level; its root element
 * must be a <section> (the element hydration takes over).
 */
export function StaticSection({ section: Section }: { section: LazyExoticComponent<ComponentType> }) {
  const ref = useRef<HTMLElement>(null);
  const [keep, setKeep] = useState(isFirstHydration);
  const navigate = useNavigate();
  useLayoutEffect(() => {
    // React rendered the page afresh instead of hydrating it (after a hydration error): nothing to keep.
    if (keep && !ref.current?.firstChild) setKeep(false);
  }, [keep]);
  if (!keep) return <Section />;
  // What <Link> does on a plain left click on a same-site link; anything else is left to the browser.
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest?.("a");
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (link.target || link.hasAttribute("download") || link.origin !== window.location.origin) return;
    if (link.pathname === window.location.pathname && link.hash) return;
    event.preventDefault();
    navigate(link.pathname + link.search + link.hash);
  };
  // The prerendered <section> keeps its attributes too: hydration does not patch attributes, and no update ever changes these props.
  // The click handler only delegates the clicks of the links inside, which keep their own semantics and keyboard behaviour.
  // biome-ignore lint/a11y/noStaticElementInteractions: see above
  // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link inside fires this click too
  return <section ref={ref} onClick={onClick} dangerouslySetInnerHTML={KEEP} suppressHydrationWarning />;
}
