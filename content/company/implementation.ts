import { CONSULTATION_MINUTES, IMPLEMENTATION_WEEKS } from "#common/constants";
import type { ContentBlock } from "#content/guides/blocks";

const weeks = `${IMPLEMENTATION_WEEKS.min}-${IMPLEMENTATION_WEEKS.max} weeks`;

/** /implementation */
export const implementation = {
  eyebrow: "Implementation",
  heading: `From first call to launch in ${weeks}`,
  lead: `Every project begins with a pilot. We prove the solution on one real workflow with your own data, agree the results with you, and only then roll it out. Most projects take ${weeks} from kick-off to launch.`,
  phases: [
    {
      title: "Free consultation",
      when: `${CONSULTATION_MINUTES} minutes`,
      text: "We learn how your business runs, identify where AI would save the most time or money, and give you recommendations, an ROI projection and a roadmap.",
    },
    {
      title: "Discovery and design",
      when: "Week 1",
      text: "We map the workflow in detail, collect sample data, agree the pilot's scope and the measures of success, and confirm the monthly price in writing.",
    },
    {
      title: "Pilot",
      when: "Weeks 2-4",
      text: "A working solution on one workflow, team or site, with your real data. We measure it against the agreed goals and adjust until it meets them.",
    },
    {
      title: "Build and integrate",
      when: "Weeks 3-8",
      text: "We extend the solution to its full scope, connect it to your systems, install any hardware and set up your unified dashboard.",
    },
    {
      title: "Rollout and training",
      when: "Weeks 4-12",
      text: "Phased rollout to your other teams, sites or channels, with training for the people who use it and clear hand-over notes.",
    },
    {
      title: "Launch and support",
      when: "Ongoing",
      text: "We monitor, maintain, update and improve the solution for as long as you subscribe, and review its results with you regularly.",
    },
  ],
  blocks: [
    {
      id: "pilot",
      heading: "Why we always start with a pilot",
      paragraphs: [
        "A pilot answers the only question that matters before a rollout: does this work in your business, with your data and your people? It is small enough to run in a few weeks and real enough to measure. If the pilot does not meet the goals we agreed, we say so, adjust, or recommend not going further.",
      ],
      bullets: [
        "One workflow, team or site, chosen for a clear and measurable result",
        "Success measures agreed before the pilot starts",
        "Your own data, your own systems, your own staff",
        "A go, adjust or stop decision at the end, made together",
      ],
    },
    {
      id: "what-you-provide",
      heading: "What we need from you",
      paragraphs: [
        "Implementation is done by us, but a few things only you can provide. We keep the time we ask for small and agree it at the start.",
      ],
      bullets: [
        "One decision-maker and one day-to-day contact for the project",
        "Access to the systems the solution connects to, through accounts we agree",
        "Sample data and documents for the pilot, such as recordings, invoices or sensor readings",
        "A few hours of your team's time for workshops, testing and training",
        "For hardware: site access, a power supply and a place to mount devices",
      ],
    },
    {
      id: "after-launch",
      heading: "Support after launch",
      paragraphs: [
        "Launch is the start of the subscription, not the end of the project. Hosting, monitoring, maintenance, updates and support are included in the monthly fee, and so are improvements as your volumes and processes change.",
      ],
      bullets: [
        "Monitoring of accuracy, uptime and usage, with alerts to our team",
        "Updates to models, integrations and hardware firmware",
        "Regular reviews of results against the goals agreed in the pilot",
        "Support for your team by e-mail and phone",
      ],
    },
  ] satisfies ContentBlock[],
};
