import { useState } from "react";
import { m } from "#web/lib/i18n.ts";

/** Web Share where the browser has it; otherwise copy the link, or say how to share by hand (SPEC §8). */
export function ShareButton({ url, title }: { url: string; title: string }) {
  const [message, setMessage] = useState<string | null>(null);
  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
      } catch {
        // The person closed the share sheet: nothing to say.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setMessage(m["detail.linkCopied"]());
    } catch {
      setMessage(m["detail.shareUnsupported"]());
    }
  }
  return (
    <>
      <button type="button" className="button" onClick={share}>
        {m["detail.share"]()}
      </button>
      <a
        className="button"
        href={`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        {m["detail.shareWhatsApp"]()}
      </a>
      {message ? (
        <p className="detail-note" role="status">
          {message}
        </p>
      ) : null}
    </>
  );
}
