import {
  Navigate,
  createBrowserRouter,
  matchRoutes,
  redirect,
  type RouteObject,
} from 'react-router';
import { PageLoader } from '../components/ui/page-loader.tsx';
import { withAppStyles } from './app-styles.ts';
import { sitePages, type SitePageId } from '@pulso/contracts/site-pages';
import { contentSections, paths } from '../config/paths.ts';
import { earlyContentReads } from '../lib/content/content-addresses.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { ExclusiveSectionGate } from './guards/exclusive-section-gate.tsx';
import { RequireAuth } from './guards/require-auth.tsx';
import { IndexRoute } from './routes/index-route.tsx';
import { RouteError } from './routes/route-error.tsx';
import { AppShell } from './shell/app-shell.tsx';

type PageModule = () => Promise<{ Component: React.ComponentType }>;

/**
 * A route whose page is its own chunk, with the page name used in the title; `askEarly`: what it
 * shows first, asked at start (RouteHandle).
 */
function page(
  path: string,
  titleKey: string,
  load: PageModule,
  askEarly?: RouteHandle['askEarly'],
  source?: string,
): RouteObject {
  // The pages that ask their data early (home, search) show cards, with their durations.
  const handle: RouteHandle = { titleKey, askEarly, source, showsCounts: askEarly !== undefined };
  return { path, handle, lazy: withAppStyles(load) };
}

/**
 * A public page of the site tables: its title, description and links for search engines.
 * `entry`: a legal page or /signin, which use only the shell's Mantine styles (issue 11's lighter
 * budget; the login's modal brings its own, screen-set-host.tsx).
 */
function sitePage(id: SitePageId, load: PageModule, { entry = false } = {}): RouteObject {
  const { path, titleKey } = sitePages[id];
  const handle: RouteHandle = { titleKey, sitePage: id };
  return { path: path.slice(1), handle, lazy: entry ? load : withAppStyles(load) };
}

const contentDetail: PageModule = () => import('../features/content/pages/content-detail-page.tsx');

/**
 * The modules of the pages a signed-in doctor often opens first, as the build's manifest names
 * them (RouteHandle `source`; router.test.tsx checks each is the module its route loads).
 */
export const firstPageSources = {
  home: 'src/features/content/pages/home-page.tsx',
  search: 'src/features/content/pages/search-page.tsx',
  contentDetail: 'src/features/content/pages/content-detail-page.tsx',
} as const;

/** `{section}/:id` and `{section}/:idCapa/:id`: the shared content-detail screen (spec §2). */
function contentDetailRoutes(section: string, load: PageModule = contentDetail): RouteObject[] {
  const handle: RouteHandle = {
    titleKey: 'pages.content',
    opensWithToken: true,
    askEarly: load === contentDetail ? earlyContentReads.item : undefined,
    showsDate: true,
    showsCounts: true,
    source: load === contentDetail ? firstPageSources.contentDetail : undefined,
  };
  return [`${section}/:id`, `${section}/:idCapa/:id`].map((path) => ({
    path,
    handle,
    lazy: withAppStyles(load),
  }));
}

const backofficeRoot: PageModule = () => import('../features/backoffice/backoffice-root.tsx');

const coursePage: PageModule = () => import('../features/training/pages/course-page.tsx');
const courseMoreInfo: PageModule = () =>
  import('../features/training/pages/course-more-info-page.tsx');
const courseExam: PageModule = () => import('../features/training/pages/course-exam-page.tsx');
const certificateVerification: PageModule = () =>
  import('../features/training/pages/certificate-verification-page.tsx');

