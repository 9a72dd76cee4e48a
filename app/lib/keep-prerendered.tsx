import {
  type ComponentType,
  type HTMLAttributes,
  type LazyExoticComponent,
  type MouseEvent,
  type ReactNode,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { useNavigate } from "react-router";
import { isFirstHydration } from "./hydration";

const KEEP = { __html: "" };

type Tag = "section" | "div" | "nav" | "aside";

interface KeepPrerenderedProps<P extends object> {
  /** The part's `lazy()` component, declared once at module level. Its root element must be an `as` element. */
  content: LazyExoticComponent<ComponentType<P>>;
  /** The root element's tag, the element hydration takes over. */
  as: Tag;
  props: P;
}

/**
 * A part of a prerendered page with nothing interactive in it but links, whose code loads only
 * when it is really rendered.
 *
 * The prerendered page already holds the part's full markup. During the first hydration React
 * keeps that markup as it is (an element with `dangerouslySetInnerHTML` is a leaf that hydration
 * does not descend into, and the unchanged empty value is never written), so the page loads
 * neither the part's code nor its copy and does no work for it. Its links keep client-side
 * navigation through one delegated handler. When the page is reached by a client-side navigation
 * instead, the part renders normally from its chunk (the navigation waits for it, so nothing pops in).
 */
export function KeepPrerendered<P extends object>({ content: Content, as: Element, props }: KeepPrerenderedProps<P>) {
  const kept = useKeptMarkup();
  if (!kept.keep) return <Content {...props} />;
  return (
    <Element ref={kept.ref as never} onClick={kept.onClick} dangerouslySetInnerHTML={KEEP} suppressHydrationWarning />
  );
}

type KeptOnHydrationProps = HTMLAttributes<HTMLElement> & { as: Tag; children: ReactNode };

/**
 * A part of a prerendered page with nothing interactive in it but links, whose code and copy come
 * with the page anyway (they are the route's own): the first hydration keeps its markup as it is
 * and does no work for it, as KeepPrerendered does. After a client-side navigation it renders
 * normally.
 */
export function KeptOnHydration({ as: Element, children, ...attributes }: KeptOnHydrationProps) {
  const kept = useKeptMarkup();
  if (!kept.keep) return <Element {...attributes}>{children}</Element>;
  return (
    <Element
      {...attributes}
      ref={kept.ref as never}
      onClick={kept.onClick}
      dangerouslySetInnerHTML={KEEP}
      suppressHydrationWarning
    />
  );
}

/** Whether this render keeps the prerendered markup, and the one click handler for the links inside. */
function useKeptMarkup() {
  const ref = useRef<HTMLElement>(null);
  const [keep, setKeep] = useState(isFirstHydration);
  const navigate = useNavigate();
  useLayoutEffect(() => {
    // React rendered the page afresh instead of hydrating it (after a hydration error): nothing to keep.
    if (keep && !ref.current?.firstChild) setKeep(false);
  }, [keep]);
  // What <Link> does on a plain left click on a same-site link; anything else is left to the browser.
  // The element keeps its prerendered attributes (hydration does not patch them, and no update
  // changes them); the links inside keep their own semantics and keyboard behaviour (Enter on a
  // link fires this click too).
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest?.("a");
    if (
      !link ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    if (link.target || link.hasAttribute("download") || link.origin !== window.location.origin) return;
    if (link.pathname === window.location.pathname && link.hash) return;
    event.preventDefault();
    navigate(link.pathname + link.search + link.hash);
  };
  return { keep, ref, onClick };
}
