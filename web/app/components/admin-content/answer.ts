// What the banner and collection pages' actions answer, and the toasts that say it (SPEC §8, §9).
import { useEffect, useRef } from "react";
import type { FetcherWithComponents } from "react-router";
import { showError, showSuccess } from "#web/lib/toast.ts";

export type ContentAnswer =
  | { ok: true; intent: string; message: string }
  | { ok: false; intent: string; message: string; fieldErrors: Record<string, string> };

type Observed = Pick<FetcherWithComponents<ContentAnswer>, "data" | "state">;

/**
 * Hands each new answer of `fetcher` to `onAnswer` once, when the page's data have been read again (the list
 * already shows the change). With `toast`, it also says the answer in a toast.
 *
 * A row that a success removes or replaces unmounts with its answer unread: such forms use a keyed fetcher
 * (useFetcher({ key })), and a component that stays (the page or the group) shows their toasts.
 */
export function useAnswer(
  fetcher: Observed,
  onAnswer?: (answer: ContentAnswer) => void,
  options: { toast?: boolean } = {},
): void {
  const { toast = false } = options;
  const seen = useRef<ContentAnswer | undefined>(undefined);
  const handler = useRef(onAnswer);
  handler.current = onAnswer;
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || fetcher.state !== "idle" || seen.current === answer) return;
    seen.current = answer;
    if (toast) {
      if (answer.ok) showSuccess(answer.message);
      else showError(answer.message);
    }
    handler.current?.(answer);
  }, [fetcher.data, fetcher.state, toast]);
}
