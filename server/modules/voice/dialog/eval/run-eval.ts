import { type ConversationTurn, lastTurns, VOICE_SCENARIO_IDS } from "#common/voice";
import { getVoiceScenario } from "#content/voice/scenarios";
import { lastSentence, splitSentences } from "../phrasing";
import { planReply } from "../responder";
import type { EvalQuestion } from "./questions";

interface EvalResult {
  item: EvalQuestion;
  asked: string;
  answer: string;
  hasFact: boolean;
  sentences: number;
  repeatsClosing: boolean;
}

const contains = (answer: string, fact: string | RegExp) =>
  typeof fact === "string"
    ? answer.toLowerCase().includes(fact.toLowerCase())
    : new RegExp(fact.source, "i").test(answer);

/** Asks every question in order, one call per scenario, each with the last 6 turns before it. */
export function runEval(
  items: readonly EvalQuestion[],
  asked: (item: EvalQuestion) => string = (i) => i.question,
): EvalResult[] {
  const results: EvalResult[] = [];
  for (const scenario of VOICE_SCENARIO_IDS) {
    let turns: ConversationTurn[] = [{ speaker: "ai", text: getVoiceScenario(scenario)!.initialMessage }];
    let previous = "";
    for (const item of items.filter((i) => i.scenario === scenario)) {
      const message = asked(item);
      const answer = planReply({ message, scenario, conversation: lastTurns(turns) }).text;
      results.push({
        item,
        asked: message,
        answer,
        hasFact: contains(answer, item.fact),
        sentences: splitSentences(answer).length,
        repeatsClosing: previous !== "" && lastSentence(answer) === lastSentence(previous),
      });
      turns = [...turns, { speaker: "user", text: message }, { speaker: "ai", text: answer }];
      previous = answer;
    }
  }
  return results;
}

export function summarise(results: readonly EvalResult[]) {
  const withFact = results.filter((r) => r.hasFact).length;
  return {
    questions: results.length,
    withFact,
    factRate: results.length ? withFact / results.length : 0,
    repeatedClosings: results.filter((r) => r.repeatsClosing).length,
    overThreeSentences: results.filter((r) => r.sentences > 3).length,
  };
}
