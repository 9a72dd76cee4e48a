/**
 * The admin setting "honour Global Privacy Control and Do Not Track" as this app last read it
 * (one per app, `app.privacySignals`, so several apps in one process never share it).
 * A background job keeps it fresh (a periodic read, since several processes share one database,
 * and the admin module at once after a change made here); the static site reads it on every HTML page it serves.
 * When honouring is off, pages carry TRACKING_SIGNALS_META, which the browser tracker reads only
 * when the visitor sends GPC or DNT; when on (the default) pages are unchanged.
 */
export interface PrivacySignals {
  honored: boolean;
}

/** The marker added to served HTML when GPC/DNT is not honoured (app/features/tracking reads it). */
export const TRACKING_SIGNALS_META = '<meta name="tracking-signals" content="ignore">';

/** How often each process re-reads the setting from the database. */
export const PRIVACY_SETTING_REFRESH_MS = 15_000;
