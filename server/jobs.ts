import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { Metrics } from "./lib/metrics";
import { getTrackingSettings } from "./modules/admin/settings";
import {
  CATCH_UP_EVERY_MS,
  catchUp,
  minAgeMs,
  REPORTS_EVERY_MS,
  sendDueReports,
  TIMER_CATCH_UP_ROWS,
} from "./modules/analytics";
import { FORM_PURGE_EVERY_MS, purgeExpiredForms } from "./modules/contact/retention";
import { leadsReceived, syncPeople } from "./modules/leads";
import { sendDueDigests } from "./modules/leads/digest";
import { REMINDERS_EVERY_MS, remindDueFollowUps } from "./modules/leads/reminders";
import { createDeliveryChannels, type DeliveryChannels } from "./modules/notifications/channels";
import { purgeDeliveredNotifications } from "./modules/notifications/retention";
import { OutboxWorker } from "./modules/notifications/worker";
import { purgeExpiredEvents } from "./modules/tracking/service";
import { PRIVACY_SETTING_REFRESH_MS, type PrivacySignals } from "./web/privacy-signals";

const JOB_NAMES = [
  "analytics-summaries",
  "privacy-setting",
  "tracking-retention",
  "form-retention",
  "follow-up-reminders",
  "daily-digests",
  "analytics-reports",
  "outbox",
] as const;
type JobName = (typeof JOB_NAMES)[number];

export interface JobsOptions {
  /** The time as the jobs see it: tests move it forward instead of waiting. */
  clock?: () => Date;
  /** Milliseconds between runs, per job. */
  intervals?: Partial<Record<JobName, number>>;
  /** false: no timers at all; tests run jobs with `run(name)`. */
  timers?: boolean;
}

const DEFAULT_INTERVALS: Record<JobName, number> = {
  "analytics-summaries": CATCH_UP_EVERY_MS,
  "privacy-setting": PRIVACY_SETTING_REFRESH_MS,
  "tracking-retention": 6 * 3_600_000,
  "form-retention": FORM_PURGE_EVERY_MS,
  "follow-up-reminders": REMINDERS_EVERY_MS,
  "daily-digests": REMINDERS_EVERY_MS,
  "analytics-reports": REPORTS_EVERY_MS,
  outbox: 2_000,
};

/**
 * Every background job of a server process, in one place: started when the app is ready,
 * stopped when it closes. Each job runs again only after its previous run ended (a slow
 * database never piles runs up), and any number of processes may run them at once: each
 * job is safe to repeat (locks, idempotent deletes, SKIP LOCKED).
 */
export class Jobs {
  readonly channels: DeliveryChannels;
  readonly outbox: OutboxWorker;
  private readonly clock: () => Date;
  private readonly formRetentionDays: number;
  private readonly notificationRetentionDays: number;
  private readonly running = new Map<JobName, Promise<void>>();
  private readonly timers = new Map<JobName, NodeJS.Timeout>();
  private stopped = false;

  constructor(
    private readonly database: Database,
    config: Config,
    private readonly log: FastifyBaseLogger,
    private readonly privacySignals: PrivacySignals,
    private readonly options: JobsOptions = {},
    metrics?: Metrics,
  ) {
    this.clock = options.clock ?? (() => new Date());
    this.formRetentionDays = config.FORM_RETENTION_DAYS;
    this.notificationRetentionDays = config.NOTIFICATION_RETENTION_DAYS;
    this.channels = createDeliveryChannels(config);
    this.outbox = new OutboxWorker(database.db, this.channels, { clock: this.clock, log, metrics });
  }

  /** Reads the privacy setting before the first page is served, then starts the timers. */
  async start(): Promise<void> {
    await this.run("privacy-setting");
    if (this.options.timers === false) return;
    void this.run("tracking-retention");
    void this.run("form-retention");
    void this.run("outbox");
    for (const name of JOB_NAMES) this.schedule(name);
  }

  /** Clears the timers and waits for runs in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled(this.running.values());
  }

  /** Runs a job now, or joins its run in progress. A failure is logged, never thrown. */
  run(name: JobName): Promise<void> {
    const current = this.running.get(name);
    if (current) return current;
    const run = this.work(name)
      .catch((error) => this.log.warn({ err: error, job: name }, "background job failed"))
      .finally(() => this.running.delete(name));
    this.running.set(name, run);
    return run;
  }

  private schedule(name: JobName) {
    if (this.stopped) return;
    const every = this.options.intervals?.[name] ?? DEFAULT_INTERVALS[name];
    const timer = setTimeout(() => void this.run(name).finally(() => this.schedule(name)), every);
    timer.unref();
    this.timers.set(name, timer);
  }

  private async work(name: JobName): Promise<void> {
    const { db } = this.database;
    switch (name) {
      case "analytics-summaries":
        return this.catchUpSummaries();
      case "privacy-setting":
        this.privacySignals.honored = (await getTrackingSettings(db)).honorPrivacySignals;
        return;
      case "tracking-retention": {
        const removed = await purgeExpiredEvents(db, this.clock());
        if (removed.journeyEvents || removed.funnelEvents) this.log.info(removed, "tracking retention purge");
        // The leads inbox keeps a copy of each enquiry: it goes with them.
        await syncPeople(db);
        return;
      }
      case "form-retention": {
        const removed = await purgeExpiredForms(db, this.formRetentionDays, this.clock());
        if (removed.contactMessages || removed.quizResults) this.log.info(removed, "form retention purge");
        await syncPeople(db);
        const outbox = await purgeDeliveredNotifications(db, this.notificationRetentionDays, this.clock());
        if (outbox.notifications) this.log.info(outbox, "outbox retention purge");
        return;
      }
      case "follow-up-reminders": {
        const sent = await remindDueFollowUps(db, this.clock());
        if (sent) this.log.info({ sent }, "follow-up reminders");
        return;
      }
      case "daily-digests": {
        const sent = await sendDueDigests(db, this.clock());
        if (sent) this.log.info({ sent }, "daily digests");
        return;
      }
      case "analytics-reports": {
        const sent = await sendDueReports(db, leadsReceived, this.clock());
        if (sent) this.log.info({ sent }, "analytics reports");
        return;
      }
      case "outbox":
        await this.outbox.runOnce();
        return;
    }
  }

  /**
   * A backlog (the first build after an upgrade, a burst) goes in steps for up to a second a run.
   * PGlite runs inside this process and blocks it while a statement runs: its steps are small
   * (about 10 ms each), so requests are served in between and ingestion's p99 stays low.
   */
  private async catchUpSummaries(): Promise<void> {
    const started = Date.now();
    const step = this.database.driver === "postgres" ? TIMER_CATCH_UP_ROWS : TIMER_CATCH_UP_ROWS / 50;
    const options = { maxRows: step, minAgeMs: minAgeMs(this.database) };
    while ((await catchUp(this.database.db, options)) > 0 && Date.now() - started < 1_000) {
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}
