/**
 * A form's word that it needs JavaScript, `message`: where JavaScript is off, before anything is tried; and, once a
 * form was posted anyway (`posted`: routes/auth/needs-script.server.ts), as the page's answer, as when it was
 * pressed before the page had loaded.
 */
export function NeedsScript({ message, posted = false }: { message: string; posted?: boolean }) {
  if (posted)
    return (
      <p className="form-error" role="alert">
        {message}
      </p>
    );
  return (
    <noscript>
      <p className="form-error">{message}</p>
    </noscript>
  );
}
