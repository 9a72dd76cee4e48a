import { CLIENT_COOKIE_DAYS, SYNC_INTERVAL_MS } from "#common/constants";
import { CLIENT_COOKIE_NAME, DEFAULT_RETENTION_DAYS, STORAGE_KEYS } from "#common/tracking-rules";
import type { ContentBlock } from "./guides/blocks";
import { site } from "./site";

/** The date every legal text below took effect; shown on each page and on the index. */
export const LEGAL_EFFECTIVE_DATE = "2025-01-15";
export const LEGAL_EFFECTIVE_LABEL = "15 January 2025";

export interface LegalDocument {
  path: "/privacy-policy" | "/terms-conditions" | "/accessibility";
  title: string;
  summary: string;
  lead: string;
  blocks: readonly ContentBlock[];
}

const SYNC_SECONDS = SYNC_INTERVAL_MS / 1000;

/**
 * The privacy policy describes the tracking exactly as built (app/features/tracking,
 * server/modules/tracking): change those and this text changes with them.
 */
export const privacyPolicy: LegalDocument = {
  path: "/privacy-policy",
  title: "Privacy Policy",
  summary: "What this website collects, why, how long we keep it, and how to see or erase it.",
  lead: `${site.name} runs first-party measurement only: no advertising networks, no third-party analytics. This policy lists every piece of data the website keeps about you, what we use it for, and how to have it erased.`,
  blocks: [
    {
      id: "who-we-are",
      heading: "Who is responsible",
      paragraphs: [
        `${site.name} is responsible for the data collected on this website. For anything about your data, write to ${site.email} or call ${site.phone}.`,
      ],
    },
    {
      id: "client-cookie",
      heading: "The visitor cookie",
      paragraphs: [
        `When you first open a page, the website sets one first-party cookie named ${CLIENT_COOKIE_NAME}. It lives for ${CLIENT_COOKIE_DAYS} days, applies to the whole site (path /), is sent only to this website (SameSite=Lax), and is marked Secure on HTTPS. It holds your visitor record, which your browser also sends to our server every ${SYNC_SECONDS} seconds while a page is open and when you leave it.`,
        "The visitor record contains:",
      ],
      bullets: [
        "id: a random identifier (a UUID) generated in your browser, not derived from anything about you;",
        "visitCount, firstVisit and lastVisit: how many visits you made and when the first and latest began (a visit ends after 30 minutes without activity);",
        "pageViews: the list of paths you opened on this site, such as /solutions;",
        "formSubmissions: which of our forms you sent and when (not what you wrote in them);",
        "consultationRequests: how many times you used a consultation button;",
        "leadScore: a number computed from the above (+2 per new page, +15 per form sent, +25 once you give contact details, +50 per consultation request) that helps our team prioritise replies;",
        "utmSource, utmMedium, utmCampaign, utmContent and utmTerm: the campaign labels of the link that brought you, if it had utm_source, utm_medium, utm_campaign, utm_content or utm_term parameters;",
        "referrer: the address of the page that linked to us, if your browser sends it;",
        "affiliateCode: the partner code of the link that brought you (its ref parameter), if any;",
        "email, name, phone and company: only if you type them into one of our forms yourself.",
      ],
    },
    {
      id: "journey-events",
      heading: "Journey events",
      paragraphs: [
        "To understand which pages help visitors and where they give up, the website records what you do on it as journey events. Each event holds a session id, its type, the page, the element involved, and depending on the type a duration, a scroll depth, the page you left from and a few details in JSON:",
      ],
      bullets: [
        "page views and page exits, with the time spent on the page in seconds and the deepest scroll reached as a percentage;",
        "the first time you focus a field of a form (form start) and the sending of a form (form submit), without the text you typed;",
        "clicks on buttons and links, with their text (shortened to 20 characters) and address;",
        "use of the voice demo, the quizzes and the calculators;",
        "which questions of the FAQ you open;",
        "funnel steps such as starting and completing a form, or leaving it, with the step reached.",
      ],
    },
    {
      id: "sending",
      heading: "How events are sent",
      paragraphs: [
        "Events are sent in small batches: those that happen within a quarter of a second (250 ms) of each other travel in one call, and the last ones when you leave or hide the page, even if you leave before the page has finished loading. Each event carries a random identifier (a UUID) made in your browser, so that a call repeated after a network error is never stored twice. The admin area of this website is not tracked.",
      ],
    },
    {
      id: "browser-storage",
      heading: "Browser storage",
      paragraphs: [
        "Besides the cookie, the website keeps a few values in your browser's storage. They never leave your device except as part of the calls described here.",
      ],
      bullets: [
        `${STORAGE_KEYS.sessionId} and ${STORAGE_KEYS.sessionSeen}: the id of your current session (sess_ followed by random text and a timestamp) and the time of your last activity;`,
        `${STORAGE_KEYS.affiliateRef} and ${STORAGE_KEYS.referralId}: the partner code of the link that brought you and the referral id our server returned for it;`,
        "adminToken: only for members of our team who sign in to the admin area.",
      ],
    },
    {
      id: "ip-address",
      heading: "Your IP address",
      paragraphs: [
        "We never store your IP address. When a tracking call arrives, the server turns the address into a hash with a random salt. The salt changes every day (UTC) and yesterday's salt is deleted once today's exists, so a stored hash cannot be tied back to an address after the day is over. We keep the hash and your browser's user-agent string with your visitor record and events, to tell repeated calls from the same device apart on the same day and to filter out automated traffic. For our visitor statistics the server also notes, with each event, the type of device (computer, phone or tablet), browser and operating system named by the user-agent string, and the country the address belongs to, looked up in a copy of DB-IP's IP-to-country database kept on our own server (no address is sent anywhere). Only the two-letter country code is kept, never the address.",
      ],
    },
    {
      id: "do-not-track",
      heading: "Global Privacy Control and Do Not Track",
      paragraphs: [
        "If your browser sends a Global Privacy Control or a Do Not Track signal, the website does not track you at all: it sets no visitor cookie, records no journey events and makes no tracking calls. Forms you choose to send still reach us, because you sent them. Requests from search engines and other bots are dropped by the server and never stored.",
        "Honouring these signals is a setting of our admin area, switched on by default. Should we ever switch it off, this section will say so before it takes effect.",
      ],
    },
    {
      id: "forms",
      heading: "What you send us",
      paragraphs: [
        "When you send the contact form we store your name, e-mail address, optional phone and company, the solution you are interested in, your message and, if you are tracked, your visitor id. Applications for sales roles, affiliate registrations and quiz or calculator results you choose to send are stored with the details their forms ask for. The voice demo sends your recording to our server to transcribe and answer it; the recording is not kept.",
        "We use these details only to answer you, to run the affiliate and sales programmes, and to improve the website. We do not sell them and do not share them with advertisers.",
      ],
    },
    {
      id: "affiliates",
      heading: "Partner referrals",
      paragraphs: [
        "If you arrived through a partner's link, we record a referral that links the partner's code to your visitor id. A code we do not know, or of a partner who is not active, is not kept: nothing about it is stored in your browser or on our server. If you later give us your e-mail address, the referral becomes a lead, and the partner sees your name and e-mail address in their dashboard so that commissions can be checked. Partners never see your journey.",
      ],
    },
    {
      id: "retention",
      heading: "How long we keep it",
      paragraphs: [
        `Journey events and funnel steps are deleted automatically after ${DEFAULT_RETENTION_DAYS} days (about 13 months); our team can shorten this period in the admin settings. Visitor records and messages are kept while they are useful for the business relationship and deleted on request. The cookie in your browser expires ${CLIENT_COOKIE_DAYS} days after your last visit, and you can delete it at any time in your browser settings.`,
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights and how to ask for erasure",
      paragraphs: [
        `You may ask to see the data we hold about you, to correct it, or to have it erased. Write to ${site.email} and include your visitor id if you can (it is the id field of the ${CLIENT_COOKIE_NAME} cookie) or the e-mail address you gave us. Erasing a visitor record also deletes all of its journey events and funnel steps. We answer within 30 days. Under GDPR you may also complain to your data protection authority.`,
      ],
    },
    {
      id: "security",
      heading: "Security",
      paragraphs: [
        "Data is encrypted in transit, access to the admin area requires a personal sign-in, and passwords are stored only as salted hashes. The security page describes how we protect client data in the solutions we build.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      paragraphs: [
        `This version took effect on ${LEGAL_EFFECTIVE_LABEL}. When we change what the website collects, we update this page and its effective date first.`,
      ],
    },
  ],
};

export const termsConditions: LegalDocument = {
  path: "/terms-conditions",
  title: "Terms and Conditions",
  summary: "The terms for using this website, its demos and calculators, and how our engagements are agreed.",
  lead: `These terms apply to your use of the ${site.name} website, including its demos, quizzes and calculators. The AI solutions we build are governed by a separate written agreement signed for each engagement.`,
  blocks: [
    {
      id: "use-of-site",
      heading: "Using this website",
      paragraphs: [
        "You may read, share and link to the pages of this website. Please do not try to disrupt it, probe it for weaknesses without our permission, or collect its content automatically at a rate that burdens it.",
      ],
    },
    {
      id: "information",
      heading: "Information and estimates",
      paragraphs: [
        "The solution ideas, ROI ranges, calculators and quiz results on this website are general information and estimates, not offers or guarantees. Actual results depend on your volumes, data and processes; we work them out with you in the free consultation and the pilot. Client results quoted on the website describe those clients' projects and are not a promise of the same outcome.",
      ],
    },
    {
      id: "engagements",
      heading: "Engagements and subscriptions",
      paragraphs: [
        "Solutions are provided as monthly subscriptions, starting at $750/month. Scope, price, implementation timeline (typically 3-12 weeks, starting with a pilot), service levels and data processing terms are set out in a written agreement before any work starts. Where that agreement differs from these terms, the agreement prevails.",
      ],
    },
    {
      id: "consultation",
      heading: "Free consultation",
      paragraphs: [
        "The free 30-minute consultation carries no obligation. It is booked through an external scheduling page, whose own terms and privacy policy apply to the booking.",
      ],
    },
    {
      id: "voice-demo",
      heading: "The voice demo",
      paragraphs: [
        "The voice demo is a demonstration. Its answers are generated automatically, may be wrong, and are not advice or an offer. Do not share confidential or personal information in it.",
      ],
    },
    {
      id: "affiliates",
      heading: "Affiliate programme",
      paragraphs: [
        "Partners who join the affiliate programme agree to the programme terms shown at registration, including the commission rate and attribution window in force. Referrals from a partner's own e-mail address are not credited.",
      ],
    },
    {
      id: "intellectual-property",
      heading: "Intellectual property",
      paragraphs: [
        `The text, design and code of this website belong to ${site.name}. Names of third-party products mentioned as integrations belong to their owners.`,
      ],
    },
    {
      id: "liability",
      heading: "Liability",
      paragraphs: [
        "We take care that this website is accurate and available, but we provide it as it is. To the extent the law allows, we are not liable for losses arising from reliance on its general information, or from it being unavailable.",
      ],
    },
    {
      id: "privacy",
      heading: "Privacy",
      paragraphs: ["How we handle data collected on this website is described in the privacy policy."],
    },
    {
      id: "contact",
      heading: "Questions and changes",
      paragraphs: [
        `These terms took effect on ${LEGAL_EFFECTIVE_LABEL}. We may update them; the version and effective date on this page apply. Questions: ${site.email}.`,
      ],
    },
  ],
};

export const accessibilityStatement: LegalDocument = {
  path: "/accessibility",
  title: "Accessibility Statement",
  summary: "Our commitment to WCAG 2.2 level AA, how we test, known limitations, and how to report a barrier.",
  lead: `${site.name} wants everyone to be able to use this website, whatever device, browser or assistive technology they use. Our target is conformance with the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.`,
  blocks: [
    {
      id: "standard",
      heading: "Our standard: WCAG 2.2 AA",
      paragraphs: ["We design and build every page against WCAG 2.2 level AA. In practice this means:"],
      bullets: [
        "every page has one main heading, a logical heading order and landmarks for navigation, main content and footer;",
        "everything works with a keyboard alone, with a visible focus indicator;",
        "text and controls meet the AA contrast ratios;",
        "form fields have visible labels, required fields are marked, and errors are announced and explained in text next to the field;",
        "pages reflow to a 320 px wide screen without horizontal scrolling, and text can be enlarged to 200%;",
        "animations are short and decorative, and the page does not rely on colour alone to convey meaning.",
      ],
    },
    {
      id: "testing",
      heading: "How we test",
      paragraphs: [
        "Our automated end-to-end tests open the public pages in a real browser and check them with axe-core; a change that introduces a violation fails the tests. We also audit pages with Lighthouse and test them with the keyboard when we build or change them.",
      ],
    },
    {
      id: "limitations",
      heading: "Known limitations",
      paragraphs: [
        "The voice demo needs a microphone for spoken input; where speech recognition is not available, you can type instead. The external scheduling page used to book consultations is run by a third party, and its accessibility is outside our control; if it gives you trouble, e-mail or call us and we will book the consultation for you.",
      ],
    },
    {
      id: "feedback",
      heading: "Report a barrier",
      paragraphs: [
        `If something on this website is hard or impossible for you to use, tell us at ${site.email} or ${site.phone}. Please describe the page and what happened; we reply within two business days and provide the information in another way if needed.`,
      ],
    },
    {
      id: "date",
      heading: "About this statement",
      paragraphs: [
        `This statement took effect on ${LEGAL_EFFECTIVE_LABEL} and is reviewed whenever the website changes significantly.`,
      ],
    },
  ],
};

export const legalDocuments: readonly LegalDocument[] = [privacyPolicy, termsConditions, accessibilityStatement];

export const legalIndex = {
  eyebrow: "Legal",
  heading: "Legal documents",
  lead: "Every policy and term that applies to this website, with the date it took effect. Questions about any of them go to the same place: our team, by e-mail or phone.",
} as const;
