import nodemailer from "nodemailer";
import { testNotification } from "#content/notifications";
import type { Config } from "#server/config";
import type { NoticeData } from "./events";
import { type EmailContent, invitationEmail, partnerEmail, teamEmail, testEmail, visitorEmail } from "./messages";
import { type Channel, newNotificationId } from "./outbox";
import { reportEmail } from "./report-email";
import { signWebhook } from "./signing";

/** Every network step has a limit, so a dead server costs one attempt, never a stuck worker. */
const NETWORK_TIMEOUT_MS = 15_000;

interface OutgoingNotification {
  id: string;
  type: string;
  data: NoticeData;
  createdAt: Date;
}

/** How notifications leave the site, as the configuration sets it up. */
export interface DeliveryChannels {
  /** Whether a channel can deliver; a channel that cannot is "not set up" in the console. */
  configured(channel: Channel): boolean;
  deliver(channel: Channel, notification: OutgoingNotification, now: Date): Promise<void>;
  sendTestEmail(): Promise<void>;
  sendTestWebhook(now: Date): Promise<void>;
  /** The setup as the console shows it: no credentials, no secret. */
  describe(): {
    email: { configured: boolean; server: string | null; to: string[]; from: string | null };
    webhook: { configured: boolean; url: string | null };
  };
}

/** The SMTP server without its credentials, for the console. */
function smtpServerLabel(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
}

/** A webhook URL without credentials or query (which may carry a token), for the console. */
function webhookLabel(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
}

export function createDeliveryChannels(config: Config): DeliveryChannels {
  const smtpUrl = config.SMTP_URL;
  const to = config.NOTIFY_EMAIL_TO ?? [];
  const from = config.NOTIFY_EMAIL_FROM ?? null;
  const webhookUrl = config.WEBHOOK_URL;
  const webhookSecret = config.WEBHOOK_SECRET;
  const transport = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: NETWORK_TIMEOUT_MS,
        greetingTimeout: NETWORK_TIMEOUT_MS,
        socketTimeout: NETWORK_TIMEOUT_MS,
      })
    : null;

  const sendMail = async (recipients: string[], content: EmailContent, replyTo?: string | null) => {
    if (!transport || !from) throw new Error("E-mail is not set up: SMTP_URL is not set");
    await transport.sendMail({ from, to: recipients, replyTo: replyTo ?? undefined, ...content });
  };

  const postWebhook = async (id: string, now: Date, body: string) => {
    if (!webhookUrl || !webhookSecret) throw new Error("Webhooks are not set up: WEBHOOK_URL is not set");
    const response = await fetch(webhookUrl, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...signWebhook(webhookSecret, id, Math.floor(now.getTime() / 1000), body),
      },
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(NETWORK_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.status < 200 || response.status > 299)
      throw new Error(`The webhook receiver answered HTTP ${response.status}`);
  };

  return {
    configured: (channel) => (channel === "webhook" ? Boolean(webhookUrl && webhookSecret) : Boolean(transport)),
    deliver: async (channel, notification, now) => {
      const { data } = notification;
      if (channel === "email") {
        const recipients = data.staffRecipients?.length ? data.staffRecipients : to;
        const content = data.analyticsReport ? reportEmail(data.analyticsReport, data.consoleUrl) : teamEmail(data);
        return sendMail(recipients, content, data.person.email);
      }
      if (channel === "visitor_email") {
        if (!data.person.email) throw new Error("The notification has no visitor e-mail address");
        const content = data.teamInvitation
          ? invitationEmail(data.person.name, data.teamInvitation)
          : data.partnerEmail
            ? partnerEmail(data.partnerEmail)
            : visitorEmail();
        return sendMail([data.person.email], content);
      }
      // The body is the same on every attempt; only the signature's timestamp is the attempt's.
      const body = JSON.stringify({ type: notification.type, timestamp: notification.createdAt.toISOString(), data });
      return postWebhook(notification.id, now, body);
    },
    sendTestEmail: () => sendMail(to, testEmail()),
    sendTestWebhook: (now) => {
      const id = newNotificationId();
      const body = JSON.stringify({
        type: testNotification.webhookType,
        timestamp: now.toISOString(),
        data: { summary: testNotification.webhookSummary },
      });
      return postWebhook(id, now, body);
    },
    describe: () => ({
      email: { configured: Boolean(transport), server: smtpUrl ? smtpServerLabel(smtpUrl) : null, to, from },
      webhook: { configured: Boolean(webhookUrl && webhookSecret), url: webhookUrl ? webhookLabel(webhookUrl) : null },
    }),
  };
}
