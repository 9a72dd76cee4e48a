import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { childEnvironment } from "#server/lib/child-environment";
import { recognitionCorpus } from "./corpus";
import { buildArpa, sliceDictionary, spokenWords } from "./language-model";

export interface PocketSphinxOptions {
  /** The command-line program; looked up on PATH unless it contains a slash. */
  binary?: string;
  /** The folder of the Debian package pocketsphinx-en-us. */
  modelDir?: string;
  /** Where the demo's language model and the short-lived recordings go. */
  workDir: string;
  timeoutMs?: number;
}

const DEFAULT_POCKETSPHINX = "pocketsphinx_continuous";
const DEFAULT_MODEL_DIR = "/usr/share/pocketsphinx/model/en-us";

/** Speech recognition is not installed or not usable here; the reason is for the log and the 503. */
export class SpeechToTextUnavailable extends Error {}

async function findOnPath(binary: string): Promise<string | null> {
  const candidates = binary.includes("/")
    ? [binary]
    : (process.env.PATH ?? "")
        .split(path.delimiter)
        .filter(Boolean)
        .map((dir) => path.join(dir, binary));
  for (const candidate of candidates) {
    try {
      await fs.access(candidate, fs.constants.X_OK);
      return candidate;
    } catch {}
  }
  return null;
}

function run(binary: string, args: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      binary,
      args,
      { timeout: timeoutMs, maxBuffer: 1024 * 1024, encoding: "utf8", env: childEnvironment() },
      (error, stdout) => {
        if (error) reject(error);
        else resolve(stdout);
      },
    );
  });
}

/** Peak level below which a recording holds nothing worth decoding (about -40 dBFS). */
const SILENCE_PEAK = 330;

/** True when a 16-bit PCM WAV (44-byte header) never rises above the silence level. */
function isSilent(wav: Buffer): boolean {
  for (let i = 44; i + 1 < wav.length; i += 2) {
    const v = wav.readInt16LE(i);
    if (v > SILENCE_PEAK || v < -SILENCE_PEAK) return false;
  }
  return true;
}

/** The recogniser's lines joined into one transcript. */
function parseHypotheses(stdout: string): string {
  return stdout
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !/^(INFO|WARN|ERROR|FATAL)/.test(line))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * PocketSphinx through its command-line program: first with a small language model built
 * from the scenarios' phrases (fast and accurate in the demo's domain), then, when that
 * hears nothing, with the general English model.
 */
export class PocketSphinx {
  private constructor(
    private readonly binary: string,
    private readonly workDir: string,
    private readonly domainArgs: string[],
    private readonly generalArgs: string[],
    private readonly timeoutMs: number,
  ) {}

  static async create(options: PocketSphinxOptions): Promise<PocketSphinx> {
    const binaryName = options.binary ?? DEFAULT_POCKETSPHINX;
    const binary = await findOnPath(binaryName);
    if (!binary) {
      throw new SpeechToTextUnavailable(
        `${binaryName} was not found; install the Debian packages pocketsphinx and pocketsphinx-en-us to enable voice input`,
      );
    }
    const modelDir = options.modelDir ?? DEFAULT_MODEL_DIR;
    const hmm = path.join(modelDir, "en-us");
    const dictFile = path.join(modelDir, "cmudict-en-us.dict");
    const generalLm = path.join(modelDir, "en-us.lm.bin");
    let dictionary: string;
    try {
      await fs.access(path.join(hmm, "mdef"));
      await fs.access(generalLm);
      dictionary = await fs.readFile(dictFile, "utf8");
    } catch {
      throw new SpeechToTextUnavailable(
        `the English model was not found in ${modelDir}; install the Debian package pocketsphinx-en-us to enable voice input`,
      );
    }

    const sentences = recognitionCorpus().map(spokenWords);
    const { text: dict, known } = sliceDictionary(dictionary, new Set(sentences.flat()));
    const usable = sentences.filter((words) => words.length > 0 && words.every((w) => known.has(w)));
    await fs.mkdir(options.workDir, { recursive: true });
    const lmFile = path.join(options.workDir, "demo.lm");
    const demoDict = path.join(options.workDir, "demo.dict");
    await fs.writeFile(lmFile, buildArpa(usable));
    await fs.writeFile(demoDict, dict);

    // Two passes instead of three and every second frame: 2-3x faster on the small model, same
    // words; two Gaussians a frame instead of four: about a tenth less time, same words.
    const common = ["-hmm", hmm, "-logfn", "/dev/null", "-bestpath", "no", "-ds", "2", "-topn", "2"];
    return new PocketSphinx(
      binary,
      options.workDir,
      [...common, "-lm", lmFile, "-dict", demoDict],
      [...common, "-lm", generalLm, "-dict", dictFile],
      options.timeoutMs ?? 20_000,
    );
  }

  /**
   * Transcribes a 16 kHz mono WAV; the recording is deleted as soon as it is read. Both passes
   * together get `timeoutMs`: the recogniser is killed when it runs over. `quick`: the demo's
   * model only, never the general one (a guess at a turn still being spoken).
   */
  async transcribe(wav: Buffer, timeoutMs = this.timeoutMs, quick = false): Promise<string> {
    if (isSilent(wav)) return "";
    const deadline = Date.now() + timeoutMs;
    const left = () => Math.max(1, deadline - Date.now());
    const file = path.join(this.workDir, `${randomUUID()}.wav`);
    await fs.writeFile(file, wav, { mode: 0o600 });
    try {
      const domain = parseHypotheses(await run(this.binary, ["-infile", file, ...this.domainArgs], left()));
      if (domain || quick) return domain;
      return parseHypotheses(await run(this.binary, ["-infile", file, ...this.generalArgs], left()));
    } finally {
      await fs.rm(file, { force: true });
    }
  }
}
