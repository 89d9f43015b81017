import {
  grantExpiryMessages as em,
  webCourseAdminMessages as m,
} from "@guilda/shared/messages/web-course-admin";
import type { CourseMemberRow } from "@guilda/shared/schemas/courses";
import { Award, TriangleAlert, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadMore } from "@/components/ui/load-more";
import { PageLoader } from "@/components/ui/page-loader";
import { Progress } from "@/components/ui/progress";
import { paths } from "@/lib/paths";
import { useCourseMembers } from "../api/get-course-members";
import { formatDate } from "../lib/format";

/** 'Membros com acesso': who may open the course, how, until when, and how far they got. */
export function CourseMembers({ courseId, total }: { courseId: string; total: number }) {
  const members = useCourseMembers(courseId);
  const items = members.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.membersHeading}</CardTitle>
        <CardDescription>
          {m.membersCount(total)}. {m.membersHint}{" "}
          <Link to={paths.members} className="text-primary-text underline underline-offset-4">
            {m.goToMembers}
          </Link>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {members.isPending ? (
          <PageLoader className="min-h-32" />
        ) : members.isError ? (
          <EmptyState
            icon={<TriangleAlert aria-hidden="true" />}
            title={m.membersLoadError}
            className="py-10"
            action={
              <Button variant="outline" onClick={() => void members.refetch()}>
                {m.retry}
              </Button>
            }
          />
        ) : items.length === 0 ? (
          <EmptyState icon={<Users aria-hidden="true" />} title={m.membersEmpty} className="py-10" />
        ) : (
          <>
            <ul
              aria-label={m.membersHeading}
              className="divide-y divide-border rounded-lg border border-border"
            >
              {items.map((member) => (
                <MemberRow key={member.id} member={member} />
              ))}
            </ul>
            <LoadMore
              hasNextPage={members.hasNextPage}
              isFetchingNextPage={members.isFetchingNextPage}
              isFetchNextPageError={members.isFetchNextPageError}
              pageCount={members.data.pages.length}
              fetchNextPage={members.fetchNextPage}
              labels={{ loadMore: m.loadMore, loadingMore: m.loadingMore, error: m.membersMoreError }}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function MemberRow({ member }: { member: CourseMemberRow }) {
  const { completed, total, percent } = member.progress;
  return (
    <li className="grid gap-3 px-3 py-3 sm:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] sm:items-center sm:px-4">
      <div className="flex min-w-0 items-center gap-3">
        <Avatar name={member.full_name} src={member.avatar_url} size="sm" />
        <div className="grid min-w-0">
          <Link to={paths.member(member.id)} className="truncate font-medium hover:underline">
            {member.full_name}
          </Link>
          <span className="truncate text-xs text-muted-foreground">@{member.username}</span>
        </div>
      </div>
      <div className="grid gap-1.5">
        <Progress value={percent} aria-label={m.progressOf(member.full_name)} />
        <p className="text-xs text-muted-foreground tabular-nums">
          {m.progressText(completed, total, percent)}
        </p>
      </div>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground sm:col-span-2">
        <Detail label={m.viaLabel} value={member.via === "course" ? m.viaCourse : m.viaCategory} />
        <Detail
          label={m.expiryLabel}
          value={member.expires_at ? em.expiresOn(formatDate(member.expires_at)) : em.noExpiry}
        />
        <Detail
          label={m.lastActivityLabel}
          value={member.last_activity_at ? formatDate(member.last_activity_at) : m.noActivity}
        />
        <Detail
          label={m.certificateLabel}
          value={
            member.certificate_code ? (
              <span className="inline-flex items-center gap-1 font-mono">
                <Award aria-hidden="true" className="size-3.5" />
                {member.certificate_code}
              </span>
            ) : (
              m.noCertificate
            )
          }
        />
      </dl>
    </li>
  );
}

function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex items-center gap-1">
      <dt>{label}:</dt>
      <dd className="font-medium text-foreground">{value}</dd>
    </div>
  );
}
