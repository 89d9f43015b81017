import { pageTitleMessages as t } from "@guilda/shared/messages/page-titles";
import type { CoursePage, LessonPage } from "@guilda/shared/schemas/courses";
import type { MemberDetail } from "@guilda/shared/schemas/directory";
import type { PostView } from "@guilda/shared/schemas/feed";
import type { SpaceDetail } from "@guilda/shared/schemas/navigation";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { matchPath, type Params } from "react-router";
import { aiChatKeys } from "@/features/ai-chat/api/keys";
import { courseKeys } from "@/features/courses/api/keys";
import { postKeys } from "@/features/feed/lib/post-cache";
import { memberKeys } from "@/features/members/api/keys";
import { spaceKey } from "@/features/spaces/api/keys";
import { paths } from "@/lib/paths";

/** The name of what a page is about, once its page has loaded it into the query cache. */
type Subject = (client: QueryClient, params: Params) => string | undefined;

/**
 * A page of the app and its name in the document title. `title` null: the community's name alone
 * (the home page). `subject`: the page's own thing by name, the `title` until it has loaded.
 */
type PageTitle = { path: string; title: string | null; subject?: Subject };

function cached<T>(client: QueryClient, key: QueryKey, name: (data: T) => string | undefined) {
  const data = client.getQueryData<T | null>(key);
  return data ? name(data)?.trim() || undefined : undefined;
}

const param = (params: Params, name: string) => params[name] ?? "";

/**
 * Every route's title, most specific first (the first match wins). Sub-pages a section routes
 * itself (the wiki's articles, an event…) take the section's name. Kept here, in one table, so
 * the pages themselves set nothing.
 */
export const PAGE_TITLES: readonly PageTitle[] = [
  { path: paths.home, title: null },
  { path: paths.login, title: t.login },
  { path: paths.signUp, title: t.signUp },
  { path: paths.acceptInvite, title: t.acceptInvite },
  { path: paths.recovery, title: t.recovery },
  { path: paths.courses, title: t.courses },
  { path: paths.coursesShowcase, title: t.coursesShowcase },
  { path: paths.coursesShowcaseLegacy, title: t.coursesShowcase },
  {
    path: "/curso/:slug/aula/:lessonSlug",
    title: t.lesson,
    subject: (client, params) =>
      cached<LessonPage>(
        client,
        courseKeys.lesson(param(params, "slug"), param(params, "lessonSlug")),
        (lesson) => lesson.title,
      ),
  },
  {
    path: "/curso/:slug",
    title: t.course,
    subject: (client, params) =>
      cached<CoursePage>(client, courseKeys.page(param(params, "slug")), (course) => course.title),
  },
  { path: paths.newCourses, title: t.newCourses },
  { path: paths.certificates, title: t.certificates },
  { path: "/certificados/:code", title: t.certificateVerify },
  { path: paths.pricing, title: t.pricing },
  { path: paths.rules, title: t.rules },
  { path: paths.community, title: t.community },
  { path: paths.members, title: t.members },
  {
    path: "/membro/:id",
    title: t.member,
    subject: (client, params) =>
      cached<MemberDetail>(client, memberKeys.detail(param(params, "id")), (member) => member.full_name),
  },
  {
    path: "/espaco/:slug",
    title: t.space,
    subject: (client, params) =>
      cached<SpaceDetail>(client, spaceKey(param(params, "slug")), (space) => space.name),
  },
  {
    path: "/post/:id",
    title: t.post,
    subject: (client, params) =>
      cached<PostView>(client, postKeys.detail(param(params, "id")), (post) => post.title),
  },
  {
    path: "/chat/agent/:agentId",
    title: t.agentChat,
    subject: (client, params) =>
      cached<{ name: string }>(client, aiChatKeys.agent(param(params, "agentId")), (agent) => agent.name),
  },
  { path: paths.chatbot, title: t.chatbot },
  { path: paths.missions, title: t.missions },
  { path: paths.levels, title: t.levels },
  { path: paths.ranking, title: t.ranking },
  { path: paths.unsubscribe, title: t.unsubscribe },
  { path: paths.notifications, title: t.notifications },
  { path: paths.profile, title: t.profile },
  { path: paths.profileEdit, title: t.profileEdit },
  { path: paths.dashboard, title: t.myCourses },
  { path: paths.admin, title: t.admin },
  { path: paths.adminSpaces, title: t.adminSpaces },
  { path: paths.adminCourses, title: t.adminCourses },
  { path: "/admin/courses/:id", title: t.adminCourse },
  { path: paths.adminAgents, title: t.adminAgents },
  { path: "/admin/ai-agents/:id", title: t.adminAgent },
  { path: paths.adminGamification, title: t.adminGamification },
  { path: `${paths.adminSales}/*`, title: t.adminSales },
  { path: paths.adminBackups, title: t.adminBackups },
  { path: paths.adminModeration, title: t.adminModeration },
  { path: paths.adminAudit, title: t.adminAudit },
  { path: `${paths.adminResources}/*`, title: t.adminResources },
  { path: paths.supplierSubmissions, title: t.supplierSubmissions },
  { path: paths.supplierNew, title: t.supplierNew },
  { path: `${paths.resourcesSuppliers}/*`, title: t.suppliers },
  { path: `${paths.resourcesWiki}/*`, title: t.wiki },
  { path: paths.resourcesTools, title: t.tools },
  { path: "/recursos/:slug", title: t.resource },
  { path: `${paths.suggestions}/*`, title: t.suggestions },
  { path: paths.eventNew, title: t.eventNew },
  { path: "/calendario/eventos/:id/*", title: t.event },
  { path: `${paths.calendar}/*`, title: t.calendar },
  { path: paths.search, title: t.search },
];

/**
 * The page's part of the document title at `pathname` ('Ranking', a course's title…), or null for
 * the home page, where the community's name stands alone. An unknown address is the 404 page.
 */
export function pageTitleOf(pathname: string, client: QueryClient): string | null {
  for (const page of PAGE_TITLES) {
    const match = matchPath({ path: page.path, end: true }, pathname);
    if (!match) continue;
    return page.subject?.(client, match.params) ?? page.title;
  }
  return t.notFound;
}

/** '<Página> · <nome da comunidade>', or the community's name alone. */
export function documentTitle(page: string | null, community: string): string {
  return page ? t.format(page, community) : community;
}
