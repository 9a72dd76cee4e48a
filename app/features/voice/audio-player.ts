/**
 * A base64 MP3 clip loaded ahead of its turn: decoded while the clip before it plays, it then
 * starts without the pause of loading it.
 */
export function loadClip(base64Mp3: string): HTMLAudioElement {
  const audio = new Audio(`data:audio/mpeg;base64,${base64Mp3}`);
  audio.preload = "auto";
  audio.load();
  return audio;
}

/** Plays one base64 MP3 answer at a time (playback format mp3). */
export class AudioPlayer {
  private current: { audio: HTMLAudioElement; finish: () => void } | null = null;
  /** Paused by the visitor's voice (see pause): a clip that comes meanwhile waits too. */
  private held = false;

  /** Resolves when the clip has ended or was stopped; rejects when it cannot play. */
  play(clip: string | HTMLAudioElement): Promise<void> {
    this.drop();
    return new Promise<void>((resolve, reject) => {
      const audio = typeof clip === "string" ? new Audio(`data:audio/mpeg;base64,${clip}`) : clip;
      const finish = () => {
        audio.onended = null;
        audio.onerror = null;
        if (this.current?.audio === audio) this.current = null;
        resolve();
      };
      this.current = { audio, finish };
      audio.onended = finish;
      audio.onerror = () => {
        finish();
        reject(new Error(`audio playback failed: ${audio.error?.message || `code ${audio.error?.code ?? "unknown"}`}`));
      };
      if (!this.held) this.start(audio, reject);
    });
  }

  private start(audio: HTMLAudioElement, reject: (error: unknown) => void = () => undefined) {
    audio.play().catch((error: unknown) => {
      if (this.current?.audio !== audio) return;
      this.current.finish();
      reject(error);
    });
  }

  /** Holds the speech where it is (the visitor may be talking over it); resume() goes on from there. */
  pause(): void {
    this.held = true;
    this.current?.audio.pause();
  }

  resume(): void {
    if (!this.held) return;
    this.held = false;
    if (this.current) this.start(this.current.audio);
  }

  stop(): void {
    this.held = false;
    this.drop();
  }

  private drop(): void {
    const current = this.current;
    if (!current) return;
    this.current = null;
    current.audio.pause();
    current.audio.removeAttribute("src");
    current.finish();
  }
}
