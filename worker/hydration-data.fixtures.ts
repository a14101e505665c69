/**
 * For the Workers tests: the hydration data address a rendered page's
 * loader names (scripts-after-paint.ts passes it as the loader's last
 * argument, just before </body>), or undefined when the page names none.
 */
export function hydrationAddressIn(html: string): string | undefined {
  return /"(\/__hydration\/[^"]+)"\)<\/script><\/body>/.exec(html)?.[1];
}

/**
 * Whether `script` is what starts a page in the browser, in order: React
 * Router's context (which opens the stream), the loader data fed into it and
 * the stream's close, then its module script (the entry's import), started.
 */
export function startsPage(script: string): boolean {
  const context = script.indexOf("window.__reactRouterContext = ");
  const data = script.indexOf('window.__reactRouterContext.streamController.enqueue("');
  const close = script.indexOf("window.__reactRouterContext.streamController.close();");
  const entry = script.search(/import\(\\"\/assets\/entry\.client-[^"\\]+\.js\\"\)/);
  return (
    context === 0 &&
    context < data &&
    data < close &&
    close < entry &&
    /document\.body\.appendChild\(script\);?\s*\}\)\(/.test(script)
  );
}
