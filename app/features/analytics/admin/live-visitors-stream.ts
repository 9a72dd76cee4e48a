import { useEffect, useState } from "react";
import { goToAdminLogin } from "#app/lib/admin-api";
import { getAdminToken } from "#app/lib/admin-token";
import { LIVE_VISITORS_API, LIVE_VISITORS_EVENT, type LiveVisitors } from "#common/live-visitors";

export interface LiveState {
  /** connecting: no figures yet; live: the stream is open; retrying: it broke and is being reopened. */
  status: "connecting" | "live" | "retrying";
  figures?: LiveVisitors;
  /** The server's reason when it refused the stream (too many open tabs). */
  problem?: string;
}

const MAX_RETRY_MS = 30_000;

/** The figures of one Server-Sent Events block, when it is a snapshot. */
function snapshotOf(block: string): LiveVisitors | undefined {
  let event = "message";
  let data = "";
  for (const line of block.split("\n")) {
    if (line.startsWith("event:")) event = line.slice(6).trim();
    else if (line.startsWith("data:")) data += line.slice(5).trimStart();
  }
  if (event !== LIVE_VISITORS_EVENT || !data) return undefined;
  try {
    return JSON.parse(data) as LiveVisitors;
  } catch {
    return undefined;
  }
}

async function refusalOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: unknown };
    if (typeof body.error === "string") return body.error;
  } catch {
    // not JSON: the status says enough
  }
  return `The live view is unavailable (${response.status}).`;
}

/**
 * The live figures, pushed by the server over Server-Sent Events. EventSource cannot send the
 * admin's token in a header, and a token must not travel in a URL, so the stream is read with
 * fetch. A stream the server ends (it does after a while, to check the token again) is reopened
 * at once; a broken one after a growing pause; none is held open while the tab is hidden.
 */
export function useLiveVisitors(): LiveState {
  const [state, setState] = useState<LiveState>({ status: "connecting" });

  useEffect(() => {
    let stopped = false;
    let controller: AbortController | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;

    const reopenLater = (problem?: string) => {
      setState((s) => ({ ...s, status: s.figures ? "retrying" : "connecting", problem }));
      const delay = Math.min(MAX_RETRY_MS, 1_000 * 2 ** failures++);
      retry = setTimeout(connect, delay);
    };

    async function connect() {
      clearTimeout(retry);
      controller?.abort();
      if (stopped || document.hidden) return;
      const token = getAdminToken();
      if (!token) return goToAdminLogin();
      const mine = new AbortController();
      controller = mine;
      try {
        const response = await fetch(LIVE_VISITORS_API, {
          headers: { Authorization: `Bearer ${token}`, Accept: "text/event-stream" },
          cache: "no-store",
          signal: mine.signal,
        });
        if (response.status === 401) return goToAdminLogin();
        if (!response.ok || !response.body) return reopenLater(await refusalOf(response));
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = "";
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value.replace(/\r\n?/g, "\n");
          let end = buffer.indexOf("\n\n");
          while (end >= 0) {
            const figures = snapshotOf(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            if (figures) {
              failures = 0;
              setState({ status: "live", figures });
            }
            end = buffer.indexOf("\n\n");
          }
        }
        // The server closed the stream on purpose: reopen it straight away.
        if (!mine.signal.aborted && !stopped) void connect();
      } catch {
        if (!mine.signal.aborted && !stopped) reopenLater();
      }
    }

    const onVisibility = () => {
      if (document.hidden) {
        clearTimeout(retry);
        controller?.abort();
      } else {
        void connect();
      }
    };
    document.addEventListener("visibilitychange", onVisibility);
    void connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      controller?.abort();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, []);

  return state;
}
