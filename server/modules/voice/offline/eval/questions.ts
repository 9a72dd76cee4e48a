import type { VoiceScenarioId } from "#common/voice";

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
}

const receptionist = (question: string, fact: string | RegExp): EvalQuestion => ({
  scenario: "virtual-receptionist",
  question,
  fact,
});
const sales = (question: string, fact: string | RegExp): EvalQuestion => ({
  scenario: "sales-assistant",
  question,
  fact,
});
const support = (question: string, fact: string | RegExp): EvalQuestion => ({
  scenario: "customer-support",
  question,
  fact,
});

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
];
