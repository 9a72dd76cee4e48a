import { site } from "./site";

export interface PageMeta {
  title: string;
  description: string;
}

/** Title and meta description of every static route; each must be unique (tested). */
export const pageMeta: Record<string, PageMeta> = {
  "/": {
    title: `${site.name} | Custom AI Solutions from $750/month`,
    description:
      "Custom AI hardware, software and hybrid solutions for businesses of every size, on one monthly subscription with one unified dashboard. Book a free 30-minute consultation.",
  },
  "/about": {
    title: `About ${site.name} | Who Builds Your AI`,
    description: `Who ${site.name} is, how we work and why we build custom AI as a monthly subscription with one unified dashboard instead of one-off projects.`,
  },
  "/technology": {
    title: "Technology | Hardware, Software and Hybrid AI",
    description:
      "How we combine on-site hardware, cloud software and hybrid integrations, and how every solution reports into one unified dashboard.",
  },
  "/contact": {
    title: `Contact ${site.name} | Talk to an AI Specialist`,
    description:
      "Send us a message, call or e-mail, or book a free 30-minute consultation. We reply with concrete next steps for your business.",
  },
  "/demos": {
    title: "Live Demos | Try the Voice Assistant and Calculators",
    description:
      "Talk to our voice assistant in your browser, take the 2-minute AI Opportunity Quiz, and work out your ROI and cost before you talk to anyone.",
  },
  "/implementation": {
    title: "Implementation | From Pilot to Launch in 3-12 Weeks",
    description:
      "Our implementation process: a pilot first, then phased rollout in 3-12 weeks, what we need from you, and support after launch.",
  },
  "/solutions": {
    title: "AI Solutions Catalog | 100+ Ideas in 15+ Industries",
    description:
      "Browse 100+ AI solution ideas across 15+ industries. Filter by industry and by hardware, software or hybrid, and see how each one works.",
  },
  "/results": {
    title: "Client Results | 31% Conversion Boost, 86% Win Rate",
    description:
      "The results our clients report: a 31% conversion boost, an 86% win rate and 30+ hours saved monthly, with the case studies behind them.",
  },
  "/security": {
    title: "Security and Compliance | Encryption, GDPR, HIPAA",
    description:
      "How we protect your data: encryption, access controls, GDPR and HIPAA compliance, how data is handled, and your rights as a visitor.",
  },
  "/ai-voice": {
    title: "AI Voice Assistant | Answer Every Call",
    description:
      "An AI voice assistant that answers calls, books appointments and qualifies leads around the clock. Try the live demo in your browser.",
  },
  "/ai-security": {
    title: "AI Security Monitoring | Smarter Cameras and Alerts",
    description:
      "AI security monitoring that watches camera feeds and sensors, flags real incidents and cuts false alarms, with on-site hardware where you need it.",
  },
  "/legal-ai": {
    title: "Legal Contract AI | Faster Contract Review",
    description:
      "Legal contract AI that extracts clauses, flags risky terms and drafts first reviews, so your team spends its time on judgement, not reading.",
  },
  "/ai-marketing": {
    title: "AI Marketing Automation | Campaigns That Learn",
    description:
      "AI marketing that segments your audience, drafts on-brand campaigns and reallocates spend to what converts, reported in one dashboard.",
  },
  "/ai-seo": {
    title: "AI SEO | Content and Technical SEO at Scale",
    description:
      "AI SEO that finds the searches your buyers make, drafts content briefs, fixes technical issues and tracks rankings week by week.",
  },
  "/ai-business-intelligence": {
    title: "AI Business Intelligence | Answers From Your Data",
    description:
      "AI business intelligence that joins your data sources, answers questions in plain English and warns you about changes before they cost you.",
  },
  "/manufacturing-ai": {
    title: "AI for Manufacturing | Quality, Uptime and Throughput",
    description:
      "AI for manufacturers: visual inspection, predictive maintenance, sensor monitoring and production planning, with hardware on the line.",
  },
  "/finance-ai": {
    title: "AI for Finance | Automation With Compliance Built In",
    description:
      "AI for financial services: document processing, fraud signals, reconciliation and client service, built with encryption and access controls.",
  },
  "/retail-ai": {
    title: "AI for Retail | Demand, Stock and Service",
    description:
      "AI for retailers: demand forecasting, stock alerts, personalised marketing and customer service that answers around the clock.",
  },
  "/faq": {
    title: "Frequently Asked Questions | Pricing, Timeline, Security",
    description:
      "Answers about pricing from $750/month, 3-12 week implementation, security and compliance, the free consultation, and how our subscriptions work.",
  },
  "/ai-readiness-assessment": {
    title: "AI Readiness Assessment | Score Your Business in 5 Minutes",
    description:
      "Score your readiness for AI across data, processes, people, technology, and leadership and budget, and get concrete next steps.",
  },
  "/ai-opportunity-finder": {
    title: "AI Opportunity Finder | The 2-Minute AI Opportunity Quiz",
    description:
      "Answer a few questions about your business and get the AI solutions that fit it best, ranked, with why each one fits.",
  },
  "/case-studies": {
    title: "Case Studies | Real Projects, Measured Results",
    description:
      "Three client projects in full: education outreach for government contracting, sensor monitoring for water filtration, and a crypto trading bot.",
  },
  "/ai-implementation-guide": {
    title: "The AI Implementation Guide | From Idea to Running System",
    description:
      "A practical guide to implementing AI in your business: choosing a first use case, preparing data, running a pilot, measuring ROI and scaling up.",
  },
  "/ai-cost-calculator": {
    title: "AI Cost Calculator | Estimate Your Monthly Subscription",
    description:
      "Estimate what your AI solution will cost per month, from $750/month, with a breakdown and an implementation timeline of 3-12 weeks.",
  },
  "/ai-for-small-business": {
    title: "AI for Small Business | Enterprise Tools From $750/month",
    description:
      "What custom AI means for a small business: where it pays off first, what it costs from $750/month, and how to start without a big project.",
  },
  "/roi-overview": {
    title: "AI ROI Calculator | Work Out Your Payback",
    description:
      "Calculate the time and money AI could save your team, the revenue it could add, and your payback period, with every formula shown.",
  },
  "/privacy-policy": {
    title: "Privacy Policy | What We Collect and Why",
    description:
      "Exactly what this site collects, including the visitor cookie, page events and hashed IP addresses, how long we keep it and how to ask for erasure.",
  },
  "/terms-conditions": {
    title: "Terms and Conditions | Using This Site",
    description: `The terms that apply when you use the ${site.name} website, its demos, calculators and affiliate program.`,
  },
  "/affiliate-register": {
    title: "Affiliate Program | Earn Commission on Referrals",
    description:
      "Join our affiliate program: share your link, refer businesses that need custom AI, and earn a commission on every deal that closes.",
  },
  "/affiliate-dashboard": {
    title: "Affiliate Dashboard",
    description: "Your referral link, clicks, leads, meetings and earnings.",
  },
  "/admin/login": { title: "Admin Sign In", description: "Sign in to the admin console." },
  "/admin/dashboard": { title: "Admin Dashboard", description: "Visitors, leads and applications at a glance." },
  "/admin/affiliates": { title: "Affiliates | Admin", description: "Manage affiliates, referrals and commissions." },
  "/admin/clients": { title: "Clients | Admin", description: "Visitor client records and lead scores." },
  "/admin/sales-applications": { title: "Sales Applications | Admin", description: "Review sales applications." },
  "/admin/settings": { title: "Settings | Admin", description: "Admins, tracking settings and the audit log." },
  "/admin/journey-analytics": { title: "Journey Analytics | Admin", description: "Sessions, pages, events and funnels." },
  "/enterprise-dashboard": {
    title: "Unified Dashboard Preview | See Every Solution in One Place",
    description:
      "An interactive preview, with sample data, of the unified dashboard every subscriber gets: solutions, key figures, usage and alerts.",
  },
  "/sales-careers": {
    title: "Sales Careers | Sell Custom AI Solutions",
    description:
      "Join our sales team and sell custom AI solutions from $750/month to businesses of every size. See the roles, compensation and hiring steps.",
  },
  "/accessibility": {
    title: "Accessibility Statement | WCAG 2.2 AA",
    description: "Our commitment to an accessible website that targets WCAG 2.2 AA, what we test, and how to report a barrier.",
  },
  "/legal-documents": {
    title: "Legal Documents | Policies and Terms",
    description: "The index of our legal texts: privacy policy, terms and conditions and accessibility statement, with their effective dates.",
  },
  "/404": {
    title: "404 Page Not Found",
    description: "The page you were looking for does not exist.",
  },
};
