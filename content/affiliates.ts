/**
 * Copy of the affiliate program: the sign-up page, the dashboard and the status texts.
 * Commission and window figures come from the program settings at run time; the
 * defaults below are what the prerendered page shows before they load.
 */
import { REFERRAL_CODE_MAX, REFERRAL_CODE_MIN } from "#common/affiliate-program";
import { site } from "./site";

export const affiliateProgram = {
  eyebrow: "Affiliate program",
  title: "Refer businesses that need custom AI. Earn on every deal that closes.",
  lead: `Consultants, agencies and advisers already know which of their clients are drowning in manual work. Send them to ${site.name} with your own link, and you earn a commission when they become a client.`,
  highlights: [
    {
      title: (percent: number) => `${percent}% of the deal value`,
      body: "Your commission is a share of the confirmed value of every deal your referral signs. It is set per partner by our team and shown in your dashboard.",
    },
    {
      title: (days: number) => `${days}-day attribution`,
      body: "The first partner link a business uses is the one that counts. If they book, sign or fill in a form within the window, the referral is yours.",
    },
    {
      title: () => "A dashboard you can check any time",
      body: "Follow clicks, leads, booked meetings and won deals by date, see what you have earned and when it was paid.",
    },
  ],
  steps: [
    {
      title: "Apply",
      body: "Tell us who you are and how you plan to share your link. We review every application by hand; your dashboard shows the decision.",
    },
    {
      title: "Share your link",
      body: `Once approved you get a personal link to ${site.name}. Put it in your newsletter, your proposals, your talks or a one-to-one e-mail.`,
    },
    {
      title: "Your referral books a consultation",
      body: "They land on the site, explore the solutions and book a free 30-minute consultation. You see the meeting in your dashboard.",
    },
    {
      title: "Get paid when the deal is won",
      body: "When the business signs, our team confirms the deal value and your commission appears as pending, then approved, then paid to your payout e-mail.",
    },
  ],
  rules: [
    "Only businesses you genuinely introduce count: referring yourself or your own company earns nothing.",
    "No paid ads on our brand name, no spam, no cookie stuffing. Accounts that break these rules are suspended.",
    "Commissions are confirmed when the client's deal is signed; the value the site records at booking is only an estimate.",
    "Commissions are paid to your payout e-mail after approval, with a payout reference you can match in your records.",
  ],
  form: {
    title: "Apply to become a partner",
    intro: "Fields marked * are required. Your dashboard opens as soon as you apply.",
    submit: "Apply now",
    submitting: "Sending your application…",
    codeLabel: "Referral code",
    codeHelp: `Proposed from your name; change it if you like. Lower-case letters, digits and hyphens, ${REFERRAL_CODE_MIN} to ${REFERRAL_CODE_MAX} characters.`,
    codeCheck: {
      checking: (code: string) => `Checking whether ${code} is free…`,
      free: (code: string) => `${code} is free.`,
      proposedInstead: (taken: string, code: string) => `${taken} is taken, so we propose ${code}. It is free.`,
      taken: (code: string) => `${code} is taken.`,
      takeSuggestion: (code: string) => `Use ${code}`,
      unknown: (code: string) => `We could not check ${code} just now; we check it again when you apply.`,
      linkPreview: (link: string) => `Your link: ${link}`,
    },
    promotionHelp: "Where and how will you share your link? For example your newsletter, client workshops or a blog.",
    payoutHelp: "Where we send your commission payments. You can change it later in your dashboard.",
    passwordHelp: "At least 10 characters.",
    checksNotLoaded: "We could not load the form's checks. Check your connection and try again.",
    haveAccount: "Already a partner?",
    signIn: "Sign in to your dashboard",
  },
} as const;

export const affiliateDashboard = {
  signInTitle: "Partner sign-in",
  signInIntro: "Sign in with the e-mail and password you chose when you applied.",
  noAccount: "Not a partner yet?",
  apply: "Apply to the affiliate program",
  status: {
    pending: {
      title: "Your application is being reviewed",
      body: "Our team reviews every application by hand and the decision appears here. Once you are approved your referral link starts counting clicks, leads and meetings. Until then, the link below does not track referrals.",
    },
    approved: {
      title: "Your account is active",
      body: "Share your link: every business that arrives through it is attributed to you for the attribution window.",
    },
    rejected: {
      title: "Your application was not accepted",
      body: `Your link does not track referrals. If you think we got it wrong, write to ${site.email} and tell us more about your audience.`,
    },
    suspended: {
      title: "Your account is suspended",
      body: `Your link does not track new referrals while the account is suspended. Commissions already approved are still paid. Write to ${site.email} to talk it through.`,
    },
  },
  referralStatus: {
    click: "Clicked",
    lead: "Lead",
    meeting_booked: "Meeting booked",
    won: "Won",
    lost: "Lost",
    rejected: "Not eligible",
  },
  commissionStatus: {
    pending: "Pending",
    approved: "Approved",
    paid: "Paid",
    rejected: "Rejected",
  },
  conversionHelp: "Share of clicks that became leads in the selected period.",
  noReferrals: "No referrals yet. Share your link to see them here.",
  noReferralsYetNotTracking: "No referrals yet. Referrals from your link appear here once it counts.",
  linkNotTracking: {
    pending: "This link starts counting once your application is approved.",
    rejected: "This link does not count referrals: your application was not accepted.",
    suspended: "This link does not count new referrals while your account is suspended.",
  },
} as const;

/**
 * The account messages of the partner area. The server answers every registration and every
 * reset request with the same text, so neither tells whether an e-mail has an account.
 */
export const affiliateAccount = {
  registrationReceived:
    "Thanks for applying. We have sent a message to the e-mail you gave: open the link in it and enter your password to confirm your account and sign in. Nothing there? Check the spam folder; our team also reviews every application and writes to you.",
  confirmTitle: "Confirm your partner account",
  confirmIntro:
    "Enter the password you chose when you applied. This confirms that the e-mail is yours and signs you in.",
  confirmLinkInvalid:
    "This confirmation link is no longer valid. Apply again with the same e-mail to receive a new one, or sign in if your account is confirmed.",
  resetRequestReceived:
    "Thanks. If a partner account uses this e-mail, our team has your request and will send you a link to choose a new password.",
  suspended: `This partner account is suspended. Write to ${site.email} to talk it through.`,
  forgotPassword: "Forgot your password?",
  forgotTitle: "Reset your password",
  forgotIntro:
    "Tell us the e-mail of your partner account. Our team will send you a link to choose a new password; the link works once, for 24 hours.",
  resetTitle: "Choose a new password",
  resetIntro: "This link works once. After the change, every other session of your account is signed out.",
  payoutPasswordHelp: "Commissions are paid to this address, so we ask for your password before changing it.",
  signOutEverywhere: "Sign out everywhere",
  signOutEverywhereHelp: "Ends every session of your account, on every device, this one included.",
} as const;
