import { inflateRawSync, inflateSync } from "node:zlib";
import type { ResumeKind } from "#common/careers/application";

/**
 * A deeper look at a résumé than its first bytes, before an admin ever opens it: a DOCX must
 * be a real Office Open XML package (a readable ZIP whose content types declare a Word main
 * document, without macros), and a PDF must hold no JavaScript, launch, form-submission or
 * data-import actions and no attached files, neither in plain sight, nor behind #-escaped names,
 * nor inside compressed streams. The names are looked for anywhere, text content included:
 * telling a content stream's strings from the rest needs a full PDF parser, and a plain
 * résumé has no reason to show these names.
 */
type ResumeProblem = "not-a-document" | "active-content";

export const RESUME_ACTIVE_CONTENT_MESSAGE =
  "must not contain scripts, macros, form submissions, data imports, attached files or launch actions; send a plain PDF or DOCX";

const WORD_MAIN = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";
const MAX_ENTRIES = 2_000;
const MAX_XML_BYTES = 1024 * 1024;
/** Decompressed PDF stream bytes examined at most (a 5 MB file rarely holds more than a few times that). */
const MAX_INFLATED_BYTES = 40 * 1024 * 1024;

export function resumeProblem(kind: ResumeKind, bytes: Buffer): ResumeProblem | null {
  return kind === "docx" ? docxProblem(bytes) : pdfProblem(bytes);
}

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
}

/** The entries of a ZIP's central directory, or null when it cannot be read. */
function zipEntries(bytes: Buffer): ZipEntry[] | null {
  // The end-of-central-directory record is within the last 64 KiB + 22 bytes.
  const from = Math.max(0, bytes.length - 65_557);
  let end = -1;
  for (let i = bytes.length - 22; i >= from; i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  if (count === 0 || count > MAX_ENTRIES) return null;
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extra = bytes.readUInt16LE(at + 30);
    const comment = bytes.readUInt16LE(at + 32);
    entries.push({
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      localOffset: bytes.readUInt32LE(at + 42),
      name: bytes.subarray(at + 46, at + 46 + nameLength).toString("utf8"),
    });
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}

function entryText(bytes: Buffer, entry: ZipEntry): string | null {
  const local = entry.localOffset;
  if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== 0x04034b50) return null;
  const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) return null;
  try {
    if (entry.method === 0) return data.length <= MAX_XML_BYTES ? data.toString("utf8") : null;
    if (entry.method === 8) return inflateRawSync(data, { maxOutputLength: MAX_XML_BYTES }).toString("utf8");
  } catch {
    return null;
  }
  return null;
}

function docxProblem(bytes: Buffer): ResumeProblem | null {
  const entries = zipEntries(bytes);
  if (!entries) return "not-a-document";
  const named = (name: string) => entries.find((e) => e.name === name);
  const types = named("[Content_Types].xml");
  if (!types || !named("_rels/.rels")) return "not-a-document";
  const typesXml = entryText(bytes, types);
  if (!typesXml?.includes(WORD_MAIN)) return "not-a-document";
  const main =
    /PartName="\/([^"]+)"\s+ContentType="application\/vnd\.openxmlformats-officedocument\.wordprocessingml\.document\.main\+xml"/.exec(
      typesXml,
    );
  if (!main || !named(main[1])) return "not-a-document";
  if (/macroEnabled/i.test(typesXml) || entries.some((e) => /vbaProject\.bin$/i.test(e.name))) return "active-content";
  return null;
}

/** Names that run something, send or fetch data, or carry other files when the PDF is opened or clicked. */
const ACTIVE_NAMES = /\/(?:JavaScript|JS|Launch|SubmitForm|ImportData|EmbeddedFiles?)(?![A-Za-z0-9])/;
/** PDF names may spell any character as #xx: "/J#61vaScript" is "/JavaScript". */
const decodeNames = (text: string) =>
  text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

function pdfProblem(bytes: Buffer): ResumeProblem | null {
  const text = bytes.toString("latin1");
  if (!text.startsWith("%PDF-") || !text.includes("%%EOF")) return "not-a-document";
  if (ACTIVE_NAMES.test(decodeNames(text))) return "active-content";
  // Object streams and content streams may be compressed: look inside the Flate ones too.
  let inflated = 0;
  const streams = /(?<!end)stream\r?\n/g;
  for (let match = streams.exec(text); match; match = streams.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf("endstream", start);
    if (end < 0) break;
    streams.lastIndex = end + "endstream".length;
    try {
      const data = inflateSync(bytes.subarray(start, end), { maxOutputLength: MAX_INFLATED_BYTES - inflated });
      inflated += data.length;
      if (ACTIVE_NAMES.test(decodeNames(data.toString("latin1")))) return "active-content";
    } catch {
      // Not Flate data (an image, a font), or more than the budget: nothing to read there.
    }
    if (inflated >= MAX_INFLATED_BYTES) break;
  }
  return null;
}
