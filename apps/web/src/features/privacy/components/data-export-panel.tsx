import { privacyMessages as m } from "@guilda/shared/messages/privacy";
import type { DataExport } from "@guilda/shared/schemas/privacy";
import { CircleCheck, Clock, Download, TriangleAlert } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { toApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useDataExport } from "../api/get-data-export";
import { useRequestDataExport } from "../api/request-data-export";

const dateTime = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long", timeStyle: "short" });
const decimal = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });

function fileSize(bytes: number | null) {
  if (!bytes) return "";
  if (bytes < 1024 * 1024) return `${decimal.format(Math.max(1, bytes / 1024))} KB`;
  return `${decimal.format(bytes / (1024 * 1024))} MB`;
}

function RequestButton({ label, variant = "default" }: { label: string; variant?: "default" | "outline" }) {
  const request = useRequestDataExport();
  const onClick = () =>
    request.mutate(undefined, {
      onSuccess: () => toast.success(m.exportRequested, { description: m.exportRequestedText }),
      onError: (error) => toast.error(m.exportRequestFailed, { description: toApiError(error).message }),
    });
  return (
    <Button
      variant={variant}
      onClick={onClick}
      disabled={request.isPending}
      aria-busy={request.isPending || undefined}
    >
      {request.isPending ? <Spinner /> : <Download aria-hidden="true" />}
      {request.isPending ? m.exportRequesting : label}
    </Button>
  );
}

function ExportState({ data }: { data: DataExport | null }) {
  if (!data)
    return (
      <div>
        <RequestButton label={m.exportRequest} />
      </div>
    );
  switch (data.status) {
    case "pending":
      return (
        <Alert role="status">
          <Clock aria-hidden="true" />
          <div className="grid gap-1">
            <p className="flex items-center gap-2 font-medium">
              {m.exportPreparing}
              <Spinner />
            </p>
            <p className="text-muted-foreground">{m.exportPreparingText}</p>
          </div>
        </Alert>
      );
    case "ready":
      return (
        <div className="grid gap-3">
          <Alert>
            <CircleCheck aria-hidden="true" className="text-primary-text" />
            <div className="grid gap-1">
              <p className="font-medium">{m.exportReady}</p>
              <p className="text-muted-foreground">
                {m.exportReadyText(dateTime.format(new Date(data.expires_at!)), fileSize(data.size_bytes))}
              </p>
            </div>
          </Alert>
          <div className="flex flex-wrap gap-2">
            <a href={data.download_url!} download className={buttonClasses("default")}>
              <Download aria-hidden="true" />
              {m.exportDownload}
            </a>
            <RequestButton label={m.exportRequestAgain} variant="outline" />
          </div>
        </div>
      );
    case "failed":
      return (
        <div className="grid gap-3">
          <Alert variant="destructive" role="alert">
            <TriangleAlert aria-hidden="true" />
            <div className="grid gap-1">
              <p className="font-medium">{m.exportFailed}</p>
              <p className="text-muted-foreground">{m.exportFailedText}</p>
            </div>
          </Alert>
          <div>
            <RequestButton label={m.exportRequestAgain} />
          </div>
        </div>
      );
    case "expired":
      return (
        <div className="grid gap-3">
          <Alert>
            <Clock aria-hidden="true" />
            <div className="grid gap-1">
              <p className="font-medium">{m.exportExpiredTitle}</p>
              <p className="text-muted-foreground">{m.exportExpiredText}</p>
            </div>
          </Alert>
          <div>
            <RequestButton label={m.exportRequestAgain} />
          </div>
        </div>
      );
  }
}

/** 'Baixar meus dados': ask for a copy, follow it while it is prepared, download it for 7 days. */
export function DataExportPanel() {
  const query = useDataExport();
  return (
    <section aria-labelledby="baixar-meus-dados" className="grid gap-3">
      <div className="grid gap-1">
        <h3 id="baixar-meus-dados" className="font-semibold">
          {m.exportTitle}
        </h3>
        <p className="text-sm text-muted-foreground">{m.exportDescription}</p>
      </div>
      {query.isPending ? (
        <Skeleton aria-busy="true" className="h-10 w-48" />
      ) : query.isError ? (
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
          <p>{m.exportLoadError}</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {m.retry}
          </Button>
        </div>
      ) : (
        <ExportState data={query.data} />
      )}
    </section>
  );
}
