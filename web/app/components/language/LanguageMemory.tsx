import { LANGUAGE_COOKIE } from "#web/lib/i18n.ts";

/**
 * The page's first script: a visitor who chose Tamil (the language switch's cookie), or whose browser puts Tamil
 * first on a first visit, is sent from an English page to its Tamil twin before anything else loads. It runs in
 * the browser because Firebase Hosting passes no cookie but `__session` to the server, and pages are cached
 * alike for every visitor. An explicit Tamil or English choice in the URL of a /ta page is never overridden.
 */
const SCRIPT = `(function(){try{var p=location.pathname;if(p==="/ta"||p.indexOf("/ta/")===0)return;var c=document.cookie.match(/(?:^|; )${LANGUAGE_COOKIE}=(en|ta)(?:;|$)/);var l=c?c[1]:/^ta\\b/i.test((navigator.languages||[])[0]||"")?"ta":"en";if(!c)document.cookie="${LANGUAGE_COOKIE}="+l+"; path=/; max-age=31536000; samesite=lax";if(l==="ta")location.replace("/ta"+(p==="/"?"":p)+location.search+location.hash)}catch(e){}})()`;

export function LanguageMemory() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours, allowed by its hash (the page's CSP)
  return <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
