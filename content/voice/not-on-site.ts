import { CONSULTATION_MINUTES } from "#common/constants";

/**
 * What the voice assistant says when a buyer asks for a fact this site does not state: it says
 * so plainly and offers the consultation, rather than answer with a figure about something else.
 */
const consultation = `free ${CONSULTATION_MINUTES}-minute consultation`;

export const notOnSite = {
  contract: `Our site doesn't state a contract length, a minimum term or a notice period, so I won't guess one: you get the terms in writing before anything starts, and the ${consultation} is the place to go through them.`,
  dataRegion: `Our site doesn't say which country or region your data is hosted in; that is agreed and documented for each solution, so let's go through it in the ${consultation}.`,
  /** `system` is the visitor's own name for it. */
  integration: (system: string) =>
    `Our site doesn't name ${system} among the systems we connect to, so I can't promise it, but we connect to most software through its API or exports: let's check ${system} in the ${consultation}.`,
};
