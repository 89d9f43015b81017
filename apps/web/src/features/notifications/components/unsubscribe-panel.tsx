import { commonMessages } from "@guilda/shared/messages/common";
import { notificationMessages } from "@guilda/shared/messages/notifications";
import { webNotificationsMessages as m } from "@guilda/shared/messages/web-notifications";
import type { UnsubscribeInfo } from "@guilda/shared/schemas/notifications";
import { BellOff, MailCheck, TriangleAlert } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { PageLoader } from "@/components/ui/page-loader";
import { Spinner } from "@/components/ui/spinner";
import { toApiError } from "@/lib/api";
import { paths } from "@/lib/paths";
import { useResubscribe } from "../api/resubscribe";
import { useUnsubscribe } from "../api/unsubscribe";

function typeLabel(info: UnsubscribeInfo): string | null {
  return info.type === "all" ? null : notificationMessages.typeLabels[info.type];
}

function Panel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="items-center text-center">
        <span
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-primary/15 text-primary-text [&_svg]:size-6"
        >
          {icon}
        </span>
        <h1 className="text-xl font-bold tracking-tight">{title}</h1>
      </CardHeader>
      <CardContent className="grid justify-items-center gap-4 text-center">{children}</CardContent>
    </Card>
  );
}

/**
 * /notificacoes/cancelar-email?token=…: opened from an e-mail, without signing in. Stops the
 * e-mails on arrival (the token says which) and offers to undo it.
 */
export function UnsubscribePanel({ token }: { token: string }) {
  const unsubscribe = useUnsubscribe();
  const resubscribe = useResubscribe();
  const start = unsubscribe.mutate;
  const started = useRef(false);

  useEffect(() => {
    // Once per page, even when React runs effects twice in development.
    if (!token || started.current) return;
    started.current = true;
    start(token);
  }, [token, start]);

  if (!token) {
    return (
      <Panel icon={<TriangleAlert />} title={m.invalidTokenTitle}>
        <p className="text-sm text-muted-foreground">{m.missingToken}</p>
        <Button asChild variant="outline">
          <Link to={paths.home}>{m.goHome}</Link>
        </Button>
      </Panel>
    );
  }
  if (unsubscribe.isError) {
    const error = toApiError(unsubscribe.error);
    return (
      <Panel icon={<TriangleAlert />} title={m.invalidTokenTitle}>
        <p role="alert" className="text-sm text-muted-foreground">
          {error.status === 400
            ? notificationMessages.tokenInvalid
            : error.status === 429
              ? error.message
              : commonMessages.genericError}
        </p>
        <Button asChild variant="outline">
          <Link to={paths.home}>{m.goHome}</Link>
        </Button>
      </Panel>
    );
  }
  if (!unsubscribe.data) {
    return (
      <div className="grid gap-4">
        <h1 className="sr-only">{m.unsubscribeTitle}</h1>
        <PageLoader />
      </div>
    );
  }

  const info = resubscribe.data ?? unsubscribe.data;
  const label = typeLabel(info);
  if (info.email) {
    return (
      <Panel icon={<MailCheck />} title={m.unsubscribeTitle}>
        <p role="status" className="text-sm">
          {label ? m.resubscribedType(label) : m.resubscribedAll}
        </p>
        <Button asChild variant="outline">
          <Link to={paths.profileEdit}>{m.managePreferences}</Link>
        </Button>
      </Panel>
    );
  }
  return (
    <Panel icon={<BellOff />} title={m.unsubscribeTitle}>
      <div role="status" className="grid gap-1">
        <p className="font-medium">{label ? m.unsubscribedType(label) : m.unsubscribedAll}</p>
        <p className="text-sm text-muted-foreground">{m.unsubscribedFor(info.member_name)}</p>
      </div>
      {resubscribe.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive-text">
          {m.undoErrorTitle}: {toApiError(resubscribe.error).message}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={() => resubscribe.mutate(token)} disabled={resubscribe.isPending}>
          {resubscribe.isPending ? <Spinner /> : null}
          {resubscribe.isPending ? m.undoing : m.undo}
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.profileEdit}>{m.managePreferences}</Link>
        </Button>
      </div>
    </Panel>
  );
}
