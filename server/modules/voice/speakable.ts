/**
 * Rewrites an answer so a speech engine reads it naturally; the text shown on screen is
 * not changed. "$750" → "750 dollars", "1-2 months" → "1 to 2 months", "31%" → "31 percent",
 * e-mail addresses and phone numbers spelled out.
 */
export function speakable(text: string): string {
  return text
    .replace(
      /([\w.+-]+)@([\w-]+(?:\.[\w-]+)+)/g,
      (_m, user: string, domain: string) =>
        `${user.replace(/[.-]/g, " ")} at ${domain.replace(/-/g, " ").replace(/\./g, " dot ")}`,
    )
    .replace(/\+?\d?[\s.-]?\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/g, (m) => m.replace(/[^\d]/g, "").split("").join(" "))
    .replace(/\$(\d[\d,]*)/g, "$1 dollars")
    .replace(/(\d+)\s*-\s*(\d+)/g, "$1 to $2")
    .replace(/(\d+)\+/g, "$1 plus")
    .replace(/(\d+)%/g, "$1 percent")
    .replace(/\bAI\b/g, "A.I.")
    .replace(/\s+/g, " ")
    .trim();
}
