import type { Database } from "#server/db/client";
import { clientKey } from "./client-address";
import { countHit, routeNamespace } from "./rate-limit-store";

/** The contact form's route: its per-address hourly limit is the one every way of leaving a message shares. */
export const CONTACT_ROUTE = "/api/contact";
const HOUR_MS = 3_600_000;

/**
 * FORM_SUBMISSIONS_PER_HOUR per client, counted in the very counter of POST /api/contact's own
 * limit, for forms that arrive another way (a message the voice receptionist took), so that
 * neither path is a way around the other's limit.
 */
export class FormLimit {
  constructor(
    private readonly database: Database,
    private readonly hmacKey: string,
    private readonly perHour: number,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Counts one form from the client at `ip`; false when that takes it over the hour's limit. */
  async take(ip: string | undefined): Promise<boolean> {
    const namespace = routeNamespace("POST", CONTACT_ROUTE);
    const { current } = await countHit(
      this.database,
      this.hmacKey,
      namespace,
      clientKey(ip),
      HOUR_MS,
      this.clock().getTime(),
    );
    return current <= this.perHour;
  }
}
