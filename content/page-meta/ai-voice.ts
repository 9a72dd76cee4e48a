import type { PageMeta } from "./types";

export const aiVoiceMeta: PageMeta = {
  path: "/ai-voice",
  title: "AI Voice Assistant | Answer Every Call",
  description:
    "An AI voice assistant that answers calls, books appointments and qualifies leads around the clock. Try the live demo in your browser.",
};
