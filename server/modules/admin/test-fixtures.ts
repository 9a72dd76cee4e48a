import { randomUUID } from "node:crypto";

/**
 * Visitor data for the admin tests, sent through the real tracking and contact APIs, so the admin pages are tested against what the site actually stores. The server
 * scores a lead from what it saw (page_view events, consultation clicks, accepted forms), so
 * the events and forms go first and each visitor's sync last.
 */
export const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

interface SeedCall {
  url: string;
  payload: unknown;
}

const session = (tag: string) => `sess_${tag}${randomUUID().replace(/-/g, "").slice(0, 8)}_${Date.now()}`;

export interface SeededVisitors {
  hot: { id: string; email: string; sessionId: string };
  cold: { id: string; sessionId: string };
  superHot: { id: string; email: string; sessionId: string };
  calls: SeedCall[];
}

/** Three visitors: a Hot lead with a full journey and funnel, a Cold visitor, a Super Hot lead. */
export function visitorSeed(tag = "t"): SeededVisitors {
  const now = new Date();
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000).toISOString();
  const hot = { id: randomUUID(), email: `hot-${tag}@lead.example`, sessionId: session("hot") };
  const cold = { id: randomUUID(), sessionId: session("cold") };
  const superHot = { id: randomUUID(), email: `super-${tag}@lead.example`, sessionId: session("sup") };
  const pageView = (visitor: { id: string; sessionId: string }, page: string, minutes: number) => ({
    id: randomUUID(),
    clientId: visitor.id,
    sessionId: visitor.sessionId,
    eventType: "page_view",
    page,
    timestamp: minutesAgo(minutes),
  });
  const consultationClick = (visitor: { id: string; sessionId: string }, page: string, minutes: number) => ({
    id: randomUUID(),
    clientId: visitor.id,
    sessionId: visitor.sessionId,
    eventType: "button_click",
    page,
    element: "Schedule Free Consul",
    details: JSON.stringify({ href: "https://cal.example/x", consultation: true }),
    timestamp: minutesAgo(minutes),
  });
  const syncs: SeedCall[] = [
    {
      url: "/api/client/sync",
      payload: {
        id: hot.id,
        visitCount: 3,
        firstVisit: minutesAgo(3 * 24 * 60),
        lastVisit: minutesAgo(5),
        pageViews: ["/", "/ai-voice", "/contact"],
        formSubmissions: [],
        consultationRequests: 1,
        utmSource: "linkedin",
        utmMedium: "social",
        utmCampaign: "spring",
        referrer: "https://www.linkedin.com/",
        affiliateCode: "PARTNER7",
        email: hot.email,
        name: "Dana Hotlead",
        company: "Hotlead Logistics",
        phone: "+1 555 0100",
      },
    },
    {
      url: "/api/client/sync",
      payload: {
        id: cold.id,
        visitCount: 1,
        firstVisit: minutesAgo(3 * 60),
        lastVisit: minutesAgo(3 * 60),
        pageViews: ["/"],
        formSubmissions: [],
        consultationRequests: 0,
        utmSource: "google",
      },
    },
    {
      url: "/api/client/sync",
      payload: {
        id: superHot.id,
        visitCount: 5,
        firstVisit: minutesAgo(10 * 24 * 60),
        lastVisit: minutesAgo(2 * 24 * 60),
        pageViews: ["/", "/solutions"],
        formSubmissions: [{ form: "contact", at: minutesAgo(2 * 24 * 60) }],
        consultationRequests: 2,
        utmSource: "newsletter",
        email: superHot.email,
        name: "Sam Superhot",
      },
    },
  ];
  const calls: SeedCall[] = [
    {
      url: "/api/journey/events",
      payload: {
        events: [
          {
            id: randomUUID(),
            clientId: hot.id,
            sessionId: hot.sessionId,
            eventType: "page_view",
            page: "/",
            timestamp: minutesAgo(9),
          },
          {
            id: randomUUID(),
            clientId: hot.id,
            sessionId: hot.sessionId,
            eventType: "page_view",
            page: "/ai-voice",
            timestamp: minutesAgo(8),
          },
          {
            id: randomUUID(),
            clientId: hot.id,
            sessionId: hot.sessionId,
            eventType: "button_click",
            page: "/ai-voice",
            element: "Schedule Free Consul",
            details: JSON.stringify({ href: "https://cal.example/x", consultation: true }),
            timestamp: minutesAgo(7),
          },
          {
            id: randomUUID(),
            clientId: hot.id,
            sessionId: hot.sessionId,
            eventType: "page_exit",
            page: "/ai-voice",
            duration: 40,
            scrollDepth: 80,
            exitPage: "/ai-voice",
            timestamp: minutesAgo(6),
          },
          {
            id: randomUUID(),
            clientId: cold.id,
            sessionId: cold.sessionId,
            eventType: "page_view",
            page: "/",
            timestamp: minutesAgo(180),
          },
          {
            id: randomUUID(),
            clientId: cold.id,
            sessionId: cold.sessionId,
            eventType: "page_exit",
            page: "/",
            duration: 20,
            scrollDepth: 40,
            exitPage: "/",
            timestamp: minutesAgo(179),
          },
        ],
      },
    },
    {
      url: "/api/journey/funnel",
      payload: {
        clientId: hot.id,
        sessionId: hot.sessionId,
        funnelType: "consultation",
        stage: "awareness",
        page: "/",
      },
    },
    {
      url: "/api/journey/funnel",
      payload: {
        clientId: hot.id,
        sessionId: hot.sessionId,
        funnelType: "consultation",
        stage: "booking_form",
        page: "/ai-voice",
      },
    },
    {
      url: "/api/journey/funnel",
      payload: {
        clientId: hot.id,
        sessionId: hot.sessionId,
        funnelType: "consultation",
        stage: "purchase",
        conversionValue: 10000,
        page: "/ai-voice",
      },
    },
    {
      url: "/api/journey/funnel",
      payload: {
        clientId: cold.id,
        sessionId: cold.sessionId,
        funnelType: "consultation",
        stage: "awareness",
        page: "/",
      },
    },
    {
      url: "/api/journey/funnel",
      payload: {
        clientId: cold.id,
        sessionId: cold.sessionId,
        funnelType: "consultation",
        stage: "abandoned",
        dropoffReason: "left the pricing page",
        page: "/",
      },
    },
    {
      url: "/api/journey/events",
      payload: {
        events: [
          ...["/", "/solutions", "/ai-voice", "/faq", "/contact", "/about"].map((page, i) =>
            pageView(superHot, page, 30 - i),
          ),
          consultationClick(superHot, "/contact", 20),
        ],
      },
    },
    {
      url: "/api/contact",
      payload: {
        name: "Dana Hotlead",
        email: hot.email,
        phone: "+1 555 0100",
        company: "Hotlead Logistics",
        interest: "voice",
        message: "We would like an AI receptionist for our dispatch line.",
        clientId: hot.id,
      },
    },
    {
      url: "/api/contact",
      payload: {
        name: "Sam Superhot",
        email: superHot.email,
        interest: "voice",
        message: "Please call me about a voice assistant for our shops.",
        clientId: superHot.id,
      },
    },
    ...syncs,
  ];
  return { hot, cold, superHot, calls };
}
