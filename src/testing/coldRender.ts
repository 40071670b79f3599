/**
 * How long a component test waits for a screen's first render. The first render of a file loads the route's lazy
 * chunks through Vite's transform: 6.2 s was measured for the first wallet screen while the rest of the suite ran on
 * the same two cores, against under 1 s for the tests after it. A test still fails when the content never comes;
 * how fast screens render is measured by the benches, not here.
 */
export const COLD_RENDER = { timeout: 15_000 } as const;
