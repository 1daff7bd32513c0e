/** A form's answer under it: a success as a status, a refusal as an alert; nothing before the first answer. */
export function FormAnswer({ answer }: { answer: { ok: boolean; message: string } | null | undefined }) {
  if (!answer) return null;
  return (
    <p className={answer.ok ? "form-success" : "form-error"} role={answer.ok ? "status" : "alert"}>
      {answer.message}
    </p>
  );
}
