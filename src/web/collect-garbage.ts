// The browser's stand-in for src/core/collect-garbage.ts (swapped in by the web build): a page cannot ask for a
// collection, so the browser collects when it sees fit.
export function collectGarbage(): void {}
