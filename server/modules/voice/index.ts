export { TurnProofs } from "./turn-proof";
