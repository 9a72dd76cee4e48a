import type { VoiceScenarioId } from "#common/voice";
import type { BuyerTopic } from "../buyer";

/**
 * The voice assistant's evaluation set: questions as people say them (lower case, fillers,
 * no punctuation), each with the fact its answer must contain. Asked in order, one call per
 * scenario, so each answer also sees the turns before it.
 */
export interface EvalQuestion {
  scenario: VoiceScenarioId;
  question: string;
  /** The answer must contain this (case-insensitive), or match it. */
  fact: string | RegExp;
  /** A buyer's question: what it is about (the evaluation reports price questions on their own). */
  topic?: BuyerTopic;
}

const ask =
  (scenario: VoiceScenarioId) =>
  (question: string, fact: string | RegExp, topic?: BuyerTopic): EvalQuestion => ({ scenario, question, fact, topic });
const receptionist = ask("virtual-receptionist");
const sales = ask("sales-assistant");
const support = ask("customer-support");

/**
 * A fact the site does not state (a contract term, a data region, a named integration it does
 * not list): the answer says so plainly and offers the consultation, never a figure about
 * something else.
 */
const NOT_ON_SITE = /^(?!.*\$\d)(?=.*consultation).*\bsite doesn't (say|state|list|name)\b/i;
const PRICE = "$750 a month";

