import { landingFaqs } from "#content/faqs";
import { industries } from "#content/solutions";
import { prebuiltSolutions } from "#content/solutions/prebuilt-solutions";
import { voiceScenarios } from "#content/voice/scenarios";
import { knowledgePhrases } from "./responder-knowledge";

/**
 * What visitors are likely to say to the three demo scenarios. The recogniser's language
 * model is built from these plus the scenarios' own phrases and the site's FAQ questions.
 */
const GENERAL = [
  "hello",
  "hi there",
  "good morning",
  "yes please",
  "yes",
  "no thanks",
  "no",
  "thank you",
  "thanks that helps",
  "okay",
  "goodbye",
  "bye",
  "can you repeat that",
  "tell me more",
  "what can you do",
  "who are you",
  "i have a question",
];

const RECEPTIONIST = [
  "i would like to book a consultation",
  "i want to book a free consultation",
  "can i book an appointment",
  "i need to schedule a meeting",
  "can i schedule a call for tomorrow",
  "i would like to reschedule my appointment",
  "can i move my consultation to next week",
  "i need to cancel my appointment",
  "what are your opening hours",
  "what are your business hours",
  "when are you open",
  "are you open on weekends",
  "how can i contact you",
  "what is your phone number",
  "what is your email address",
  "can i speak to a person",
  "can someone call me back",
  "how long is the consultation",
  "is the consultation free",
  "where are you located",
];

const SALES = [
  "how much does it cost",
  "what does it cost",
  "what is the price",
  "how much is it per month",
  "what are your prices",
  "is there a monthly fee",
  "what solutions do you offer",
  "what do you do",
  "what kind of ai do you build",
  "we run a small law firm",
  "i run a restaurant",
  "we are a dental clinic",
  "we have a manufacturing company",
  "i own a retail store",
  "we are a real estate agency",
  "we are a small business",
  "can you help with marketing",
  "can you help with seo",
  "can you answer our phone calls",
  "do you build voice assistants",
  "can ai review our contracts",
  "can you help with security cameras",
  "we need better reports",
  "i want business intelligence",
  "we spend too much time on paperwork",
  "we miss a lot of calls",
  "what results do your clients get",
  "what is your win rate",
  "how much time can we save",
  "what is the return on investment",
  "do you build hardware",
  "do you build custom software",
  "i am interested",
  "i would like to talk to sales",
];

const SUPPORT = [
  "how long does implementation take",
  "how long does it take to set up",
  "when can we start",
  "what is the pilot",
  "is my data secure",
  "how do you protect our data",
  "are you gdpr compliant",
  "are you hipaa compliant",
  "do you encrypt our data",
  "who can access our data",
  "how does the dashboard work",
  "where is the dashboard",
  "can i see all my solutions in one place",
  "how does billing work",
  "when will i be charged",
  "can i change my plan",
  "can i cancel my subscription",
  "where is my invoice",
  "do you offer support",
  "do you train our staff",
  "something is not working",
  "i need help",
];

/** All example sentences: these lists, each scenario's phrases, the FAQ questions and the solution names. */
export function recognitionCorpus(): string[] {
  return [
    ...GENERAL,
    ...RECEPTIONIST,
    ...SALES,
    ...SUPPORT,
    ...voiceScenarios.flatMap((s) => s.samplePhrases),
    ...landingFaqs.map((f) => f.question),
    ...prebuiltSolutions.flatMap((s) => [s.title, `tell me about ${s.title}`, `how much does ${s.title} cost`]),
    ...industries.flatMap((i) => [`we work in ${i.name}`, `do you have solutions for ${i.name}`]),
    // Everything the assistant can answer about, so the recogniser knows the site's own words.
    ...knowledgePhrases(),
  ];
}
