import { createElement, type FunctionComponent } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/**
 * The HTML of a component with nothing interactive in it (a diagram, a picture), rendered when the
 * page is prerendered. Only route loaders call this: they run at build time and are left out of the
 * browser bundle, so the page receives the markup as page data and never the component's code.
 */
export function buildTimeMarkup<P extends object>(component: FunctionComponent<P>, props: P): string {
  return renderToStaticMarkup(createElement(component, props));
}
