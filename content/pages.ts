import { aboutMeta } from "./page-meta/about";
import { accessibilityMeta } from "./page-meta/accessibility";
import { adminAffiliatesMeta } from "./page-meta/admin-affiliates";
import { adminClientsMeta } from "./page-meta/admin-clients";
import { adminDashboardMeta } from "./page-meta/admin-dashboard";
import { adminInviteMeta } from "./page-meta/admin-invite";
import { adminJourneyAnalyticsMeta } from "./page-meta/admin-journey-analytics";
import { adminLeadsMeta } from "./page-meta/admin-leads";
import { adminLoginMeta } from "./page-meta/admin-login";
import { adminRedirectsMeta } from "./page-meta/admin-redirects";
import { adminRevenueMeta } from "./page-meta/admin-revenue";
import { adminSalesApplicationsMeta } from "./page-meta/admin-sales-applications";
import { adminSecurityMeta } from "./page-meta/admin-security";
import { adminSettingsMeta } from "./page-meta/admin-settings";
import { adminTeamMeta } from "./page-meta/admin-team";
import { affiliateDashboardMeta } from "./page-meta/affiliate-dashboard";
import { affiliateRegisterMeta } from "./page-meta/affiliate-register";
import { aiBusinessIntelligenceMeta } from "./page-meta/ai-business-intelligence";
import { aiCostCalculatorMeta } from "./page-meta/ai-cost-calculator";
import { aiForSmallBusinessMeta } from "./page-meta/ai-for-small-business";
import { aiImplementationGuideMeta } from "./page-meta/ai-implementation-guide";
import { aiMarketingMeta } from "./page-meta/ai-marketing";
import { aiOpportunityFinderMeta } from "./page-meta/ai-opportunity-finder";
import { aiReadinessAssessmentMeta } from "./page-meta/ai-readiness-assessment";
import { aiSecurityMeta } from "./page-meta/ai-security";
import { aiSeoMeta } from "./page-meta/ai-seo";
import { aiVoiceMeta } from "./page-meta/ai-voice";
import { caseStudiesMeta } from "./page-meta/case-studies";
import { contactMeta } from "./page-meta/contact";
import { demosMeta } from "./page-meta/demos";
import { enterpriseDashboardMeta } from "./page-meta/enterprise-dashboard";
import { faqMeta } from "./page-meta/faq";
import { financeAiMeta } from "./page-meta/finance-ai";
import { homeMeta } from "./page-meta/home";
import { implementationMeta } from "./page-meta/implementation";
import { legalAiMeta } from "./page-meta/legal-ai";
import { legalDocumentsMeta } from "./page-meta/legal-documents";
import { manufacturingAiMeta } from "./page-meta/manufacturing-ai";
import { notFoundMeta } from "./page-meta/not-found";
import { privacyPolicyMeta } from "./page-meta/privacy-policy";
import { resultsMeta } from "./page-meta/results";
import { retailAiMeta } from "./page-meta/retail-ai";
import { roiOverviewMeta } from "./page-meta/roi-overview";
import { salesCareersMeta } from "./page-meta/sales-careers";
import { securityMeta } from "./page-meta/security";
import { sharedAnalyticsMeta } from "./page-meta/shared-analytics";
import { solutionsMeta } from "./page-meta/solutions";
import { technologyMeta } from "./page-meta/technology";
import { termsConditionsMeta } from "./page-meta/terms-conditions";
import type { PageMeta } from "./page-meta/types";

/**
 * Title and meta description of every static route, keyed by path; each must be unique (tested).
 * The copy lives in one file per page under ./page-meta/: a route imports only its own, so the
 * browser never loads this whole table (tests, scripts and the server use it).
 */
export const allPageMeta: readonly PageMeta[] = [
  homeMeta,
  aboutMeta,
  technologyMeta,
  contactMeta,
  demosMeta,
  implementationMeta,
  solutionsMeta,
  resultsMeta,
  securityMeta,
  aiVoiceMeta,
  aiSecurityMeta,
  legalAiMeta,
  aiMarketingMeta,
  aiSeoMeta,
  aiBusinessIntelligenceMeta,
  manufacturingAiMeta,
  financeAiMeta,
  retailAiMeta,
  faqMeta,
  aiReadinessAssessmentMeta,
  aiOpportunityFinderMeta,
  caseStudiesMeta,
  aiImplementationGuideMeta,
  aiCostCalculatorMeta,
  aiForSmallBusinessMeta,
  roiOverviewMeta,
  privacyPolicyMeta,
  termsConditionsMeta,
  affiliateRegisterMeta,
  affiliateDashboardMeta,
  adminLoginMeta,
  adminDashboardMeta,
  adminLeadsMeta,
  adminRevenueMeta,
  adminAffiliatesMeta,
  adminClientsMeta,
  adminSalesApplicationsMeta,
  adminSettingsMeta,
  adminJourneyAnalyticsMeta,
  adminRedirectsMeta,
  adminTeamMeta,
  adminSecurityMeta,
  adminInviteMeta,
  sharedAnalyticsMeta,
  enterpriseDashboardMeta,
  salesCareersMeta,
  accessibilityMeta,
  legalDocumentsMeta,
  notFoundMeta,
];

export const pageMeta: Record<string, PageMeta> = Object.fromEntries(allPageMeta.map((meta) => [meta.path, meta]));
