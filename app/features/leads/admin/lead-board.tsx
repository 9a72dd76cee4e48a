import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  MouseSensor,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ChevronDown } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { type KeyboardEvent, useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { ClippedText } from "#app/components/ui/clipped-text";
import { ConfirmDialog, ConfirmDialogButtons } from "#app/components/ui/confirm-dialog";
import { inputClass } from "#app/components/ui/input-class";
import { EmptyState, QueryView } from "#app/components/ui/query-view";
import { toast } from "#app/components/ui/toast-store";
import { Tooltip } from "#app/components/ui/tooltip";
import { adminErrorMessage, adminJson, type QueryParams, useAdminQuery } from "#app/lib/admin-api";
import { adminLabel } from "#common/admin";
import { formatMoney } from "#common/format/money";
import {
  LEAD_BOARD_CARDS,
  LEAD_LOST_REASON_MAX,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadBoard,
  type LeadStatus,
  type LeadSummary,
  type LeadUpdate,
} from "#common/leads";
import { LEADS_API, leadPath, leadTitle } from "./lead-ui";
import { QualityBadge } from "./quality-badge";

const BOARD_API = `${LEADS_API}/board`;

interface Move {
  lead: LeadSummary;
  to: LeadStatus;
}

/** The board with one card in another column: counts and totals follow it, so a move shows at once. */
function withMove(board: LeadBoard, { lead, to }: Move): LeadBoard {
  const value = lead.dealValue ?? 0;
  return {
    ...board,
    columns: board.columns.map((column) => {
      if (column.status === lead.status)
        return {
          ...column,
          count: column.count - 1,
          value: column.value - value,
          items: column.items.filter((l) => l.id !== lead.id),
        };
      if (column.status === to)
        return {
          ...column,
          count: column.count + 1,
          value: column.value + value,
          items: [{ ...lead, status: to }, ...column.items],
        };
      return column;
    }),
  };
}

const stageAfter = (status: LeadStatus, step: -1 | 1): LeadStatus | undefined =>
  LEAD_STATUSES[LEAD_STATUSES.indexOf(status) + step];

/** Moves a card: shown at once, saved by the same PATCH as the lead's form; undone if the server refuses. */
function useMoveCard(params: QueryParams, announce: (text: string) => void) {
  const queryClient = useQueryClient();
  const key = ["admin", BOARD_API, params];
  return useMutation({
    mutationFn: ({ lead, to, lostReason }: Move & { lostReason?: string }) =>
      adminJson("PATCH", leadPath(lead.id), (lostReason ? { status: to, lostReason } : { status: to }) as LeadUpdate),
    onMutate: async (move) => {
      // A board fetch still under way would put the card back where it was (and take its focus).
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<LeadBoard>(key, (board) => (board ? withMove(board, move) : board));
      announce(`${leadTitle(move.lead)} moved to ${LEAD_STATUS_LABELS[move.to]}.`);
    },
    onError: (error, move) => {
      toast({
        title: `${leadTitle(move.lead)} was not moved`,
        description: adminErrorMessage(error),
        variant: "error",
      });
      announce(`${leadTitle(move.lead)} was not moved: ${adminErrorMessage(error)}`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}

/** Lost needs a reason: asked in a dialog before the card moves. */
function LostReasonDialog({
  lead,
  onCancel,
  onConfirm,
}: {
  lead: LeadSummary | null;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState("");
  return (
    <ConfirmDialog
      open={lead !== null}
      onOpenChange={(open) => (open ? null : onCancel())}
      title={lead ? `Mark ${leadTitle(lead)} as lost` : "Mark as lost"}
      description="The reason stays on the deal, so the team learns why deals are lost."
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (reason.trim()) onConfirm(reason.trim());
        }}
      >
        <label htmlFor={id} className="mt-4 block text-sm font-medium text-ink">
          Why was it lost?
          <input
            id={id}
            value={reason}
            maxLength={LEAD_LOST_REASON_MAX}
            onChange={(event) => setReason(event.target.value)}
            className={`mt-1 ${inputClass}`}
          />
        </label>
        <ConfirmDialogButtons>
          <Button type="submit" size="sm" disabled={!reason.trim()}>
            Mark as lost
          </Button>
        </ConfirmDialogButtons>
      </form>
    </ConfirmDialog>
  );
}

/**
 * "Move to…": a menu of the other stages. The left and right arrow keys on it move the card to the
 * previous or next stage at once (the menu itself opens with Enter, Space or the down arrow).
 */
function MoveMenu({ lead, hintId, onMove }: { lead: LeadSummary; hintId: string; onMove: (to: LeadStatus) => void }) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    const to = step ? stageAfter(lead.status, step) : undefined;
    if (!to) return;
    event.preventDefault();
    onMove(to);
  };
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={`Move ${leadTitle(lead)} to…`}
        aria-describedby={hintId}
        data-move
        onKeyDown={onKeyDown}
        className="inline-flex items-center gap-0.5 rounded-md px-1.5 py-1 text-xs font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        Move
        <ChevronDown aria-hidden="true" className="size-3.5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-36 rounded-lg border border-slate-200 bg-white p-1 text-sm shadow-lg"
        >
          {LEAD_STATUSES.filter((s) => s !== lead.status).map((s) => (
            <DropdownMenu.Item
              key={s}
              onSelect={() => onMove(s)}
              className="cursor-pointer rounded-md px-2.5 py-1.5 text-ink outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800"
            >
              {LEAD_STATUS_LABELS[s]}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function Card({
  lead,
  href,
  hintId,
  onMove,
}: {
  lead: LeadSummary;
  href: string;
  hintId: string;
  onMove: (to: LeadStatus) => void;
}) {
  // The whole card drags by mouse or touch; by keyboard, its "Move" button moves it.
  const { setNodeRef, listeners, transform, isDragging } = useDraggable({ id: lead.id, data: { lead } });
  return (
    <li
      ref={setNodeRef}
      {...listeners}
      data-card={lead.id}
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
      className={`relative cursor-grab touch-manipulation rounded-lg border border-slate-200 bg-white p-3 shadow-xs ${
        isDragging ? "z-10 cursor-grabbing shadow-lg ring-2 ring-brand-400" : ""
      }`}
    >
      {/* Long names and e-mails are cut with "…"; the tooltip shows them whole on hover and focus. */}
      <Tooltip label={leadTitle(lead)}>
        <Link
          to={href}
          preventScrollReset
          data-lead-link
          className="block truncate font-medium text-brand-700 underline"
        >
          {leadTitle(lead)}
        </Link>
      </Tooltip>
      {lead.company && lead.company !== leadTitle(lead) ? (
        <ClippedText text={lead.company} className="text-xs text-slate-600" />
      ) : null}
      <div className="mt-2 flex items-center justify-between gap-2">
        {lead.dealValue !== null ? (
          <span className="text-sm font-semibold text-ink tabular-nums">
            {formatMoney(lead.dealValue, lead.currency)}
          </span>
        ) : (
          <span className="text-xs text-slate-600">No value yet</span>
        )}
        <QualityBadge quality={lead.leadQuality} />
      </div>
      <div className="mt-1 flex items-center justify-between gap-2">
        {lead.owner ? (
          <ClippedText text={adminLabel(lead.owner)} className="min-w-0 text-xs text-slate-600" />
        ) : (
          <span className="text-xs whitespace-nowrap text-slate-600">Nobody yet</span>
        )}
        <MoveMenu lead={lead} hintId={hintId} onMove={onMove} />
      </div>
    </li>
  );
}

function Column({
  column,
  currency,
  children,
}: {
  column: LeadBoard["columns"][number];
  currency: string;
  children: React.ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: column.status });
  const label = LEAD_STATUS_LABELS[column.status];
  const headingId = useId();
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-stage={column.status}
      className={`flex min-h-40 snap-start flex-col rounded-xl bg-slate-100/80 p-2 transition-colors ${isOver ? "bg-brand-50 ring-2 ring-brand-300" : ""}`}
    >
      <header className="px-1 pt-1 pb-2">
        <div className="flex items-baseline justify-between gap-2">
          <h2 id={headingId} className="text-sm font-semibold text-ink">
            {label}
          </h2>
          <span className="text-xs font-medium whitespace-nowrap text-slate-600 tabular-nums">
            {column.count} {column.count === 1 ? "deal" : "deals"}
          </span>
        </div>
        <p className="text-sm font-semibold text-slate-800 tabular-nums">{formatMoney(column.value, currency)}</p>
      </header>
      <ul aria-label={`${label} deals`} className="flex flex-1 flex-col gap-2">
        {children}
      </ul>
      {column.count > column.items.length ? (
        <p className="px-1 pt-2 text-xs text-slate-600">
          The newest {LEAD_BOARD_CARDS} of {column.count}; the list view holds the rest.
        </p>
      ) : null}
    </section>
  );
}

/** /admin/leads?view=board: one column per stage with its count and value; cards move by mouse, touch or keyboard. */
export function LeadBoardView({ params, leadHref }: { params: QueryParams; leadHref: (id: string) => string }) {
  const query = useAdminQuery<LeadBoard>(BOARD_API, params, { placeholderData: (previous) => previous });
  const hintId = useId();
  const [spoken, setSpoken] = useState("");
  const [asking, setAsking] = useState<LeadSummary | null>(null);
  const [focusCard, setFocusCard] = useState<string | null>(null);
  const move = useMoveCard(params, setSpoken);
  // A short drag (or a tap) stays a click, so the card's link and menu keep working.
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 8 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
  );

  const moveTo = (lead: LeadSummary, to: LeadStatus) => {
    if (to === lead.status) return;
    setFocusCard(lead.id);
    if (to === "lost") setAsking(lead);
    else move.mutate({ lead, to });
  };

  // A moved card is a new element in another column: give it the focus back.
  useEffect(() => {
    if (!focusCard || asking) return;
    const card = document.querySelector<HTMLElement>(`[data-card="${CSS.escape(focusCard)}"] [data-move]`);
    if (card && card !== document.activeElement && document.activeElement?.closest("[role=menu]") === null) {
      card.focus();
      setFocusCard(null);
    }
  });

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const lead = active.data.current?.lead as LeadSummary | undefined;
    if (lead && over) moveTo(lead, over.id as LeadStatus);
  };
  const name = (id: string | number) =>
    leadTitle(
      query.data?.columns.flatMap((c) => c.items).find((l) => l.id === id) ?? {
        name: null,
        email: null,
        company: null,
      },
    );
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${name(active.id)} is over ${LEAD_STATUS_LABELS[over.id as LeadStatus]}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `${name(active.id)} dropped on ${LEAD_STATUS_LABELS[over.id as LeadStatus]}.` : undefined,
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
  };

  return (
    <QueryView
      query={query}
      isEmpty={(board) => board.columns.every((c) => c.count === 0)}
      empty={
        <EmptyState title="No deals match">
          Deals appear here as enquiries arrive. Clear the filters to see every deal.
        </EmptyState>
      }
    >
      {(board) => (
        <>
          <p id={hintId} className="mb-3 text-xs text-slate-600">
            Drag a card to another stage. By keyboard, press the left or right arrow key on a card's "Move" button, or
            open it to choose a stage. Moving to Lost asks for the reason.
          </p>
          <p aria-live="polite" className="sr-only">
            {spoken}
          </p>
          <DndContext
            sensors={sensors}
            onDragEnd={onDragEnd}
            accessibility={{
              announcements,
              screenReaderInstructions: {
                draggable: "Drag with the mouse, or use the arrow keys to change the stage.",
              },
            }}
          >
            <div className="-mx-1 overflow-x-auto px-1 pb-2 max-sm:snap-x max-sm:snap-mandatory">
              {/* All six stages side by side beside the sidebar at 1440 px; narrower screens scroll sideways. */}
              <div className="grid auto-cols-[minmax(10.5rem,1fr)] grid-flow-col gap-2.5 max-sm:auto-cols-[80%]">
                {board.columns.map((column) => (
                  <Column key={column.status} column={column} currency={board.currency}>
                    {column.items.map((lead) => (
                      <Card
                        key={lead.id}
                        lead={lead}
                        href={leadHref(lead.id)}
                        hintId={hintId}
                        onMove={(to) => moveTo(lead, to)}
                      />
                    ))}
                  </Column>
                ))}
              </div>
            </div>
          </DndContext>
          <LostReasonDialog
            // A new question starts with an empty answer.
            key={asking?.id ?? "none"}
            lead={asking}
            onCancel={() => setAsking(null)}
            onConfirm={(lostReason) => {
              if (asking) move.mutate({ lead: asking, to: "lost", lostReason });
              setAsking(null);
            }}
          />
        </>
      )}
    </QueryView>
  );
}