const publicRoutes: RouteObject[] = [
  {
    index: true,
    handle: {
      titleKey: sitePages.landing.titleKey,
      sitePage: 'landing',
      // Signed in (when the server names a first page's files), `/` is the home.
      source: firstPageSources.home,
    } satisfies RouteHandle,
    Component: IndexRoute,
  },
  sitePage('signin', () => import('../features/identity/pages/signin-page.tsx'), {
    entry: true,
  }),
  sitePage('terms', () => import('../features/legal/pages/terms-page.tsx'), { entry: true }),
  sitePage('privacy', () => import('../features/legal/pages/privacy-page.tsx'), { entry: true }),
  sitePage('imprint', () => import('../features/legal/pages/imprint-page.tsx'), { entry: true }),
  sitePage('esCo', () => import('../features/legal/pages/es-co-page.tsx'), { entry: true }),
  sitePage(
    'doctorFinderLanding',
    () => import('../features/docfinder/pages/doctor-finder-landing-page.tsx'),
  ),
  page(
    paths.doctorFinderProfile.pattern,
    'pages.doctorFinderProfile',
    () => import('../features/docfinder/pages/doctor-profile-page.tsx'),
  ),
  page(
    paths.publicContent.pattern,
    'pages.publicContent',
    () => import('../features/content/pages/public-content-page.tsx'),
  ),
  page(
    paths.publicContentItem.pattern,
    'pages.publicContent',
    () => import('../features/content/pages/public-content-page.tsx'),
  ),
  page(
    paths.certificateVerificationForm.pattern,
    'training.verify.pageTitle',
    certificateVerification,
  ),
  page(paths.certificateVerification.pattern, 'training.verify.pageTitle', certificateVerification),
];

