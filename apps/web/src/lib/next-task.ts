/**
 * Resolves in a later task of the browser's event loop, so that what follows runs apart from
 * what came before. A phone's main thread then never holds one long task for the whole start
 * (parse the code, build the router, draw the first screen), and a tap in between is answered
 * (docs/performance.md, Lighthouse's blocking time).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
