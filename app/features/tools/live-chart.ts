import { Chart } from "#app/components/ui/chart/chart";

// The kit's chart as a module of its own for `lazy()`: a dynamic import of the kit's module itself,
// which other pages import statically, would make the bundler add a namespace helper to every page.
export default Chart;
