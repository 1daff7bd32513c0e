/**
 * A form's word that it needs JavaScript, `message`: shown where scripts cannot run (`scriptless-only`, root.tsx's
 * ScriptsOn), before anything is tried;
 * and, once a form was posted anyway (`posted`: routes/auth/needs-script.server.ts), as the page's answer, as when
 * it was pressed before the page's code had run.
 */
export function NeedsScript({ message, posted = false }: { message: string; posted?: boolean }) {
  return posted ? (
    <p className="form-error" role="alert">
      {message}
    </p>
  ) : (
    <p className="form-error scriptless-only">{message}</p>
  );
}
