import { VOICE_SAMPLE_RATE } from "#common/voice";

interface PcmAudio {
  sampleRate: number;
  channels: number;
  /** Mono samples, 16-bit signed. */
  samples: Int16Array;
}

/** Why an upload is not a usable WAV file; the route turns it into a 400 naming `audio`. */
export class WavFormatError extends Error {}

const text = (buf: Buffer, offset: number) => buf.toString("ascii", offset, offset + 4);

interface WavHeader {
  /** 1 = integer PCM, 3 = float. */
  tag: number;
  channels: number;
  sampleRate: number;
  bits: number;
  /** Where the samples start and end in the file (a size the file does not hold is cut to it). */
  dataStart: number;
  dataEnd: number;
  frames: number;
  seconds: number;
}

/**
 * Reads only the chunk headers of a RIFF/WAVE file: its format and how long it plays, so a
 * recording can be refused before any sample is decoded. Throws WavFormatError for anything
 * decodeWav could not read.
 */
export function readWavHeader(buf: Buffer): WavHeader {
  if (buf.length < 12 || text(buf, 0) !== "RIFF" || text(buf, 8) !== "WAVE") {
    throw new WavFormatError("is not a WAV file");
  }
  let offset = 12;
  let format: { tag: number; channels: number; sampleRate: number; bits: number } | null = null;
  let data: { start: number; end: number } | null = null;
  while (offset + 8 <= buf.length) {
    const id = text(buf, offset);
    const size = buf.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === "fmt ") {
      if (size < 16 || body + 16 > buf.length) throw new WavFormatError("has a broken format chunk");
      let tag = buf.readUInt16LE(body);
      if (tag === 0xfffe && size >= 40) tag = buf.readUInt16LE(body + 24); // WAVE_FORMAT_EXTENSIBLE
      format = {
        tag,
        channels: buf.readUInt16LE(body + 2),
        sampleRate: buf.readUInt32LE(body + 4),
        bits: buf.readUInt16LE(body + 14),
      };
    } else if (id === "data") {
      // Streaming writers leave the size at 0 or 0xFFFFFFFF; take what is there.
      const end = size === 0 || size === 0xffffffff ? buf.length : Math.min(buf.length, body + size);
      data = { start: body, end };
      break;
    }
    offset = body + size + (size % 2);
  }
  if (!format) throw new WavFormatError("has no format chunk");
  if (!data) throw new WavFormatError("has no audio data");
  const { tag, channels, sampleRate, bits } = format;
  const pcm = tag === 1 && [8, 16, 24, 32].includes(bits);
  const float = tag === 3 && bits === 32;
  if (!pcm && !float) throw new WavFormatError(`uses an unsupported encoding (format ${tag}, ${bits} bits)`);
  if (channels < 1 || channels > 8) throw new WavFormatError(`has an unsupported channel count (${channels})`);
  if (sampleRate < 8_000 || sampleRate > 192_000)
    throw new WavFormatError(`has an unsupported sample rate (${sampleRate} Hz)`);
  const frames = Math.floor((data.end - data.start) / ((bits / 8) * channels));
  if (frames === 0) throw new WavFormatError("contains no samples");
  return { ...format, dataStart: data.start, dataEnd: data.end, frames, seconds: frames / sampleRate };
}

/**
 * Reads a RIFF/WAVE file with PCM (8, 16, 24 or 32-bit integer) or 32-bit float samples and
 * returns its samples mixed down to mono 16-bit.
 */
export function decodeWav(buf: Buffer): PcmAudio {
  const { tag, channels, sampleRate, bits, dataStart, dataEnd, frames } = readWavHeader(buf);
  const data = buf.subarray(dataStart, dataEnd);
  const float = tag === 3;
  const bytes = bits / 8;

  const read = (pos: number): number => {
    if (float) return Math.max(-1, Math.min(1, data.readFloatLE(pos)));
    if (bits === 8) return (data.readUInt8(pos) - 128) / 128;
    if (bits === 16) return data.readInt16LE(pos) / 32768;
    if (bits === 24) return data.readIntLE(pos, 3) / 8388608;
    return data.readInt32LE(pos) / 2147483648;
  };
  const samples = new Int16Array(frames);
  for (let i = 0; i < frames; i++) {
    let sum = 0;
    for (let c = 0; c < channels; c++) sum += read((i * channels + c) * bytes);
    const v = sum / channels;
    samples[i] = v < 0 ? Math.max(-32768, Math.round(v * 32768)) : Math.min(32767, Math.round(v * 32767));
  }
  return { sampleRate, channels, samples };
}

/** Linear-interpolation resampling (with a box pre-filter when going down). */
function resample(samples: Int16Array, from: number, to: number): Int16Array {
  if (from === to) return samples;
  const ratio = from / to;
  const length = Math.floor(samples.length / ratio);
  const out = new Int16Array(length);
  for (let i = 0; i < length; i++) {
    const start = i * ratio;
    if (ratio > 1) {
      const a = Math.floor(start);
      const b = Math.min(samples.length, Math.max(a + 1, Math.floor(start + ratio)));
      let sum = 0;
      for (let j = a; j < b; j++) sum += samples[j];
      out[i] = Math.round(sum / (b - a));
    } else {
      const a = Math.floor(start);
      const frac = start - a;
      const next = samples[Math.min(a + 1, samples.length - 1)];
      out[i] = Math.round(samples[a] * (1 - frac) + next * frac);
    }
  }
  return out;
}

/** Writes mono 16-bit samples as a WAV file. */
export function encodeWav(samples: Int16Array, sampleRate: number): Buffer {
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + samples.length * 2, 4);
  header.write("WAVE", 8, "ascii");
  header.write("fmt ", 12, "ascii");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "ascii");
  header.writeUInt32LE(samples.length * 2, 40);
  return Buffer.concat([header, Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength)]);
}

/** Any WAV in, the 16 kHz mono 16-bit WAV the recogniser expects out. */
export function toRecognizerWav(buf: Buffer): { wav: Buffer; seconds: number } {
  const audio = decodeWav(buf);
  const samples = resample(audio.samples, audio.sampleRate, VOICE_SAMPLE_RATE);
  return { wav: encodeWav(samples, VOICE_SAMPLE_RATE), seconds: samples.length / VOICE_SAMPLE_RATE };
}
