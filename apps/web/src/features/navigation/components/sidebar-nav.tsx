import { shellMessages as m } from "@guilda/shared/messages/shell";
import { webCommunityMessages } from "@guilda/shared/messages/web-community";
import { webModerationMessages } from "@guilda/shared/messages/web-moderation";
import { webResourceMessages } from "@guilda/shared/messages/web-resources";
import type { SpaceSummary } from "@guilda/shared/schemas/navigation";
import type { ResourceKind } from "@guilda/shared/schemas/resources";
import {
  Award,
  BookOpen,
  Bot,
  CalendarDays,
  EyeOff,
  FileText,
  GraduationCap,
  LayoutDashboard,
  LayoutGrid,
  Library,
  LibraryBig,
  Lock,
  Medal,
  ScrollText,
  ShieldAlert,
  ShoppingCart,
  Sparkles,
  Store,
  TrendingUp,
  Trophy,
  UsersRound,
  Wrench,
} from "lucide-react";
import { Suspense, type ComponentType } from "react";
import { useMatch } from "react-router";
import { SidebarLink } from "@/components/layout/sidebar-link";
import { AgentIcon } from "@/components/ui/agent-icon";
import { SpaceIcon } from "@/components/ui/space-icon";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { useAiAgents } from "../api/get-ai-agents";
import { useCourses } from "../api/get-courses";
import { useModerationCount } from "../api/get-moderation-count";
import { useSidebarResources } from "../api/get-resources";
import { useSpaces } from "../api/get-spaces";
import { useLiveSpaceBadges } from "../hooks/use-live-space-badges";
import { SidebarSection, SidebarSkeleton } from "./sidebar-section";

type SidebarNavProps = {
  collapsed: boolean;
  /** Admin mode is on (and the member is an admin): show the Administração section. */
  isAdminMode: boolean;
  /**
   * Show 'Moderação' (with its open count) in the Administração section: admins in admin mode,
   * and moderators always (the one admin page they open).
   */
  showModeration?: boolean;
  /**
   * The Geral list in admin mode (create, reorder, edit, delete). Composed by the app and
   * loaded lazily, so members never download the admin code; the plain list shows meanwhile.
   */
  spacesAdmin?: ComponentType<{ spaces: SpaceSummary[] }>;
};

function SpaceLinks({ spaces, collapsed }: { spaces: SpaceSummary[]; collapsed: boolean }) {
  return spaces.map((space) => (
    <li key={space.id}>
      <SidebarLink
        to={paths.space(space.slug)}
        label={space.name}
        icon={<SpaceIcon icon={space.icon} />}
        collapsed={collapsed}
        count={space.notificationCount}
      />
    </li>
  ));
}

const RESOURCE_ICONS = { suppliers: Store, wiki: BookOpen, tools: Wrench, page: FileText } as const;

function ResourceIcon({ kind }: { kind: ResourceKind }) {
  const Icon = RESOURCE_ICONS[kind] ?? FileText;
  return <Icon />;
}

