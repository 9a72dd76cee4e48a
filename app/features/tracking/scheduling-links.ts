import { SCHEDULING_LINK_ATTRIBUTE, schedulingLinkFor } from "#common/scheduling-link";
import { getClientId } from "./events";

let installed = false;

/**
 * A link to the scheduling page carries this visitor's client id when it is followed (click,
 * middle click, "open in new tab"), so the booking's webhook names the visitor. The href is set
 * in the capture phase, before the browser reads it; the click itself is never held up.
 * Untracked visitors (GPC/DNT) have no client id, and their links stay as they are.
 */
export function tagSchedulingLinks(): void {
  if (installed) return;
  installed = true;
  const tag = (event: Event) => {
    const link = (event.target as Element).closest?.(`a[${SCHEDULING_LINK_ATTRIBUTE}]`);
    const clientId = link instanceof HTMLAnchorElement ? getClientId() : null;
    if (link instanceof HTMLAnchorElement && clientId) link.href = schedulingLinkFor(link.href, clientId);
  };
  for (const type of ["click", "auxclick", "contextmenu"]) document.addEventListener(type, tag, true);
}
