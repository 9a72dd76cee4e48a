/** What the MP3 frame headers of a clip say: frame count, sample rate and duration. */
interface Mp3Info {
  frames: number;
  sampleRate: number;
  channels: number;
  seconds: number;
}

const BITRATES = {
  v1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

/**
 * Walks the Layer III frames from the first sync word to the end; throws when the data is
 * not a clean chain of frames (so a test notices a broken encoder).
 */
export function readMp3(buf: Buffer): Mp3Info {
  let offset = 0;
  // Skip an ID3v2 tag if present.
  if (buf.length >= 10 && buf.toString("latin1", 0, 3) === "ID3") {
    offset = 10 + ((buf[6] << 21) | (buf[7] << 14) | (buf[8] << 7) | buf[9]);
  }
  let frames = 0;
  let samples = 0;
  let sampleRate = 0;
  let channels = 0;
  while (offset + 4 <= buf.length) {
    const header = buf.readUInt32BE(offset);
    if ((header & 0xffe00000) >>> 0 !== 0xffe00000) throw new Error(`no MP3 frame sync at byte ${offset}`);
    const version = (header >>> 19) & 3; // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5
    const layer = (header >>> 17) & 3; // 1: Layer III
    const bitrateIndex = (header >>> 12) & 15;
    const rateIndex = (header >>> 10) & 3;
    const padding = (header >>> 9) & 1;
    const mode = (header >>> 6) & 3;
    if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) {
      throw new Error(`invalid MP3 frame header at byte ${offset}`);
    }
    const rate = RATES[version][rateIndex];
    const bitrate = (version === 3 ? BITRATES.v1 : BITRATES.v2)[bitrateIndex] * 1000;
    const perFrame = version === 3 ? 1152 : 576;
    const length = Math.floor(((perFrame / 8) * bitrate) / rate) + padding;
    if (offset + length > buf.length) break; // a final partial frame is tolerated
    frames += 1;
    samples += perFrame;
    sampleRate = rate;
    channels = mode === 3 ? 1 : 2;
    offset += length;
  }
  if (frames === 0) throw new Error("no MP3 frames");
  return { frames, sampleRate, channels, seconds: samples / sampleRate };
}
