/** The voice-demo launcher, used by the landing page, /demos and /ai-voice. */
export { VoiceDemoLauncher, type VoiceDemoLauncherProps } from "./voice-demo-launcher";
