/**
 * The page's first script marks <html> (data-scripts) before anything is drawn: app.css then hides what only the
 * page's code can work (`script-only`), where scripts cannot run, and the words that say so (NeedsScript), where
 * they can. Unlike <noscript>, this also holds for a browser that runs no scripts of this site alone.
 */
const SCRIPTS_ON = 'document.documentElement.setAttribute("data-scripts","")';

export function ScriptsOn() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours, allowed by its hash (the page's CSP)
  return <script dangerouslySetInnerHTML={{ __html: SCRIPTS_ON }} />;
}

/**
 * A form's word that it needs JavaScript, `message`: shown where scripts cannot run, before anything is tried;
 * and, once a form was posted anyway (`posted`: routes/auth/needs-script.server.ts), as the page's answer, as when
 * it was pressed before the page's code had run.
 */
export function NeedsScript({ message, posted = false }: { message: string; posted?: boolean }) {
  return posted ? (
    <p className="form-error" role="alert">
      {message}
    </p>
  ) : (
    <p className="form-error needs-script">{message}</p>
  );
}
