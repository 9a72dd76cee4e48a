import { type OpportunityLeadCreated, OTHER_INDUSTRY, rankOpportunities } from "#common/tools/quiz/opportunity";
import type { OpportunityLeadInput } from "#common/tools/quiz/opportunity-schema";
import { industries, solutions } from "#content/solutions";
import type { Database } from "#server/db/client";
import { toolResults } from "#server/db/schema/tools";
import { badRequest } from "#server/lib/http-errors";
import { announceOpportunityResult } from "#server/modules/notifications";

const OPPORTUNITY_TOOL = "ai-opportunity-finder";

const knownIndustries = new Set([...industries.map((i) => i.slug), OTHER_INDUSTRY]);

/**
 * Records a quiz result with the visitor's e-mail. The ranking is computed here from the
 * answers with the same function the browser uses, so a stored result is never what a
 * client claimed but what the answers give. The result and its notification are one
 * transaction: a failure leaves nothing behind.
 */
export async function recordOpportunityLead(
  database: Database,
  input: OpportunityLeadInput,
  clientId: string | null,
): Promise<OpportunityLeadCreated> {
  if (!knownIndustries.has(input.answers.industry))
    throw badRequest("answers.industry: Choose an industry from the list", "answers.industry");
  const ideas = rankOpportunities(input.answers, solutions).map(({ slug, fit }) => ({ slug, fit }));
  const id = await database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(toolResults)
      .values({
        tool: OPPORTUNITY_TOOL,
        email: input.email.toLowerCase(),
        clientId,
        answers: input.answers,
        result: ideas,
      })
      .returning({ id: toolResults.id, createdAt: toolResults.createdAt });
    await announceOpportunityResult(tx, { ...row, email: input.email.toLowerCase(), clientId, result: ideas });
    return row.id;
  });
  return { id, ideas };
}
