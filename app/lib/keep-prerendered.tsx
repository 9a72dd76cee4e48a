import {
  type ComponentType,
  type LazyExoticComponent,
  type MouseEvent,
  type ReactNode,
  startTransition,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { useNavigate } from "react-router";
import { isFirstHydration } from "./hydration";

const KEEP = { __html: "" };

/** What a kept element spreads on itself: the kept markup's props, or its children once it renders them. */
type KeptContents =
  | {
      ref: (element: HTMLElement | null) => void;
      onClick: (event: MouseEvent) => void;
      dangerouslySetInnerHTML: typeof KEEP;
      suppressHydrationWarning: true;
      children?: never;
    }
  | { children: ReactNode };

interface KeptMarkup {
  /** True while the element keeps its prerendered markup. */
  kept: boolean;
  /** Spread on the element: while kept, the props that keep its prerendered markup; afterwards `children`. */
  contents: (children?: ReactNode) => KeptContents;
  /** The element renders its children from now on, in a transition (the kept markup stays on screen until they are ready). */
  release: () => void;
}

/**
 * Keeps an element's prerendered markup through the first hydration, for a part with nothing
 * interactive in it but links: React does no work for it, and, when the part's code is in a chunk
 * of its own, the page does not even load it.
 *
 * During the first hydration the element renders with an empty `dangerouslySetInnerHTML`: an
 * element with inner HTML is a leaf that hydration does not descend into, and the unchanged value
 * is never written, so the prerendered markup stays (React does not document this; see
 * docs/decisions/0008-kept-markup.md). Its links keep client-side navigation through one delegated
 * handler. After a client-side navigation, or once `release()` is called, the element renders its
 * children as usual.
 */
export function useKeptMarkup(): KeptMarkup {
  const element = useRef<HTMLElement | null>(null);
  const [kept, setKept] = useState(isFirstHydration);
  const navigate = useNavigate();
  useLayoutEffect(() => {
    // React rendered the page afresh instead of hydrating it (after a hydration error): nothing to keep.
    if (kept && !element.current?.firstChild) setKept(false);
  }, [kept]);
  const release = useCallback(() => startTransition(() => setKept(false)), []);
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
  const contents = (children?: ReactNode): KeptContents =>
    kept
      ? {
          ref: (node) => {
            element.current = node;
          },
          onClick,
          dangerouslySetInnerHTML: KEEP,
          suppressHydrationWarning: true,
        }
      : { children };
  return { kept, contents, release };
}

type Tag = "section" | "div";

/**
 * A part whose code (and copy) is in a chunk of its own, loaded only when the part is really
 * rendered: on a client-side navigation (which waits for it, so nothing pops in). On the first
 * load the prerendered markup is kept (useKeptMarkup) and the chunk is never loaded. `content` is
 * declared once at module level; its root element must be an `as` element.
 */
export function KeepPrerendered<P extends object>({
  content: Content,
  as: Element,
  props,
}: {
  content: LazyExoticComponent<ComponentType<P>>;
  as: Tag;
  props: P;
}) {
  const kept = useKeptMarkup();
  return kept.kept ? <Element {...kept.contents()} /> : <Content {...props} />;
}
