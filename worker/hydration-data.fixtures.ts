/**
 * For the Workers tests: the hydration data address a rendered page's
 * loader names (scripts-after-paint.ts passes it as the loader's last
 * argument, just before </body>), or undefined when the page names none.
 */
export function hydrationAddressIn(html: string): string | undefined {
  return /"(\/__hydration\/[^"]+)"\)<\/script><\/body>/.exec(html)?.[1];
}
