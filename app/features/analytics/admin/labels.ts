const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

/** "DE" → "Germany"; a code the browser does not know stays as it is, "Unknown" too. */
export function countryName(code: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}
