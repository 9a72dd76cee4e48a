/**
 * Deal values in the admin console, in the sales currency: "$25,000", "€1,200". Intl is fine here:
 * the console is not a page whose load time a visitor waits for (number.ts explains why the public
 * pages write their numbers by hand).
 */
const formats = new Map<string, Intl.NumberFormat>();

function format(currency: string): Intl.NumberFormat {
  let found = formats.get(currency);
  if (!found) {
    found = new Intl.NumberFormat("en-US", { style: "currency", currency, maximumFractionDigits: 0 });
    formats.set(currency, found);
  }
  return found;
}

/** "$25,000" */
export const formatMoney = (amount: number, currency: string) => format(currency).format(amount);
