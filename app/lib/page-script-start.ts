/**
 * The inline lines that start the page script (app/page-script.ts) once the
 * page has painted and its markup is parsed, rather than as the document
 * arrives.
 *
 * A `<script type="module" src>` in the markup is fetched during parsing,
 * before anything is on screen. On a slow link that request competes with the
 * stylesheet and the document's own bytes, and Lighthouse's simulation counts
 * every request made before the first paint, so it put the first paint a
 * round trip or more later (bench: FCP 1.2–1.8× the scripts-removed page).
 * Nothing the page script does is needed before the page is seen: the page is
 * complete without it. So it is asked for only once the first contentful
 * paint has been observed and the document parsed (its behaviours look the
 * markup up). A browser without paint timing starts it at the load event.
 *
 * Written as a string, not a serialised function, so that what the page
 * carries is exactly what is read here. The script element gets the nonce of
 * the inline script that creates it: the Content Security Policy's
 * 'strict-dynamic' would trust it anyway, the nonce keeps it explicit.
 */
export function pageScriptStart(src: string): string {
  return `(function(src){
var nonce=document.currentScript&&document.currentScript.nonce||"";
var started=false,painted=false,parsed=document.readyState!=="loading";
function start(){if(started)return;started=true;var s=document.createElement("script");s.type="module";s.src=src;s.nonce=nonce;document.body.appendChild(s)}
function whenBoth(){if(painted&&parsed)start()}
if(!parsed)document.addEventListener("DOMContentLoaded",function(){parsed=true;whenBoth()},{once:true});
var P=window.PerformanceObserver;
if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0){addEventListener("load",start,{once:true});return}
new P(function(list,observer){if(!list.getEntriesByName("first-contentful-paint").length)return;observer.disconnect();painted=true;whenBoth()}).observe({type:"paint",buffered:true});
})(${JSON.stringify(src).replace(/</g, "\\u003c")});`;
}
