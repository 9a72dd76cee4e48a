import { Alert } from "./alert";
import { Button } from "./button";

/** The end of a settings form: the server's refusal, when there is one, then the form's save button. */
export function SaveFooter({ error, pending, label }: { error: string | null; pending: boolean; label: string }) {
  return (
    <>
      <Alert inline>{error}</Alert>
      <div>
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? "Saving…" : label}
        </Button>
      </div>
    </>
  );
}
