/**
 * The scheduling page's link carrying the visitor's client id, so that the booking it reports
 * by webhook can be matched to the visitor: Cal.com keeps `metadata[clientId]` on the booking,
 * Calendly passes `utm_content` back as `tracking.utm_content`. Any other host is taken for a
 * (self-hosted) Cal.com. A link that carries an id already gets this one instead. `url` must
 * be absolute (an anchor's resolved href).
 */
export function schedulingLinkFor(url: string, clientId: string | null): string {
  if (!clientId) return url;
  const link = new URL(url);
  link.searchParams.set(/(^|\.)calendly\.com$/i.test(link.hostname) ? "utm_content" : "metadata[clientId]", clientId);
  return link.href;
}

/** The attribute that marks a link to the scheduling page (consultation buttons, footer link). */
export const SCHEDULING_LINK_ATTRIBUTE = "data-scheduling-link";
