import type { IdeaInput } from "./types";

export const education: IdeaInput[] = [
  {
    slug: "enrolment-enquiry-assistant",
    title: "Enrolment Enquiry Assistant",
    type: "software",
    serves: { timeSinks: ["support", "leads", "scheduling", "calls"], channels: ["web", "phone"], data: ["crm"] },
    summary: "Answers prospective students and parents around the clock and books tours and calls.",
    problem:
      "Enquiries about courses, fees and start dates peak in the evenings, and a slow answer sends prospective students to another provider.",
    howItWorks:
      "The assistant answers on the website, by text and by phone from your approved course information, qualifies the enquiry, and books a tour or advisor call. Every conversation lands in your CRM with the answers given.",
    features: [
      "Answers from approved course information",
      "Tour and advisor booking",
      "Follow-up sequences until enrolment",
      "Conversation history in the CRM",
    ],
    integrations: ["Student information systems", "CRMs such as HubSpot or Salesforce Education Cloud", "Calendars"],
    roi: [
      { label: "Enquiries answered out of hours", range: "Nearly all, from few" },
      { label: "Enquiry-to-application conversion", range: "10-25% higher" },
    ],
  },
  {
    slug: "outreach-campaign-automation",
    title: "Education Outreach Campaign Automation",
    type: "software",
    serves: { timeSinks: ["leads", "content"], channels: ["email", "phone"], data: ["crm"] },
    summary:
      "Finds and contacts the organisations and people your programmes serve, with personal, compliant outreach.",
    problem:
      "Outreach for training programmes is done by hand, one e-mail and one call at a time, so most of the eligible audience never hears about them.",
    howItWorks:
      "The system builds target lists from public and licensed data, writes personal outreach for each segment, sends it on a schedule with follow-ups, places callback calls where prospects ask for them, and reports responses and enrolments on the dashboard.",
    features: [
      "Target lists from public and licensed data",
      "Personalised multi-step outreach",
      "Callback scheduling and automated calls",
      "Opt-out and consent handling",
    ],
    integrations: ["CRM", "E-mail and phone systems", "Unified dashboard"],
    roi: [
      { label: "Staff hours spent on outreach", range: "50-80% less" },
      { label: "Callbacks from outreach", range: "Substantially more" },
    ],
  },
  {
    slug: "course-content-assistant",
    title: "Course Content and Assessment Builder",
    type: "software",
    serves: { timeSinks: [], channels: [], data: ["documents"] },
    summary: "Turns your material into lesson plans, quizzes and practice questions for instructors to approve.",
    problem:
      "Instructors spend evenings writing quizzes, worksheets and variations of the same lesson for different levels.",
    howItWorks:
      "Upload your curriculum and materials; the builder drafts lesson outlines, question banks at several difficulty levels, marking rubrics and summaries, all traceable to your source material, for instructors to edit and publish.",
    features: [
      "Question banks by level and learning objective",
      "Rubrics aligned to your standards",
      "Drafts traceable to source material",
      "Export to your learning platform",
    ],
    integrations: [
      "Learning management systems such as Moodle or Canvas",
      "Google Workspace for Education",
      "Microsoft 365",
    ],
    roi: [
      { label: "Instructor preparation time", range: "3-6 hours a week saved" },
      { label: "Practice questions available per unit", range: "Several times more" },
    ],
  },
  {
    slug: "student-success-early-warning",
    title: "Student Success Early Warning",
    type: "software",
    serves: { timeSinks: ["reporting"], channels: [], data: [] },
    summary: "Spots learners at risk of dropping out from attendance and activity, so staff can step in early.",
    problem: "Learners who are struggling are often noticed only when they fail or leave, when it is too late to help.",
    howItWorks:
      "The model reads attendance, platform activity and assessment results, flags learners whose patterns suggest risk, and explains the signals to advisors, who decide how to follow up. Flags are never shown to learners or used for grading.",
    features: [
      "Risk flags with the reasons shown",
      "Advisor follow-up workflow",
      "Outcome tracking of interventions",
      "Clear limits on how data is used",
    ],
    integrations: ["LMS", "Student information systems", "Attendance systems"],
    roi: [
      { label: "Course completion rate", range: "3-10 points higher" },
      { label: "Time for advisors to find at-risk learners", range: "Much less" },
    ],
  },
  {
    slug: "marking-feedback-assistant",
    title: "Marking and Feedback Assistant",
    type: "software",
    serves: { timeSinks: [], channels: [], data: [] },
    summary: "Drafts rubric-based feedback on written work, for the teacher to check and adjust.",
    problem:
      "Marking takes evenings and weekends, and learners wait days for feedback that arrives too late to help with the next piece of work.",
    howItWorks:
      "Teachers upload submissions and the rubric; the assistant drafts scores and specific feedback for each criterion with quotes from the work. The teacher reviews, edits and releases the marks; the final grade is always the teacher's.",
    features: [
      "Rubric-based draft feedback",
      "Quotes from the submission for every comment",
      "Teacher approval before release",
      "Class-wide common mistakes summary",
    ],
    integrations: ["LMS", "Google Classroom", "Microsoft Teams for Education"],
    roi: [
      { label: "Marking time per assignment", range: "30-50% less" },
      { label: "Days until feedback reaches learners", range: "Fewer" },
    ],
  },
  {
    slug: "campus-facility-sensors",
    title: "Campus Room Usage and Air Quality",
    type: "hardware",
    serves: { timeSinks: ["monitoring"], channels: [], data: ["sensors"] },
    summary: "Sensors show which rooms are used, how full they are and whether the air is healthy.",
    problem:
      "Timetables say rooms are full while many sit empty, and poor ventilation in packed classrooms hurts concentration.",
    howItWorks:
      "Anonymous occupancy and CO2 sensors in each room report to a gateway. The system compares real use with bookings, suggests timetable changes, and alerts facilities staff when air quality falls below your threshold.",
    features: [
      "Real versus booked room use",
      "CO2 and temperature alerts",
      "No cameras, no personal data",
      "Space planning reports",
    ],
    integrations: ["Room booking systems", "Building management systems", "Unified dashboard"],
    roi: [
      { label: "Rooms freed by better scheduling", range: "10-20%" },
      { label: "Hours with poor classroom air", range: "Fewer, with alerts" },
    ],
  },
];
