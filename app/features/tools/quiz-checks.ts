import { onDemand } from "./on-demand";

/**
 * The Opportunity Quiz's validation (zod and the schemas the server checks too): the first
 * question needs none to show, so it is fetched once the page is idle or at the first answer.
 */
export const quizChecks = onDemand(() => import("#common/tools/quiz/opportunity-schema"));
