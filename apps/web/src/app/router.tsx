import { redirect, type RouteObject } from 'react-router';
import { PageLoader } from '../components/ui/page-loader.tsx';
import { sitePages, type SitePageId } from '@pulso/contracts/site-pages';
import { contentSections, paths } from '../config/paths.ts';
import type { RouteHandle, RouteModules } from '../lib/route-handle.ts';
import { exclusiveSectionLoader } from './guards/exclusive-section-gate.tsx';
import { RequireAuth } from './guards/require-auth.tsx';
import { indexComponent, indexLoader, indexRouteModules } from './routes/index-route.tsx';
import { RouteError } from './routes/route-error.tsx';
import type { RouteServices } from '../lib/route-services.ts';
import { routeModule, type RouteModuleFile } from './route-modules.ts';
import { AppShell } from './shell/app-shell.tsx';

/**
 * The app's route table, its loaders given the app's `services` (the query cache and the
 * country): the browser makes it once (entry-client.tsx), the server once per page it renders
 * (entry-server.tsx), the tests once per app they start.
 */
export function createRoutes(services: RouteServices): RouteObject[] {
  /**
   * A route whose page is its own chunk (route-modules.ts), with the page name used in the title.
   * The handle names the page's files for the server (`modules`).
   */
  function page(path: string, titleKey: string, file: RouteModuleFile): RouteObject {
    const { lazy, manifestKeys } = routeModule(file);
    const handle: RouteHandle = { titleKey, modules: manifestKeys };
    return { path, handle, lazy: lazy(services) };
  }

  /**
   * A public page of the site tables: its title, description and links for search engines.
   * `entry`: a legal page or /signin, which use only the shell's Mantine styles (the login's modal
   * brings its own, screen-set-host.tsx).
   */
  function sitePage(id: SitePageId, file: RouteModuleFile, { entry = false } = {}): RouteObject {
    const { path, titleKey } = sitePages[id];
    const { lazy, manifestKeys } = routeModule(file, { appStylesFirst: !entry });
    const handle: RouteHandle = { titleKey, sitePage: id, modules: manifestKeys };
    return { path: path.slice(1), handle, lazy: lazy(services) };
  }

  const contentDetail = '../features/content/pages/content-detail-page.tsx';

  /** `{section}/:id` and `{section}/:idCapa/:id`: the shared content-detail screen (spec §2). */
  function contentDetailRoutes(
    section: string,
    file: RouteModuleFile = contentDetail,
  ): RouteObject[] {
    const { lazy, manifestKeys } = routeModule(file);
    const handle: RouteHandle = {
      titleKey: 'pages.content',
      opensWithToken: true,
      modules: manifestKeys,
    };
    return [`${section}/:id`, `${section}/:idCapa/:id`].map((path) => ({
      path,
      handle,
      lazy: lazy(services),
    }));
  }

  /** A layout route (a guard) whose module is its own chunk. */
  function layout(file: RouteModuleFile): Pick<RouteObject, 'handle' | 'lazy'> {
    const { lazy, manifestKeys } = routeModule(file);
    return { handle: { modules: manifestKeys } satisfies RouteModules, lazy: lazy(services) };
  }

  const backofficeRoot = '../features/backoffice/backoffice-root.tsx';

  const coursePage = '../features/training/pages/course-page.tsx';
  const courseMoreInfo = '../features/training/pages/course-more-info-page.tsx';
  const courseExam = '../features/training/pages/course-exam-page.tsx';
  const certificateVerification = '../features/training/pages/certificate-verification-page.tsx';

  const publicRoutes: RouteObject[] = [
    {
      index: true,
      handle: {
        titleKey: sitePages.landing.titleKey,
        sitePage: 'landing',
        // `/` is the landing signed out and the home signed in (index-route.tsx).
        modules: indexRouteModules.signedOut,
        signedInModules: indexRouteModules.signedIn,
      } satisfies RouteHandle,
      lazy: indexComponent,
      loader: indexLoader(services),
    },
    sitePage('signin', '../features/identity/pages/signin-page.tsx', {
      entry: true,
    }),
    sitePage('terms', '../features/legal/pages/terms-page.tsx', { entry: true }),
    sitePage('privacy', '../features/legal/pages/privacy-page.tsx', { entry: true }),
    sitePage('imprint', '../features/legal/pages/imprint-page.tsx', { entry: true }),
    sitePage('esCo', '../features/legal/pages/es-co-page.tsx', { entry: true }),
    sitePage('doctorFinderLanding', '../features/docfinder/pages/doctor-finder-landing-page.tsx'),
    page(
      paths.doctorFinderProfile.pattern,
      'pages.doctorFinderProfile',
      '../features/docfinder/pages/doctor-profile-page.tsx',
    ),
    page(
      paths.publicContent.pattern,
      'pages.publicContent',
      '../features/content/pages/public-content-page.tsx',
    ),
    page(
      paths.publicContentItem.pattern,
      'pages.publicContent',
      '../features/content/pages/public-content-page.tsx',
    ),
    page(
      paths.certificateVerificationForm.pattern,
      'training.verify.pageTitle',
      certificateVerification,
    ),
    page(
      paths.certificateVerification.pattern,
      'training.verify.pageTitle',
      certificateVerification,
    ),
  ];

  const protectedRoutes: RouteObject[] = [
    page(paths.home.pattern, 'pages.home', '../features/content/pages/home-page.tsx'),
    page(paths.newsEs.pattern, 'pages.news', '../features/content/pages/news-page.tsx'),
    page(paths.newsPt.pattern, 'pages.news', '../features/content/pages/news-page.tsx'),
    page(
      paths.exclusiveEs.pattern,
      'pages.exclusive',
      '../features/content/pages/exclusive-page.tsx',
    ),
    page(
      paths.exclusivePt.pattern,
      'pages.exclusive',
      '../features/content/pages/exclusive-page.tsx',
    ),
    page(paths.searchEs.pattern, 'pages.search', '../features/content/pages/search-page.tsx'),
    page(paths.searchPt.pattern, 'pages.search', '../features/content/pages/search-page.tsx'),
    page(paths.products.pattern, 'pages.products', '../features/content/pages/products-page.tsx'),
    page(paths.product.pattern, 'pages.product', '../features/content/pages/product-page.tsx'),
    page(paths.productPart.pattern, 'pages.product', '../features/content/pages/product-page.tsx'),
    page(
      paths.preferences.pattern,
      'pages.preferences',
      '../features/users/pages/preferences-page.tsx',
    ),
    page(paths.courses.pattern, 'pages.courses', '../features/training/pages/courses-page.tsx'),
    page(paths.courseMoreInfo.pattern, 'pages.courseMoreInfo', courseMoreInfo),
    page(paths.courseExam.pattern, 'pages.courseExam', courseExam),
    ...contentDetailRoutes('cursos-online', coursePage),
    page(
      paths.certificates.pattern,
      'pages.certificates',
      '../features/training/pages/certificates-page.tsx',
    ),
    page(
      paths.editRegistration.pattern,
      'pages.editRegistration',
      '../features/users/pages/edit-registration-page.tsx',
    ),
    page(
      paths.medicalInformation.pattern,
      'pages.medicalInformation',
      '../features/medical-information/pages/medical-information-page.tsx',
    ),
    // The team's inbox moved into the back office (issue 17): old links land there, query kept.
    {
      path: paths.medicalInformationTeam.pattern,
      loader: ({ request }) =>
        redirect(paths.medicalInformationTeam.href() + new URL(request.url).search),
    },
    page(paths.feed.pattern, 'pages.feed', '../features/content/pages/feed-page.tsx'),
    page(paths.feedItem.pattern, 'pages.feedItem', '../features/content/pages/feed-item-page.tsx'),
    page(
      paths.feedItemPart.pattern,
      'pages.feedItem',
      '../features/content/pages/feed-item-page.tsx',
    ),
    page(paths.events.pattern, 'pages.events', '../features/events/pages/events-page.tsx'),
    page(paths.event.pattern, 'pages.event', '../features/events/pages/event-page.tsx'),
    // Both open the meeting screen (spec §2).
    page(
      paths.eventParticipate.pattern,
      'pages.meeting',
      '../features/events/pages/meeting-page.tsx',
    ),
    page(paths.eventJoin.pattern, 'pages.meeting', '../features/events/pages/meeting-page.tsx'),
    // The back office: one lazy module that routes its own sections (decision 054).
    ...[paths.backoffice.pattern, paths.backoffice.deepPattern].map((pattern) =>
      page(pattern, 'backoffice.title', backofficeRoot),
    ),
    page(
      paths.docfinder.pattern,
      'pages.docfinder',
      '../features/docfinder/pages/docfinder-page.tsx',
    ),
    {
      // Lazy like a page: its confirm modal is only needed on the screens editing a listing.
      ...layout('./guards/unsaved-changes-guard.tsx'),
      children: [
        page(
          paths.docfinderRegistration.pattern,
          'pages.docfinderRegistration',
          '../features/docfinder/pages/docfinder-registration-page.tsx',
        ),
        page(
          paths.docfinderAddressNew.pattern,
          'pages.addressNew',
          '../features/docfinder/pages/address-new-page.tsx',
        ),
        page(
          paths.docfinderAddressEdit.pattern,
          'pages.addressEdit',
          '../features/docfinder/pages/address-edit-page.tsx',
        ),
      ],
    },
    // Courses and speaker training have screens of their own (above and below).
    ...contentSections
      .filter((section) => section !== 'speaker-training' && section !== 'cursos-online')
      .flatMap((section) => contentDetailRoutes(section)),
    {
      ...layout('./guards/require-speaker-training.tsx'),
      children: [
        page(
          paths.speakerTraining.pattern,
          'pages.speakerTraining',
          '../features/training/speaker-training/pages/speaker-training-page.tsx',
        ),
        page(paths.speakerTrainingMoreInfo.pattern, 'pages.courseMoreInfo', courseMoreInfo),
        page(paths.speakerTrainingExam.pattern, 'pages.courseExam', courseExam),
        ...contentDetailRoutes(
          'speaker-training',
          '../features/training/speaker-training/pages/speaker-training-item-page.tsx',
        ),
      ],
    },
  ];

  /** `solo-en-{product}` lists and details: any other first segment here is an unknown path. */
  const exclusiveProductRoutes: RouteObject[] = [
    page(
      paths.exclusiveProduct.pattern,
      'pages.exclusive',
      '../features/content/pages/exclusive-page.tsx',
    ),
    ...contentDetailRoutes(':section'),
  ];

  return [
    {
      path: '/',
      Component: AppShell,
      // A page the server did not render (the development server): shown until its code loads.
      HydrateFallback: () => <PageLoader fullScreen />,
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            ...publicRoutes,
            { Component: RequireAuth, children: protectedRoutes },
            {
              loader: exclusiveSectionLoader,
              children: [{ Component: RequireAuth, children: exclusiveProductRoutes }],
            },
            // Spec §2: any unknown path redirects to the root.
            { path: '*', loader: () => redirect(paths.landing.href()) },
          ],
        },
      ],
    },
  ];
}
