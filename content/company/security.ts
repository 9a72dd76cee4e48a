import type { ContentBlock } from "#content/guides/blocks";
import { site } from "#content/site";

/** /security */
export const security = {
  eyebrow: "Security",
  heading: "Security and compliance",
  lead: "Your data is protected with encryption and access controls, and our solutions are built for GDPR and HIPAA compliance. Here is what that means in practice.",
  pillars: [
    {
      title: "Encryption",
      text: "Data is encrypted in transit between devices, our systems and yours, and at rest wherever we store it, including backups, documents, recordings and sensor data.",
    },
    {
      title: "Access controls",
      text: "Each person gets only the access their role needs, in your dashboard and on our team. Access is granted per person, reviewed, and removed when it is no longer needed.",
    },
    {
      title: "GDPR compliance",
      text: "Personal data is processed only for the purposes agreed with you, kept no longer than needed, and the rights of the people it belongs to are respected: access, correction, erasure and objection.",
    },
    {
      title: "HIPAA compliance",
      text: "Solutions that handle protected health information are built for HIPAA compliance: encryption, role-based access, audit logs of who accessed what, and the agreements HIPAA requires.",
    },
  ],
  blocks: [
    {
      id: "data-handling",
      heading: "How we handle your data",
      paragraphs: [
        "Your data is used for one purpose: running your solution. It is not sold, it is not shared with other clients, and it is not used to train models for anyone else.",
      ],
      bullets: [
        "We collect only the data a solution needs, and agree it with you in the pilot",
        "Video and raw sensor data stay on site where the solution allows it; only events and summaries are sent",
        "Actions are logged, so you can see who did what and when",
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights as a visitor of this website",
      paragraphs: [
        "This website measures how visitors use it with first-party tracking only. We never store your raw IP address, we honour Global Privacy Control and Do Not Track signals by not tracking you at all, and you can ask us to show you or erase the data held about you.",
        `Write to ${site.email} to use your rights. Our privacy policy lists exactly what is collected and how long it is kept.`,
      ],
    },
  ] satisfies ContentBlock[],
};
