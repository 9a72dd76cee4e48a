import { sql } from "drizzle-orm";
import { VITAL_BANDS, vitalBand } from "#common/web-vitals";
import type { VitalsBody } from "#common/web-vitals-schema";
import type { Database } from "#server/db/client";
import { deviceFacts } from "#server/lib/user-agent";
import { vitalBucket } from "#server/lib/vital-buckets";
import { GroupCommitter } from "./group-commit";

interface VitalRow {
  day: string;
  metric: string;
  page: string;
  device_type: string;
  bucket: number;
  band: number;
}

/**
 * Folds each reported value into its day's histograms, by page (and the week's, by page) and
 * by device type (schema/web-vitals.ts), as it arrives: the
 * rows of concurrent reports are written together (group commit), counted per bucket in one
 * upsert. The batch is grouped first because one statement may not update a row twice, and
 * written in key order so that two processes folding into the same rows never deadlock.
 */
export class VitalsRecorder {
  private readonly rows: GroupCommitter<VitalRow>;

  constructor(private readonly database: Database) {
    this.rows = new GroupCommitter<VitalRow>({ maxBatch: 2_000, write: (rows) => this.write(rows) });
  }

  /** Resolves once the report is committed. Only the device type of the user agent is kept. */
  record(body: VitalsBody, userAgent: string | undefined, now: Date): Promise<void> {
    const day = now.toISOString().slice(0, 10);
    const device = deviceFacts(userAgent).deviceType;
    return this.rows.add(
      body.vitals.map(({ metric, value }) => ({
        day,
        metric,
        page: body.page,
        device_type: device,
        bucket: vitalBucket(metric, value),
        band: VITAL_BANDS.indexOf(vitalBand(metric, value)),
      })),
    );
  }

  private async write(rows: VitalRow[]): Promise<void> {
    await this.database.db.execute(sql`
      WITH x AS (
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          AS x(day date, metric text, page text, device_type text, bucket smallint, band smallint)
      ), pages AS (
        INSERT INTO web_vitals_pages (span, day, metric, page, bucket, band, n)
        SELECT s.span, CASE s.span WHEN 1 THEN x.day ELSE date_trunc('week', x.day)::date END AS day,
               metric, page, bucket, band, count(*)::int
        FROM x CROSS JOIN (VALUES (1), (7)) AS s(span)
        GROUP BY 1, 2, metric, page, bucket, band
        ORDER BY 1, 2, metric, page, bucket, band
        ON CONFLICT (span, day, metric, page, bucket, band) DO UPDATE SET n = web_vitals_pages.n + excluded.n
      )
      INSERT INTO web_vitals_devices (day, metric, device_type, bucket, band, n)
      SELECT day, metric, device_type, bucket, band, count(*)::int FROM x
      GROUP BY day, metric, device_type, bucket, band
      ORDER BY day, metric, device_type, bucket, band
      ON CONFLICT (day, metric, device_type, bucket, band) DO UPDATE SET n = web_vitals_devices.n + excluded.n`);
  }

  drain(): Promise<void> {
    return this.rows.drain();
  }
}
