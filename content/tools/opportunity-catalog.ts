/**
 * The part of the solutions catalog the quiz result needs. The result imports this module
 * dynamically, so the catalog loads only once a visitor reaches the result; it is a module of
 * its own so that the dynamic import gets its own chunk (the catalog itself is shared with the
 * solution pages).
 */
export { getIndustry, getSolution, solutions } from "#content/solutions";
