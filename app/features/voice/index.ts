/** The voice-demo launcher, used by the landing page, /demos and /ai-voice. */
export { VoiceDemoLauncher } from "./voice-demo-launcher";