const protectedRoutes: RouteObject[] = [
  page(
    paths.home.pattern,
    'pages.home',
    () => import('../features/content/pages/home-page.tsx'),
    earlyContentReads.home,
    firstPageSources.home,
  ),
  page(paths.newsEs.pattern, 'pages.news', () => import('../features/content/pages/news-page.tsx')),
  page(paths.newsPt.pattern, 'pages.news', () => import('../features/content/pages/news-page.tsx')),
  page(
    paths.exclusiveEs.pattern,
    'pages.exclusive',
    () => import('../features/content/pages/exclusive-page.tsx'),
  ),
  page(
    paths.exclusivePt.pattern,
    'pages.exclusive',
    () => import('../features/content/pages/exclusive-page.tsx'),
  ),
  page(
    paths.searchEs.pattern,
    'pages.search',
    () => import('../features/content/pages/search-page.tsx'),
    earlyContentReads.search,
    firstPageSources.search,
  ),
  page(
    paths.searchPt.pattern,
    'pages.search',
    () => import('../features/content/pages/search-page.tsx'),
    earlyContentReads.search,
    firstPageSources.search,
  ),
  page(
    paths.products.pattern,
    'pages.products',
    () => import('../features/content/pages/products-page.tsx'),
  ),
  page(
    paths.product.pattern,
    'pages.product',
    () => import('../features/content/pages/product-page.tsx'),
  ),
  page(
    paths.productPart.pattern,
    'pages.product',
    () => import('../features/content/pages/product-page.tsx'),
  ),
  page(
    paths.preferences.pattern,
    'pages.preferences',
    () => import('../features/users/pages/preferences-page.tsx'),
  ),
  page(
    paths.courses.pattern,
    'pages.courses',
    () => import('../features/training/pages/courses-page.tsx'),
  ),
  page(paths.courseMoreInfo.pattern, 'pages.courseMoreInfo', courseMoreInfo),
  page(paths.courseExam.pattern, 'pages.courseExam', courseExam),
  ...contentDetailRoutes('cursos-online', coursePage),
  page(
    paths.certificates.pattern,
    'pages.certificates',
    () => import('../features/training/pages/certificates-page.tsx'),
  ),
  page(
    paths.editRegistration.pattern,
    'pages.editRegistration',
    () => import('../features/users/pages/edit-registration-page.tsx'),
  ),
  page(
    paths.medicalInformation.pattern,
    'pages.medicalInformation',
    () => import('../features/medical-information/pages/medical-information-page.tsx'),
  ),
  // The team's inbox moved into the back office (issue 17): old links land there, query kept.
  {
    path: paths.medicalInformationTeam.pattern,
    loader: ({ request }) =>
      redirect(paths.medicalInformationTeam.href() + new URL(request.url).search),
  },
  page(paths.feed.pattern, 'pages.feed', () => import('../features/content/pages/feed-page.tsx')),
  page(
    paths.feedItem.pattern,
    'pages.feedItem',
    () => import('../features/content/pages/feed-item-page.tsx'),
  ),
  page(
    paths.feedItemPart.pattern,
    'pages.feedItem',
    () => import('../features/content/pages/feed-item-page.tsx'),
  ),
  page(
    paths.events.pattern,
    'pages.events',
    () => import('../features/events/pages/events-page.tsx'),
  ),
  page(paths.event.pattern, 'pages.event', () => import('../features/events/pages/event-page.tsx')),
  // Both open the meeting screen (spec §2).
  page(
    paths.eventParticipate.pattern,
    'pages.meeting',
    () => import('../features/events/pages/meeting-page.tsx'),
  ),
  page(
    paths.eventJoin.pattern,
    'pages.meeting',
    () => import('../features/events/pages/meeting-page.tsx'),
  ),
  // The back office: one lazy module that routes its own sections (decision 054).
  ...[paths.backoffice.pattern, paths.backoffice.deepPattern].map((pattern) =>
    page(pattern, 'backoffice.title', backofficeRoot),
  ),
  page(
    paths.docfinder.pattern,
    'pages.docfinder',
    () => import('../features/docfinder/pages/docfinder-page.tsx'),
  ),
  page(
    paths.docfinderRegistration.pattern,
    'pages.docfinderRegistration',
    () => import('../features/docfinder/pages/docfinder-registration-page.tsx'),
  ),
  {
    // Lazy like a page: its confirm modal is only needed on the address screens.
    lazy: withAppStyles(() => import('./guards/unsaved-changes-guard.tsx')),
    children: [
      page(
        paths.docfinderAddressNew.pattern,
        'pages.addressNew',
        () => import('../features/docfinder/pages/address-new-page.tsx'),
      ),
      page(
        paths.docfinderAddressEdit.pattern,
        'pages.addressEdit',
        () => import('../features/docfinder/pages/address-edit-page.tsx'),
      ),
    ],
  },
  // Courses and speaker training have screens of their own (above and below).
  ...contentSections
    .filter((section) => section !== 'speaker-training' && section !== 'cursos-online')
    .flatMap((section) => contentDetailRoutes(section)),
  {
    lazy: withAppStyles(() => import('./guards/require-speaker-training.tsx')),
    children: [
      page(
        paths.speakerTraining.pattern,
        'pages.speakerTraining',
        () => import('../features/speaker-training/pages/speaker-training-page.tsx'),
      ),
      page(paths.speakerTrainingMoreInfo.pattern, 'pages.courseMoreInfo', courseMoreInfo),
      page(paths.speakerTrainingExam.pattern, 'pages.courseExam', courseExam),
      ...contentDetailRoutes(
        'speaker-training',
        () => import('../features/speaker-training/pages/speaker-training-item-page.tsx'),
      ),
    ],
  },
];

/** `solo-en-{product}` lists and details: any other first segment here is an unknown path. */
const exclusiveProductRoutes: RouteObject[] = [
  page(
    paths.exclusiveProduct.pattern,
    'pages.exclusive',
    () => import('../features/content/pages/exclusive-page.tsx'),
  ),
  ...contentDetailRoutes(':section'),
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppShell,
    HydrateFallback: () => <PageLoader fullScreen />,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          ...publicRoutes,
          { Component: RequireAuth, children: protectedRoutes },
          {
            Component: ExclusiveSectionGate,
            children: [{ Component: RequireAuth, children: exclusiveProductRoutes }],
          },
          // Spec §2: any unknown path redirects to the root.
          { path: '*', element: <Navigate to={paths.landing.href()} replace /> },
        ],
      },
    ],
  },
];

/**
 * The module of the page at `pathname` when it is one a signed-in doctor often opens first
 * (`source`), for the server to name its files in the page's <head> (decision 059).
 */
export function firstPageSourceOf(pathname: string): string | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const source = (matches[i]?.route.handle as RouteHandle | undefined)?.source;
    if (source) return source;
  }
  return undefined;
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
export type AppRouter = ReturnType<typeof createAppRouter>;
