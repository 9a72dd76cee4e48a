import { Bot, User } from "lucide-react";
import { useEffect, useLayoutEffect, useRef } from "react";
import type { TranscriptTurn } from "./use-voice-demo";

/** How close to the bottom (px) still counts as "reading the newest message". */
const FOLLOW_SLACK_PX = 48;

interface VoiceTranscriptProps {
  turns: readonly TranscriptTurn[];
  /** Who the AI is, for screen readers ("Sales Assistant: …"). */
  aiName: string;
  emptyText: string;
  labelledBy: string;
}

/**
 * The conversation: it follows the newest message unless the visitor has scrolled up to read
 * an earlier one, and announces each new reply once through a polite live region (the list
 * itself is not live, so a screen reader does not read the whole history again).
 */
export function VoiceTranscript({ turns, aiName, emptyText, labelledBy }: VoiceTranscriptProps) {
  const list = useRef<HTMLOListElement>(null);
  const following = useRef(true);

  const onScroll = () => {
    const el = list.current;
    if (el) following.current = el.scrollHeight - el.scrollTop - el.clientHeight <= FOLLOW_SLACK_PX;
  };

  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    if (turns.length <= 1) following.current = true;
    if (following.current) el.scrollTop = el.scrollHeight;
  }, [turns]);

  // The list can also grow by a reflow (a narrower screen): keep the newest message in view then too.
  useEffect(() => {
    const el = list.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      if (following.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const lastReply = turns.length > 1 && turns.at(-1)?.speaker === "ai" ? turns.at(-1)?.text : "";

  return (
    <>
      <ol
        ref={list}
        onScroll={onScroll}
        data-transcript=""
        aria-labelledby={labelledBy}
        // Scrollable region: reachable by keyboard so it can be scrolled without a mouse.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable.
        tabIndex={0}
        className="min-h-24 flex-1 space-y-3 overflow-y-auto overscroll-contain rounded-xl border border-slate-200 bg-slate-50 p-3 focus-visible:outline-2 focus-visible:outline-brand-600 sm:max-h-72 sm:flex-none"
      >
        {turns.length === 0 ? (
          <li className="text-sm text-slate-700">{emptyText}</li>
        ) : (
          turns.map((turn, index) => (
            <li
              key={index}
              className={`flex gap-2 ${turn.speaker === "user" ? "flex-row-reverse text-right" : ""}`}
              data-speaker={turn.speaker}
            >
              {turn.speaker === "user" ? (
                <User aria-hidden="true" className="mt-1 size-5 shrink-0 text-slate-600" />
              ) : (
                <Bot aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
              )}
              <p
                className={`rounded-lg px-3 py-2 text-sm ${turn.speaker === "user" ? "bg-brand-700 text-white" : "bg-white text-ink ring-1 ring-slate-200"} ${turn.live ? "italic" : ""}`}
                data-live={turn.live ? "" : undefined}
              >
                <span className="sr-only">{turn.speaker === "user" ? "You: " : `${aiName}: `}</span>
                {turn.live ? `${turn.text}…` : turn.text}
                {turn.interrupted ? (
                  <span className="ml-2 text-xs font-semibold whitespace-nowrap text-slate-700" data-interrupted="">
                    (interrupted)
                  </span>
                ) : null}
              </p>
            </li>
          ))
        )}
      </ol>
      <p aria-live="polite" className="sr-only" data-reply-announcer="">
        {lastReply ? `${aiName}: ${lastReply}` : ""}
      </p>
    </>
  );
}
