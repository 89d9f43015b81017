import type { QueryClient } from "@tanstack/react-query";
import { isValidElement, lazy, type ComponentType } from "react";
import { createRoutesFromChildren, matchRoutes, Navigate, Route, Routes, type Params } from "react-router";
import type { Me } from "@guilda/shared/schemas/profile";
import { isMember, meQueryKey, wasSignedIn } from "@/lib/session";
import { paths } from "@/lib/paths";
import { RequireAdmin, RequireAuth, RequireGuest, RequireStaff } from "./guards";
import { AppLayout } from "./layout/app-layout";

/**
 * What a route module may export besides its component: the first data its page asks for,
 * requested as soon as the module has arrived instead of after the page's first render.
 */
type RouteModule = { prefetch?: (client: QueryClient, params: Params) => void; [name: string]: unknown };

/** A page's component, code-split, with a way to start loading its module before it renders. */
type Page = ComponentType & { preload: () => Promise<RouteModule> };

/** Code-split a route module that exports its component by name. */
function page<M extends RouteModule, K extends keyof M>(load: () => Promise<M>, name: K): Page {
  let loading: Promise<M> | undefined;
  const preload = () => {
    // A failed load is tried again the next time (the error boundary offers a reload).
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const component = lazy(async () => ({ default: (await preload())[name] as ComponentType }));
  return Object.assign(component, { preload }) as unknown as Page;
}

const FeedRoute = page(() => import("./routes/feed"), "FeedRoute");
const LoginRoute = page(() => import("./routes/auth/login"), "LoginRoute");
const SignUpRoute = page(() => import("./routes/auth/sign-up"), "SignUpRoute");
const AcceptInviteRoute = page(() => import("./routes/auth/accept-invite"), "AcceptInviteRoute");
const RecoveryRoute = page(() => import("./routes/recovery"), "RecoveryRoute");
const ProfileRoute = page(() => import("./routes/profile"), "ProfileRoute");
const ProfileEditRoute = page(() => import("./routes/profile-edit"), "ProfileEditRoute");
const NotificationsRoute = page(() => import("./routes/notifications"), "NotificationsRoute");
const AdminDashboardRoute = page(() => import("./routes/admin/dashboard"), "AdminDashboardRoute");
const AdminSpacesRoute = page(() => import("./routes/admin/spaces"), "AdminSpacesRoute");
const AdminCoursesRoute = page(() => import("./routes/admin/courses"), "AdminCoursesRoute");
const AdminCourseEditorRoute = page(() => import("./routes/admin/course-editor"), "AdminCourseEditorRoute");
const SpaceRoute = page(() => import("./routes/space"), "SpaceRoute");
const PostRoute = page(() => import("./routes/post"), "PostRoute");
const MembersRoute = page(() => import("./routes/members"), "MembersRoute");
const MemberRoute = page(() => import("./routes/member"), "MemberRoute");
const CoursesRoute = page(() => import("./routes/courses/catalog"), "CoursesRoute");
const CoursesShowcaseRoute = page(() => import("./routes/courses/showcase"), "CoursesShowcaseRoute");
const CourseRoute = page(() => import("./routes/courses/course"), "CourseRoute");
const LessonRoute = page(() => import("./routes/courses/lesson"), "LessonRoute");
const MyCoursesRoute = page(() => import("./routes/courses/my-courses"), "MyCoursesRoute");
const NewCoursesRoute = page(() => import("./routes/courses/new-courses"), "NewCoursesRoute");
const CertificatesRoute = page(() => import("./routes/certificates/list"), "CertificatesRoute");
const CertificateVerifyRoute = page(() => import("./routes/certificates/verify"), "CertificateVerifyRoute");
const AgentChatRoute = page(() => import("./routes/ai/agent-chat"), "AgentChatRoute");
const ChatbotRoute = page(() => import("./routes/ai/chatbot"), "ChatbotRoute");
const AdminAgentsRoute = page(() => import("./routes/admin/ai-agents"), "AdminAgentsRoute");
const AdminAgentEditorRoute = page(() => import("./routes/admin/ai-agent-editor"), "AdminAgentEditorRoute");
const LevelsRoute = page(() => import("./routes/levels"), "LevelsRoute");
const RankingRoute = page(() => import("./routes/ranking"), "RankingRoute");
const MissionsRoute = page(() => import("./routes/missions"), "MissionsRoute");
const UnsubscribeRoute = page(() => import("./routes/unsubscribe"), "UnsubscribeRoute");
const AdminGamificationRoute = page(() => import("./routes/admin/gamification"), "AdminGamificationRoute");
const AdminSalesRoute = page(() => import("./routes/admin/sales"), "AdminSalesRoute");
const AdminBackupsRoute = page(() => import("./routes/admin/backups"), "AdminBackupsRoute");
const AdminModerationRoute = page(() => import("./routes/admin/moderation"), "AdminModerationRoute");
const AdminAuditRoute = page(() => import("./routes/admin/audit"), "AdminAuditRoute");
const PricingRoute = page(() => import("./routes/pricing"), "PricingRoute");
const LandingRoute = page(() => import("./routes/landing"), "LandingRoute");
const RulesRoute = page(() => import("./routes/rules"), "RulesRoute");
const CommunityRoute = page(() => import("./routes/community"), "CommunityRoute");
const SuppliersRoute = page(() => import("./routes/resources/suppliers"), "SuppliersRoute");
const WikiRoute = page(() => import("./routes/resources/wiki"), "WikiRoute");
const ToolsRoute = page(() => import("./routes/resources/tools"), "ToolsRoute");
const ResourcePageRoute = page(() => import("./routes/resources/resource-page"), "ResourcePageRoute");
const AdminResourcesRoute = page(() => import("./routes/admin/resources"), "AdminResourcesRoute");
const SuggestionsRoute = page(() => import("./routes/suggestions"), "SuggestionsRoute");
const CalendarRoute = page(() => import("./routes/calendar"), "CalendarRoute");
const SearchRoute = page(() => import("./routes/search"), "SearchRoute");
const NotFoundRoute = page(() => import("./routes/not-found"), "NotFoundRoute");

/**
 * Declarative routes: the app loads no data in route loaders, and the data-router runtime
 * would add weight to the first page for nothing. Every page is its own chunk.
 */
export function AppRoutes() {
  return <Routes>{routes}</Routes>;
}

/**
 * Starts loading the page at `pathname` before React asks for it: its module at once (in
 * parallel with the shell's first render), then, when the page is a member's and the session is
 * already known, the first data the module names. Anything that fails here is asked again by the
 * page itself.
 */
export function preloadPage(pathname: string, client: QueryClient): void {
  const matches = matchRoutes(createRoutesFromChildren(routes), pathname) ?? [];
  // A visitor asking for a member's page is sent to the login page: nothing to load for it.
  const forMembers = matches.some(
    ({ route }) => isValidElement(route.element) && route.element.type === RequireAuth,
  );
  if (forMembers && !wasSignedIn()) return;
  for (const { route, params } of matches) {
    const element = route.element;
    if (!isValidElement(element)) continue;
    const { preload } = element.type as Partial<Page>;
    if (typeof preload !== "function") continue;
    preload().then(
      (module) => {
        if (isMember(client.getQueryData<Me | null>(meQueryKey))) module.prefetch?.(client, params);
      },
      () => undefined,
    );
  }
}

const routes = (
  <Route element={<AppLayout />}>
    <Route element={<RequireAuth />}>
      <Route path={paths.home} element={<FeedRoute />} />
      <Route path={paths.profile} element={<ProfileRoute />} />
      <Route path={paths.profileEdit} element={<ProfileEditRoute />} />
      <Route path={paths.notifications} element={<NotificationsRoute />} />
      <Route path={paths.levels} element={<LevelsRoute />} />
      <Route path={paths.ranking} element={<RankingRoute />} />
      <Route path={paths.missions} element={<MissionsRoute />} />
      <Route path={paths.rules} element={<RulesRoute />} />
      {/* Only the overview: any other /comunidade/* path is the 404 page. */}
      <Route path={paths.community} element={<CommunityRoute />} />
      {/* Suppliers, the wiki and suggestions route their own sub-pages (articles, editor, history, one suggestion). */}
      <Route path={`${paths.resourcesSuppliers}/*`} element={<SuppliersRoute />} />
      <Route path={`${paths.resourcesWiki}/*`} element={<WikiRoute />} />
      <Route path={paths.resourcesTools} element={<ToolsRoute />} />
      <Route path="/recursos/:slug" element={<ResourcePageRoute />} />
      <Route path={`${paths.suggestions}/*`} element={<SuggestionsRoute />} />
      <Route path={`${paths.calendar}/*`} element={<CalendarRoute />} />
      <Route path={paths.search} element={<SearchRoute />} />
      <Route path="/post/:id" element={<PostRoute />} />
      <Route path="/espaco/:slug" element={<SpaceRoute />} />
      <Route path={paths.members} element={<MembersRoute />} />
      <Route path="/membro/:id" element={<MemberRoute />} />
      <Route path={paths.courses} element={<CoursesRoute />} />
      <Route path={paths.coursesShowcase} element={<CoursesShowcaseRoute />} />
      <Route path="/curso/:slug" element={<CourseRoute />} />
      <Route path="/curso/:slug/aula/:lessonSlug" element={<LessonRoute />} />
      <Route path={paths.dashboard} element={<MyCoursesRoute />} />
      <Route path={paths.newCourses} element={<NewCoursesRoute />} />
      <Route path={paths.certificates} element={<CertificatesRoute />} />
      <Route path="/chat/agent/:agentId" element={<AgentChatRoute />} />
      <Route path={paths.chatbot} element={<ChatbotRoute />} />
      <Route element={<RequireAdmin />}>
        <Route path={paths.admin} element={<AdminDashboardRoute />} />
        <Route path={paths.adminSpaces} element={<AdminSpacesRoute />} />
        <Route path={paths.adminCourses} element={<AdminCoursesRoute />} />
        <Route path="/admin/courses/:id" element={<AdminCourseEditorRoute />} />
        <Route path={paths.adminAgents} element={<AdminAgentsRoute />} />
        <Route path="/admin/ai-agents/:id" element={<AdminAgentEditorRoute />} />
        <Route path={paths.adminGamification} element={<AdminGamificationRoute />} />
        {/* The tabs are sub-paths: Ofertas, Integrações (/integracoes), Entregas (/entregas). */}
        <Route path={`${paths.adminSales}/*`} element={<AdminSalesRoute />} />
        <Route path={`${paths.adminResources}/*`} element={<AdminResourcesRoute />} />
        <Route path={paths.adminBackups} element={<AdminBackupsRoute />} />
        <Route path={paths.adminAudit} element={<AdminAuditRoute />} />
      </Route>
      {/* Moderators are no admins: the queue is the one admin page they open. */}
      <Route element={<RequireStaff />}>
        <Route path={paths.adminModeration} element={<AdminModerationRoute />} />
      </Route>
    </Route>
    {/* Members, and visitors too while the 'Página pública' is on. */}
    <Route element={<RequireAuth openToVisitors />}>
      <Route path={paths.pricing} element={<PricingRoute />} />
    </Route>
    {/* The 'Página pública' (visitors while it is on; a member sees a preview). */}
    <Route path={paths.landing} element={<LandingRoute />} />
    <Route element={<RequireGuest />}>
      <Route path={paths.login} element={<LoginRoute />} />
      <Route path={paths.signUp} element={<SignUpRoute />} />
    </Route>
    <Route path={paths.acceptInvite} element={<AcceptInviteRoute />} />
    <Route path={paths.recovery} element={<RecoveryRoute />} />
    {/* Public: opened from an e-mail, without signing in. */}
    <Route path={paths.unsubscribe} element={<UnsubscribeRoute />} />
    {/* Public: the certificate's QR code is read by people without an account. */}
    <Route path="/certificados/:code" element={<CertificateVerifyRoute />} />
    <Route path={paths.coursesShowcaseLegacy} element={<Navigate to={paths.coursesShowcase} replace />} />
    <Route path="*" element={<NotFoundRoute />} />
  </Route>
);