export const evalQuestions: readonly EvalQuestion[] = [
  receptionist("how much does it cost", "$750 a month"),
  receptionist("um what happens in the free consultation", "30-minute"),
  receptionist("how long is the consultation", "30-minute"),
  receptionist("what is the first step", "30-minute"),
  receptionist("how can i contact your team", "hello@meridian-ai.example"),
  receptionist("what is your phone number", "(555) 010-4200"),
  receptionist("how long does a project take", "3 to 12 weeks"),
  receptionist("do you work with clinics", /Healthcare|Clinic Voice Receptionist|HIPAA/),
  receptionist("is my data safe with you", /encrypt/),
  receptionist("are you gdpr compliant", "GDPR"),
  receptionist("do you answer phones for plumbers", "After-Hours Call Answering for Trades"),
  receptionist("can you book restaurant reservations by phone", "Restaurant Phone Reservations Assistant"),
  receptionist("what does the subscription include", /hosting/),
  receptionist("do we need technical staff", /design, build, host and maintain/),
  receptionist("do you have an affiliate program", /affiliate|referral/),
  receptionist("are you hiring", /sales|hiring|careers/),
  receptionist("can i try a solution before talking to anyone", /demo/),
  receptionist("what is the payback for the voice assistant", "1 to 2 months"),
  receptionist("what kinds of solutions can you build", /hardware|software/),
  receptionist("do you do security cameras", "AI Security Monitoring"),
  receptionist("will my data be used to train other models", /used only to run your own solution/),
  receptionist("can you work with health data", "HIPAA"),
  receptionist("what support do we get after launch", /support|monitor/),
  receptionist("does it work with the software we already use", /integrat|connect/),
  receptionist("is this a fit for a small business", /small/),
  receptionist("what results do your clients get", "31%"),
  receptionist("what is your win rate", "86%"),
  receptionist("how many hours do clients save", /30 hours/),

  sales("how much does it cost", "$750 a month"),
  sales("what makes one solution cost more than another", /hardware|scope|integrat/),
  sales("how soon does a solution pay for itself", /months/),
  sales("what is the payback period for ai seo", "4 to 6 months"),
  sales("what is the payback for business intelligence", "6 to 8 months"),
  sales("how fast does security monitoring pay back", "3 to 5 months"),
  sales("what about legal contract ai payback", "2 to 4 months"),
  sales("how quickly does marketing automation pay for itself", "2 to 3 months"),
  sales("do you have anything for contract review", "Contract Review Assistant"),
  sales("we need help with fraud in transactions", "Transaction Fraud Signals"),
  sales("can ai help forecast demand in our stores", "Store-Level Demand Forecasting"),
  sales("something for predictive maintenance in our factory", "Predictive Maintenance"),
  sales("we lose time on patient intake forms", "Patient Intake Automation"),
  sales("can you optimise delivery routes", "Delivery Route Optimisation"),
  sales("we need to answer property leads faster", "Instant Property Lead Response"),
  sales("do you have a tool for bids and estimates in construction", "Bid and Estimating Assistant"),
  sales("how do you handle insurance claims intake", "Claims Intake and Triage"),
  sales("can you monitor soil moisture on a farm", "Soil Moisture and Smart Irrigation"),
  sales("what about grant applications for government", "Grant Application Assistant"),
  sales("how do you estimate the return on investment", /pilot|estimate/),
  sales("show me a case study", /hours saved weekly|error reduction|portfolio growth|callback increase/),
  sales("tell me about the water filtration project", "90% error reduction"),
  sales("what about the crypto trading bot", "37% portfolio growth"),
  sales("how did the government contracting outreach go", /Government Contracting Education Outreach|100 hours|64%/),
  sales("how many ideas are in your catalog", /ideas/),
  sales("what industries do you cover", /catalog|industr/),
  sales("how long until we launch", "3 to 12 weeks"),
  sales("what results do your clients see", "86%"),
  sales("we run a small law firm", /Legal/),
  sales("about eight people", /2 to 10 people/),
  sales("mostly paperwork and documents", /paperwork and documents/),
  sales("around one thousand dollars a month", "Contract"),

  support("how long does implementation take", "3 to 12 weeks"),
  support("what happens in the pilot", /pilot|workflow/),
  support("is my data secure", /encrypt/),
  support("are you hipaa compliant", "HIPAA"),
  support("what about gdpr", "GDPR"),
  support("how does billing work", /subscription|monthly|invoice|\$750/),
  support("how does the dashboard work", /dashboard/),
  support("what is the unified dashboard", /dashboard/),
  support("how much of our team's time will implementation take", /hours|time/),
  support("will it work with the software we already use", /integrat|connect|systems/),
  support("what support do we get after launch", /support|monitor/),
  support("do you encrypt data at rest", /at rest/),
  support("who can access our data", /access/),
  support("will our data train ai for other companies", /used only to run your own solution/),
  support("can you work with health data", "HIPAA"),
  support("what does the website collect about me", /track|collect|IP/),
  support("what does the monthly subscription include", /hosting/),
  support("how much does it cost per month", "$750 a month"),
  support("when does the rollout happen", /weeks|rollout/i),
  support("what do you need from us during implementation", /decision-maker|access|sample data|hours/),
  support("how do we prepare for the consultation", /consultation|prepare/),
  support("my dashboard is not working", "hello@meridian-ai.example"),
  support("i was charged twice this month can you fix it", /hello@meridian-ai\.example|\(555\) 010-4200/),
  support("what is the difference between hardware software and hybrid", /hardware/),
  support("how do you keep our data secure", /encrypt/),
  support("what is the first step", /consultation/),
  support("do you monitor the solution after launch", /monitor/),
  support("what happens to recordings and sensor data", /on site|sensor|recordings/),

  // Buyers' own words (not the site's), each with the fact its answer must hold.
  sales("what would it cost us", PRICE, "price"),
  sales("what does it cost for a small law firm", PRICE, "price"),
  sales("ballpark what are we looking at per month", PRICE, "price"),
  sales("is there a setup fee", /no setup fee/, "price"),
  sales("do we have to pay anything up front", /no setup fee|no large up-front/, "price"),
  sales("how much extra is it if we want it connected to more of our systems", "$100 a month", "price"),
  sales("what do you charge for the cameras and sensors", "$300 a month", "price"),
  sales("how long until it works", "3 to 12 weeks", "timeline"),
  sales("when could we realistically go live", "3 to 12 weeks", "timeline"),
  sales("can we cancel if it doesn't work out", NOT_ON_SITE, "contract"),
  sales("how long is the contract", NOT_ON_SITE, "contract"),
  sales("do you offer a trial", /pilot/, "pilot"),
  sales("can we start small and see if it works", /pilot/, "pilot"),
  sales("can it connect to our calendar", /calendar/, "integration"),
  sales("does it plug into our crm", /CRM/, "integration"),
  sales("does it work with sap", /SAP Business One/, "integration"),
  sales("can it sync with pipedrive", NOT_ON_SITE, "integration"),
  sales("where is our data kept", /where your data is stored|on site|on your premises/, "security"),
  sales("do we need to buy hardware", /leased|only when|needs on-site hardware/, "hardware"),
  sales("who helps us when something goes wrong after launch", /support/, "support"),
  sales("is training for my staff included", /training/, "support"),

  receptionist("what would a voice assistant cost a dental office", PRICE, "price"),
  receptionist("roughly how much per month", PRICE, "price"),
  receptionist("are there any hidden fees", /no setup fee|covers the build/, "price"),
  receptionist("does the monthly price include hosting and updates", /hosting/, "price"),
  receptionist("how soon could we have it answering our phones", "3 to 12 weeks", "timeline"),
  receptionist("is there a minimum term", NOT_ON_SITE, "contract"),
  receptionist("do we have to sign a long contract", NOT_ON_SITE, "contract"),
  receptionist("is there a free trial", /pilot|demo/, "pilot"),
  receptionist("can it hook into our phone system", /existing number|phone systems/, "integration"),
  receptionist("do we have to change our phone number", /existing number/, "integration"),
  receptionist("can it book appointments straight into our calendar", /calendar/, "integration"),
  receptionist("does it work with microsoft dynamics", NOT_ON_SITE, "integration"),
  receptionist("where do you store our data", /where your data is stored|on site|on your premises/, "security"),
  receptionist("is our data kept in the eu", NOT_ON_SITE, "security"),
  receptionist("do we need any special equipment", /leased|existing number|on-site hardware|no/i, "hardware"),
  receptionist("can you use the cameras we already have", /existing cameras/, "hardware"),
  receptionist("what if it stops working at night", /support|monitor/, "support"),

  support("what's the monthly fee", PRICE, "price"),
  support("how much does the cheapest plan cost", PRICE, "price"),
  support("is there a charge to get set up", /no setup fee|no large up-front/, "price"),
  support("do we pay extra for support", /included|support/, "price"),
  support("how long before we see it working", "3 to 12 weeks", "timeline"),
  support("what happens during the first few weeks", /pilot|workflow|weeks/, "timeline"),
  support("can we cancel any time", NOT_ON_SITE, "contract"),
  support("what's the notice period", NOT_ON_SITE, "contract"),
  support("can we try it on one process first", /pilot/, "pilot"),
  support("will it talk to our accounting software", /accounting|connect/, "integration"),
  support("can it connect to google calendar", /calendar/, "integration"),
  support("does it integrate with zendesk", /Zendesk/, "integration"),
  support("where is our data hosted", /where your data is stored|on site|on your premises/, "security"),
  support("which country are the servers in", NOT_ON_SITE, "security"),
  support("who can see our customer records", /access/, "security"),
  support("is it hipaa ready", "HIPAA", "security"),
  support("do we have to buy servers", /host|leased|no/i, "hardware"),
  support("who installs the sensors", /install/, "hardware"),
  support("who do we call if it breaks", /\(555\) 010-4200|hello@meridian-ai\.example/, "support"),
  support("is support included or extra", /included/, "support"),
  support("do you keep improving it after launch", /updates|reviews|monitor/, "support"),
  support("how quickly do you respond to a problem", /support|business-hours|same-day/, "support"),
];
