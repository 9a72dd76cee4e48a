/**
 * The share card's layout, for satori (a flexbox subset of CSS, inline styles only). Sizes are set
 * for the card shown about 400 px wide in a chat app: a third of this, so the headline stays near
 * 20 px there and nothing that must be read is below 10 px.
 */
import type { ReactElement } from "react";
import { LogoMark } from "#app/components/layout/logo-mark";

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export interface CardProps {
  label: string;
  headline: string;
  subhead?: string;
  brand: string;
  host: string;
  colors: Record<string, string>;
}

/** Long headlines step down so they still fit three lines; short ones fill the card. */
function headlineSize(headline: string): number {
  if (headline.length > 70) return 58;
  if (headline.length > 44) return 66;
  return 76;
}

export function ShareCard({ label, headline, subhead, brand, host, colors }: CardProps): ReactElement {
  return (
    <div
      style={{
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        // satori adds padding to the width by default, which pushed the edges off the card.
        boxSizing: "border-box",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 72px",
        fontFamily: "Inter",
        color: "white",
        backgroundColor: colors["brand-950"],
        backgroundImage: `radial-gradient(circle at 100% 0%, ${colors["brand-700"]} 0%, ${colors["brand-950"]} 62%)`,
      }}
    >
      <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
        <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
          <LogoMark size={60} fill={colors["brand-600"]} />
          <div style={{ fontSize: 36, fontWeight: 700, letterSpacing: "-0.02em" }}>{brand}</div>
        </div>
        <div style={{ fontSize: 30, fontWeight: 500, color: colors["slate-300"] }}>{host}</div>
      </div>

      <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
        <div
          style={{
            display: "flex",
            fontSize: 30,
            fontWeight: 700,
            letterSpacing: "0.06em",
            textTransform: "uppercase",
            color: colors["accent-300"],
          }}
        >
          {label}
        </div>
        <div
          style={{
            display: "flex",
            fontSize: headlineSize(headline),
            fontWeight: 800,
            lineHeight: 1.08,
            letterSpacing: "-0.03em",
            maxWidth: 1040,
          }}
        >
          {headline}
        </div>
        {subhead ? (
          <div style={{ display: "flex", fontSize: 38, fontWeight: 500, lineHeight: 1.25, color: colors["brand-200"] }}>
            {subhead}
          </div>
        ) : null}
      </div>
    </div>
  );
}
