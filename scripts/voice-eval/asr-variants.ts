/**
 * Makes the evaluation set's "heard" questions: each question spoken by Flite and transcribed
 * by PocketSphinx with the demo's own language model, exactly as the offline pipeline hears a
 * caller. Run once and commit the result:
 *   node --import tsx scripts/voice-eval/asr-variants.ts
 * Flite under node:wasi can crash a process after many clips in one thread, so the script
 * runs itself once per small batch and collects what each batch wrote.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { evalQuestions } from "#server/modules/voice/dialog/eval/questions";
import { fliteWav } from "#server/modules/voice/engines/offline/flite-wav";
import { PocketSphinx } from "#server/modules/voice/engines/offline/speech-to-text";

type Variant = { scenario: string; question: string; heard: string };
const out = path.resolve("server/modules/voice/dialog/eval/asr-variants.json");
const BATCH = 4;

async function runBatch(from: number, file: string) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "asr-variants-"));
  try {
    const recognizer = await PocketSphinx.create({ workDir });
    const heard: Variant[] = [];
    for (const [i, item] of evalQuestions.entries()) {
      if (i < from || i >= from + BATCH) continue;
      // Alternate voices, as different callers would sound.
      heard.push({
        scenario: item.scenario,
        question: item.question,
        heard: await recognizer.transcribe(fliteWav(item.question, i % 2 ? "rms" : "slt")),
      });
    }
    fs.writeFileSync(file, JSON.stringify(heard));
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

if (process.env.ASR_BATCH_FROM) {
  await runBatch(Number(process.env.ASR_BATCH_FROM), process.env.ASR_BATCH_FILE ?? "");
} else {
  const variants: Variant[] = [];
  const temp = path.join(os.tmpdir(), `asr-batch-${process.pid}.json`);
  for (let from = 0; from < evalQuestions.length; from += BATCH) {
    let done = false;
    for (let attempt = 0; attempt < 3 && !done; attempt++) {
      fs.rmSync(temp, { force: true });
      spawnSync(process.execPath, ["--import", "tsx", process.argv[1]], {
        stdio: "inherit",
        env: { ...process.env, ASR_BATCH_FROM: String(from), ASR_BATCH_FILE: temp },
      });
      done = fs.existsSync(temp);
    }
    if (!done) throw new Error(`batch from ${from} failed three times`);
    const batch = JSON.parse(fs.readFileSync(temp, "utf8")) as Variant[];
    for (const v of batch) console.log(`${v.question} → ${v.heard}`);
    variants.push(...batch);
  }
  fs.rmSync(temp, { force: true });
  fs.writeFileSync(out, `${JSON.stringify(variants, null, 2)}\n`);
  console.log(
    `${variants.length} questions, ${variants.filter((v) => v.heard !== v.question).length} heard differently; written to ${out}`,
  );
}
