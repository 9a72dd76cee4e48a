import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { Button } from "./button";

/**
 * A modal question before an action that cannot be taken back (delete, reject, remove): focus
 * stays inside, Escape and Cancel close it. `children` holds what the question needs (a note, a
 * password) and ends with `<ConfirmDialogButtons>`.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it; none when the page opens it (after a drop on the board). */
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[60] w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl">
          <AlertDialog.Title className="text-lg font-bold text-ink">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">{description}</AlertDialog.Description>
          {children}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** Cancel, then the dialog's own action (a submit button inside a form, or one with onClick). */
export function ConfirmDialogButtons({ children }: { children: ReactNode }) {
  return (
    <div className="mt-5 flex justify-end gap-2">
      <AlertDialog.Cancel asChild>
        <Button variant="secondary" size="sm">
          Cancel
        </Button>
      </AlertDialog.Cancel>
      {children}
    </div>
  );
}
