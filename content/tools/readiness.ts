import type { ReadinessDimensionId, ReadinessLevelId } from "#common/tools/quiz/readiness";
import { consultationCta } from "#content/calls-to-action";

/** Copy of the AI readiness assessment. Scoring: common/tools/quiz/readiness.ts. */

interface ReadinessQuestion {
  id: string;
  dimension: ReadinessDimensionId;
  text: string;
  /** Four answers, worth 0, 1, 2 and 3 points in this order. */
  options: [string, string, string, string];
}

export const readinessIntro = {
  eyebrow: "AI readiness assessment",
  title: "How ready is your business for AI?",
  lead: "Fifteen questions across five dimensions: data, processes, people, technology, and leadership and budget. You get a score out of 100, a level, a chart per dimension and concrete next steps for the two weakest areas.",
  method:
    "Each answer is worth 0 to 3 points. A dimension's score is its points as a share of the 9 it could earn, from 0 to 100; the overall score is the average of the five dimensions, so each counts equally. Levels: 0-24 Foundations first, 25-49 Emerging, 50-74 Ready to pilot, 75-100 Ready to scale. Every question needs an answer: where none fits exactly, choose the one closest to how things are today.",
  privacy: "Your answers stay in your browser. Sharing the result puts them, as digits, in the link itself.",
};

export const readinessDimensions: Record<ReadinessDimensionId, { name: string; description: string }> = {
  data: {
    name: "Data",
    description: "Whether the information AI would learn from is collected, findable and trustworthy.",
  },
  processes: { name: "Processes", description: "Whether the work is defined well enough to automate and to measure." },
  people: { name: "People", description: "Whether your team has the time, skills and willingness to work with AI." },
  technology: { name: "Technology", description: "Whether your systems can connect and share data securely." },
  leadership: {
    name: "Leadership and budget",
    description: "Whether someone owns the initiative and money is set aside for it.",
  },
};

export const readinessQuestions: ReadinessQuestion[] = [
  {
    id: "data-capture",
    dimension: "data",
    text: "How is information about customers, orders or operations recorded?",
    options: [
      "Mostly on paper or in people's heads",
      "In scattered spreadsheets and inboxes",
      "In a few systems, with some gaps",
      "Consistently, in systems everyone uses",
    ],
  },
  {
    id: "data-access",
    dimension: "data",
    text: "How easily can you pull last quarter's key figures?",
    options: [
      "We cannot, or it takes days",
      "Someone spends hours compiling them",
      "A report exists but needs manual fixing",
      "A dashboard or export gives them in minutes",
    ],
  },
  {
    id: "data-quality",
    dimension: "data",
    text: "How much do you trust that data?",
    options: [
      "Not at all",
      "We double-check most numbers",
      "Mostly, with known gaps",
      "Fully: it drives decisions today",
    ],
  },
  {
    id: "process-documented",
    dimension: "processes",
    text: "Are your most repetitive tasks written down step by step?",
    options: [
      "No, everyone does them their own way",
      "A few are, informally",
      "Most are, though not always followed",
      "Yes, documented and followed",
    ],
  },
  {
    id: "process-volume",
    dimension: "processes",
    text: "How much of your team's week goes on repeatable tasks such as calls, data entry or scheduling?",
    options: ["Hardly any", "A few hours a week", "About a day a week", "Several days a week"],
  },
  {
    id: "process-measured",
    dimension: "processes",
    text: "Do you measure how long those tasks take or how often they go wrong?",
    options: ["No", "We have a rough feeling", "We measure some of them", "Yes, with figures we track"],
  },
  {
    id: "people-attitude",
    dimension: "people",
    text: "How does your team feel about AI tools?",
    options: [
      "Worried or opposed",
      "Unsure, waiting to see",
      "Curious, a few already use them",
      "Keen, many use them daily",
    ],
  },
  {
    id: "people-skills",
    dimension: "people",
    text: "Does anyone on the team look after software or data?",
    options: [
      "No one",
      "Someone helps out informally",
      "A part-time owner or an outside partner",
      "A dedicated person or team",
    ],
  },
  {
    id: "people-time",
    dimension: "people",
    text: "Could someone give a pilot two to three hours a week for a few weeks?",
    options: ["Not realistically", "Only with difficulty", "Yes, with some planning", "Yes, easily"],
  },
  {
    id: "tech-systems",
    dimension: "technology",
    text: "Which best describes your core business systems?",
    options: [
      "Paper, e-mail and spreadsheets",
      "Off-the-shelf tools that do not talk to each other",
      "Cloud tools, some connected",
      "Cloud tools connected through integrations or APIs",
    ],
  },
  {
    id: "tech-access",
    dimension: "technology",
    text: "Can your systems export data or connect to other software?",
    options: [
      "We do not know",
      "Only by manual export",
      "Some of them have integrations",
      "Yes, most have APIs we can use",
    ],
  },
  {
    id: "tech-security",
    dimension: "technology",
    text: "How do you manage access and security today?",
    options: [
      "Shared passwords, no policy",
      "Individual logins, little else",
      "Individual logins, two-factor on key systems",
      "Access controls, two-factor and a written policy",
    ],
  },
  {
    id: "lead-owner",
    dimension: "leadership",
    text: "Who would own an AI project in your business?",
    options: [
      "No one yet",
      "Whoever has time",
      "A named person, alongside their main job",
      "A named owner with authority to decide",
    ],
  },
  {
    id: "lead-goals",
    dimension: "leadership",
    text: "How clear is the business goal for AI?",
    options: [
      "We have not thought about it",
      "A general wish to save time",
      "A specific problem we want solved",
      "A specific problem with a target figure",
    ],
  },
  {
    id: "lead-budget",
    dimension: "leadership",
    text: "Is there a budget for it?",
    options: [
      "No budget",
      "Possibly, if the case is strong",
      "Yes, for a pilot",
      "Yes, for a pilot and the rollout after it",
    ],
  },
];

