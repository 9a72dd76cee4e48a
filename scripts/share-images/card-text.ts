/**
 * A page title is "Headline | Subhead"; the card sets the two apart. The brand name alone is no
 * headline (the card carries the brand already), so a part that is only the brand is dropped.
 */
export interface CardText {
  headline: string;
  subhead?: string;
}

export function cardText(title: string, brand: string): CardText {
  const parts = title
    .split(" | ")
    .map((part) => part.trim())
    .filter((part) => part && part !== brand);
  const [headline = title, ...rest] = parts;
  return { headline, subhead: rest.length ? rest.join(" · ") : undefined };
}
