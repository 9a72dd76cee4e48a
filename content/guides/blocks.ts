/** A titled block of copy: paragraphs, then optional bullet points. Pages render these in order. */
export interface ContentBlock {
  /** Anchor id, unique on its page. */
  id: string;
  heading: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
}

/** A question and its plain-text answer, repeated word for word in FAQPage JSON-LD. */
export interface QA {
  id: string;
  question: string;
  answer: string;
}
