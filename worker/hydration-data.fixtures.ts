/**
 * For the Workers tests: the hydration data address a rendered page's
 * loader names (scripts-on-demand.ts passes it in the loader's options,
 * just before </body>), or undefined when the page names none.
 */
export function hydrationAddressIn(html: string): string | undefined {
  return /"dataAddress":"(\/__hydration\/[^"]+)"[^<]*<\/script><\/body>/.exec(html)?.[1];
}
