/** /results */
export const results = {
  eyebrow: "Results",
  heading: "Client results, with the context behind them",
  lead: "The figures on our home page are our clients' results. Here is what each one means and where it comes from.",
  headline: [
    {
      metric: "31%",
      label: "conversion boost",
      context:
        "Client results for solutions that answer, qualify and follow up leads, such as voice assistants and marketing automation: more enquiries answered quickly means more of them turn into customers.",
    },
    {
      metric: "86%",
      label: "average client win rate",
      context:
        "The average win rate our clients report. Fast, consistent follow-up and better-prepared proposals put the team in front of the right prospects at the right time.",
    },
    {
      metric: "30+ hrs",
      label: "saved monthly",
      context:
        "Hours of manual work our clients save each month: calls answered, documents read, reports built and data entered without a person doing it by hand.",
    },
  ],
  caseStudyIntro:
    "Three client projects show the same pattern in detail: a repetitive task, a pilot on real data, and a measurable result.",
  caveat:
    "Your results depend on your volumes, processes and data. That is why we start every project with a pilot that measures them, and why we show estimates as ranges until then.",
};
