/** The landing page's section frame, which other marketing pages share. */
export { Section } from "./section";