export const readinessLevels: Record<ReadinessLevelId, { name: string; summary: string }> = {
  foundations: {
    name: "Foundations first",
    summary:
      "A few basics are missing before AI can pay off. That is common and quick to fix: start with the next steps below, and a narrow, low-data solution such as a voice assistant can still run alongside.",
  },
  emerging: {
    name: "Emerging",
    summary:
      "You have some of the ingredients. One well-chosen pilot on a repetitive task, with a clear figure to beat, is the right next move while you shore up the weaker areas.",
  },
  "pilot-ready": {
    name: "Ready to pilot",
    summary:
      "Your data, team and systems can support a real pilot now. Pick the task that costs the most hours, measure it for two weeks, and run a 3-12 week project against that baseline.",
  },
  "scale-ready": {
    name: "Ready to scale",
    summary:
      "You are ready for more than one solution. Plan a roadmap that connects several solutions to one dashboard, and let each pilot's measured results choose the next.",
  },
};

/** Concrete next steps for a weak dimension. */
export const readinessNextSteps: Record<ReadinessDimensionId, string[]> = {
  data: [
    "Pick the one system where customer or order data should live and move this month's records into it.",
    "Write down the five figures you check every week and where each one comes from.",
    "Fix the data entry step that causes the most corrections, with a required field or a drop-down list.",
  ],
  processes: [
    "List the ten tasks your team repeats most and note roughly how many hours each takes a week.",
    "Write the top task down step by step, including the exceptions, as if training a new hire.",
    "Measure that task for two weeks (time taken, errors, delays) so a pilot has a baseline to beat.",
  ],
  people: [
    "Name one person to own the pilot and block two to three hours a week for it in their calendar.",
    "Show the team what the AI will take off their plate, and what stays with them, before anything changes.",
    "Let two or three volunteers try an AI assistant on their own tasks for a month and share what worked.",
  ],
  technology: [
    "List your business systems and check which ones offer exports, integrations or an API.",
    "Turn on two-factor authentication and individual accounts on every system that holds customer data.",
    "Replace the one tool that blocks data from flowing, usually a spreadsheet standing in for a system.",
  ],
  leadership: [
    "Write the business goal as one sentence with a number, for example: answer every call within three rings.",
    "Set aside a pilot budget; subscriptions start at $750/month, with no large upfront project.",
    "Agree who decides after the pilot, and on which figure, before it starts.",
  ],
};

export const readinessResultCopy = {
  title: "Your AI readiness",
  overallLabel: "Overall score",
  chartTitle: "Score by dimension",
  nextStepsTitle: "Next steps for your weakest areas",
  print: "Print result",
  share: "Copy share link",
  shared: "Link copied. Anyone with it sees this result.",
  shareFallback: "Copy this link to share the result:",
  restart: "Retake the assessment",
  ctaTitle: "Talk it through with us",
  ctaText:
    "Bring this result to a free 30-minute consultation: we suggest the first solution that fits your score, what a pilot would look like and what it would cost, from $750/month.",
  ctaButton: consultationCta,
  sharedNotice: "You are looking at a shared result.",
};
