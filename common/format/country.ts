const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

/** "DE" → "Germany" (in English, wherever it runs); a code the runtime does not know stays as it is, "Unknown" too. */
export function countryName(code: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}
