import { blogPostPattern, guardedPaths, paths, type TPath } from '@cevapla/contracts/routes';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { routeDescriptions, routeTitles } from '../lib/route-titles';
import { requireSignIn } from './guards/require-sign-in';
import type { RouteHandle } from './route-handle';

type PageLoader = () => Promise<ComponentType>;

/** One lazily loaded page per path of the route table; the Record type makes a missing page a compile error. */
const pageLoaders: Record<TPath, PageLoader> = {
  [paths.home]: () => import('./pages/home-route').then((m) => m.HomeRoute),
  [paths.infoCard]: () => import('../features/marketing/pages/info-card-page').then((m) => m.InfoCardPage),
  [paths.integrations]: () => import('../features/marketing/pages/integrations-page').then((m) => m.IntegrationsPage),
  [paths.login]: () => import('./pages/login-route').then((m) => m.LoginRoute),
  [paths.register]: () => import('../features/auth/pages/register-page').then((m) => m.RegisterPage),
  [paths.verification]: () => import('../features/auth/pages/verification-page').then((m) => m.VerificationPage),
  [paths.privacyPolicy]: () => import('../features/legal/pages/privacy-policy-page').then((m) => m.PrivacyPolicyPage),
  [paths.cookiePolicy]: () => import('../features/legal/pages/cookie-policy-page').then((m) => m.CookiePolicyPage),
  [paths.kvkk]: () => import('../features/legal/pages/kvkk-page').then((m) => m.KvkkPage),
  [paths.termsOfUse]: () => import('../features/legal/pages/terms-of-use-page').then((m) => m.TermsOfUsePage),
  [paths.returnPolicy]: () => import('../features/legal/pages/return-policy-page').then((m) => m.ReturnPolicyPage),
  [paths.about]: () => import('../features/company/pages/about-page').then((m) => m.AboutPage),
  [paths.blog]: () => import('../features/company/pages/blog-page').then((m) => m.BlogPage),
  [paths.career]: () => import('../features/company/pages/career-page').then((m) => m.CareerPage),
  [paths.contact]: () => import('../features/company/pages/contact-page').then((m) => m.ContactPage),
  [paths.paymentPlan]: () => import('./pages/payment-plan-route').then((m) => m.PaymentPlanRoute),
  [paths.billingInfo]: () => import('./pages/billing-info-route').then((m) => m.BillingInfoRoute),
  [paths.payment]: () => import('./pages/payment-route').then((m) => m.PaymentRoute),
  [paths.paymentConfirm]: () =>
    import('../features/billing/pages/payment-confirm-page').then((m) => m.PaymentConfirmPage),
  [paths.paymentFinalize]: () =>
    import('../features/billing/pages/payment-finalize-page').then((m) => m.PaymentFinalizePage),
  [paths.paymentSuccess]: () =>
    import('../features/billing/pages/payment-success-page').then((m) => m.PaymentSuccessPage),
  [paths.paymentFailed]: () => import('../features/billing/pages/payment-failed-page').then((m) => m.PaymentFailedPage),
  [paths.store]: () => import('./pages/store-route').then((m) => m.StoreRoute),
  [paths.customerQuestions]: () =>
    import('../features/questions/pages/customer-questions-page').then((m) => m.CustomerQuestionsPage),
  [paths.pendingQuestions]: () =>
    import('../features/questions/pages/pending-questions-page').then((m) => m.PendingQuestionsPage),
  [paths.dashboard]: () => import('../features/dashboard/pages/dashboard-page').then((m) => m.DashboardPage),
  [paths.rejectedQuestions]: () =>
    import('../features/questions/pages/rejected-questions-page').then((m) => m.RejectedQuestionsPage),
  [paths.adminQuestions]: () => import('./pages/admin-questions-route').then((m) => m.AdminQuestionsRoute),
  [paths.admin]: () => import('./pages/admin-route').then((m) => m.AdminRoute),
  [paths.profile]: () => import('./pages/profile-route').then((m) => m.ProfileRoute),
};

function pageRoute(path: TPath): RouteObject {
  return {
    path,
    handle: { title: routeTitles[path], description: routeDescriptions[path] } satisfies RouteHandle,
    lazy: async () => ({ Component: await pageLoaders[path]() }),
  };
}

/** A blog post at /blog/<slug>; its loader answers 404 for an unknown slug, which the shell shows as not found. */
const blogPostRoute: RouteObject = {
  path: blogPostPattern,
  handle: {
    title: routeTitles[paths.blog],
    description: routeDescriptions[paths.blog],
    metaFromData: (data) =>
      isPostMeta(data) ? { title: data.title, description: data.summary, ogType: 'article' } : undefined,
  } satisfies RouteHandle,
  lazy: async () => {
    const { BlogPostPage, blogPostLoader } = await import('../features/company/pages/blog-post-page');
    return { Component: BlogPostPage, loader: blogPostLoader };
  },
};

function isPostMeta(data: unknown): data is { title: string; summary: string } {
  return typeof data === 'object' && data !== null && 'title' in data && 'summary' in data;
}

/** Open pages as they are; the guarded ones under a pathless route whose loader lets only a signed-in user in. */
export function createPageRoutes(queryClient: QueryClient): RouteObject[] {
  const allPaths = Object.values(paths);
  return [
    ...allPaths.filter((path) => !guardedPaths.has(path)).map(pageRoute),
    blogPostRoute,
    { loader: requireSignIn(queryClient), children: allPaths.filter((path) => guardedPaths.has(path)).map(pageRoute) },
  ];
}