/** Sections of spec §2.2: Geral, Agentes de IA, Cursos, Recursos and, in admin mode, Administração. */
export function SidebarNav({
  collapsed,
  isAdminMode,
  showModeration = false,
  spacesAdmin: SpacesAdmin,
}: SidebarNavProps) {
  const spaces = useSpaces();
  const agents = useAiAgents();
  const courses = useCourses();
  useLiveSpaceBadges();
  // The icon rail has no room for the admin controls, and /admin/spaces shows the same ones
  // in full: one set of 'Editar …', 'Excluir …' and 'Novo espaço' per screen.
  const isSpacesAdminPage = useMatch(paths.adminSpaces) !== null;
  const isManagingSpaces = isAdminMode && !collapsed && !isSpacesAdminPage && SpacesAdmin !== undefined;
  const spaceList = spaces.data ?? [];
  const resources = useSidebarResources();
  const moderationCount = useModerationCount(showModeration);
  const resourceList = (resources.data?.items ?? []).filter((r) => r.is_visible || isAdminMode);

  // The sections appear together once their lists are known: links drawn earlier would move down
  // each time a list above them arrived (layout shift).
  if (spaces.isPending || agents.isPending || courses.isPending || resources.isPending) {
    return (
      // Its first row stands where the first link will: below the section's title, or its rule in the rail.
      <ul aria-hidden="true" className={cn("flex flex-col gap-0.5", collapsed ? "pt-2" : "pt-8")}>
        <SidebarSkeleton rows={8} collapsed={collapsed} />
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <SidebarSection title={m.sectionGeneral} collapsed={collapsed}>
        {isManagingSpaces ? (
          <Suspense fallback={<SpaceLinks spaces={spaceList} collapsed={collapsed} />}>
            <SpacesAdmin spaces={spaceList} />
          </Suspense>
        ) : (
          <SpaceLinks spaces={spaceList} collapsed={collapsed} />
        )}
        {/* The community area (spec §2.1): its overview, the ranking, and the levels the sidebar links to. */}
        <li>
          <SidebarLink
            to={paths.community}
            end
            label={webCommunityMessages.title}
            icon={<UsersRound />}
            collapsed={collapsed}
          />
        </li>
        <li>
          <SidebarLink to={paths.calendar} label={m.calendar} icon={<CalendarDays />} collapsed={collapsed} />
        </li>
        <li>
          <SidebarLink to={paths.ranking} label={m.ranking} icon={<Trophy />} collapsed={collapsed} />
        </li>
        <li>
          <SidebarLink to={paths.levels} label={m.levels} icon={<TrendingUp />} collapsed={collapsed} />
        </li>
        <li>
          <SidebarLink to={paths.rules} label={m.rules} icon={<ScrollText />} collapsed={collapsed} />
        </li>
      </SidebarSection>

      {(agents.data?.length ?? 0) > 0 ? (
        <SidebarSection title={m.sectionAgents} collapsed={collapsed}>
          {agents.data?.map((agent) => (
            <li key={agent.id}>
              <SidebarLink
                to={paths.agentChat(agent.id)}
                label={
                  collapsed && agent.locked
                    ? m.agentLockedLabel(agent.name, agent.required_tier_label)
                    : agent.name
                }
                icon={<AgentIcon icon={agent.icon} />}
                collapsed={collapsed}
                wrapLabel
                // An agent above the member's plan carries a lock whose name says the plan it
                // needs: a badge beside it took the room the agent's name needs.
                trailing={
                  agent.locked ? (
                    <Lock
                      className="size-3.5 shrink-0 text-sidebar-muted"
                      role="img"
                      aria-label={
                        agent.unlocked_by?.length
                          ? m.agentLockedBy(
                              agent.required_tier_label,
                              agent.unlocked_by.map((c) => c.title),
                            )
                          : m.agentLocked(agent.required_tier_label)
                      }
                    />
                  ) : null
                }
              />
            </li>
          ))}
        </SidebarSection>
      ) : null}

      <SidebarSection title={m.sectionCourses} collapsed={collapsed}>
        {courses.data?.map((course) => (
          <li key={course.id}>
            <SidebarLink
              to={paths.course(course.slug)}
              label={course.title}
              icon={<GraduationCap />}
              collapsed={collapsed}
            />
          </li>
        ))}
        <li>
          <SidebarLink
            to={paths.coursesShowcaseLegacy}
            label={m.coursesShowcase}
            icon={<LibraryBig />}
            collapsed={collapsed}
          />
        </li>
        <li>
          <SidebarLink to={paths.newCourses} label={m.newCourses} icon={<Sparkles />} collapsed={collapsed} />
        </li>
        <li>
          <SidebarLink
            to={paths.certificates}
            end
            label={m.certificates}
            icon={<Award />}
            collapsed={collapsed}
          />
        </li>
      </SidebarSection>

      <SidebarSection title={m.sectionResources} collapsed={collapsed}>
        {resourceList.map((resource) => (
          <li key={resource.id}>
            <SidebarLink
              to={resource.path}
              label={resource.title}
              icon={<ResourceIcon kind={resource.kind} />}
              collapsed={collapsed}
              // Hidden resources reach admins only; in admin mode they are listed, marked.
              trailing={
                resource.is_visible ? null : (
                  <EyeOff
                    className="size-3.5 shrink-0 text-sidebar-muted"
                    role="img"
                    aria-label={webResourceMessages.hidden}
                  />
                )
              }
            />
          </li>
        ))}
      </SidebarSection>

      {isAdminMode || showModeration ? (
        <SidebarSection title={m.sectionAdmin} collapsed={collapsed}>
          {showModeration ? (
            <li>
              <SidebarLink
                to={paths.adminModeration}
                label={webModerationMessages.navLink}
                icon={<ShieldAlert />}
                collapsed={collapsed}
                count={moderationCount.data?.open_count}
              />
            </li>
          ) : null}
          {isAdminMode ? <AdminLinks collapsed={collapsed} /> : null}
        </SidebarSection>
      ) : null}
    </div>
  );
}

/** The admins' own pages, in admin mode. */
function AdminLinks({ collapsed }: { collapsed: boolean }) {
  return (
    <>
      <li>
        <SidebarLink
          to={paths.adminSpaces}
          label={m.adminSpaces}
          icon={<LayoutGrid />}
          collapsed={collapsed}
        />
      </li>
      <li>
        <SidebarLink
          to={paths.adminCourses}
          label={m.adminCourses}
          icon={<GraduationCap />}
          collapsed={collapsed}
        />
      </li>
      <li>
        <SidebarLink to={paths.adminAgents} label={m.adminAgents} icon={<Bot />} collapsed={collapsed} />
      </li>
      <li>
        <SidebarLink
          to={paths.adminGamification}
          label={m.adminGamification}
          icon={<Medal />}
          collapsed={collapsed}
        />
      </li>
      <li>
        <SidebarLink
          to={paths.adminSales}
          label={m.adminSales}
          icon={<ShoppingCart />}
          collapsed={collapsed}
        />
      </li>
      <li>
        <SidebarLink
          to={paths.adminResources}
          label={webResourceMessages.adminLink}
          icon={<Library />}
          collapsed={collapsed}
        />
      </li>
      <li>
        <SidebarLink
          to={paths.admin}
          end
          label={m.adminDashboardLink}
          icon={<LayoutDashboard />}
          collapsed={collapsed}
        />
      </li>
    </>
  );
}
