import { webAiAdminMessages as m } from "@guilda/shared/messages/web-ai-admin";
import type { AiAgentUsage } from "@guilda/shared/schemas/ai";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageLoader } from "@/components/ui/page-loader";
import { Tabs } from "@/components/ui/tabs";
import { cn } from "@/lib/cn";
import { useAgentUsage, type UsageDays } from "../api/get-usage";
import { formatCount } from "../lib/format";

const PERIODS = [
  { value: "7", label: m.last7 },
  { value: "30", label: m.last30 },
] as const;

type Period = (typeof PERIODS)[number]["value"];

const COLUMNS = [
  { key: "conversations", label: m.usageConversations },
  { key: "messages", label: m.usageMessages },
  { key: "members", label: m.usageMembers },
  { key: "tokens_in", label: m.usageTokensIn },
  { key: "tokens_out", label: m.usageTokensOut },
  { key: "errors", label: m.usageErrors },
] as const satisfies readonly { key: keyof AiAgentUsage; label: string }[];

/** Conversations, messages, members, tokens and errors per agent, over 7 or 30 days. */
export function UsageReport() {
  const [period, setPeriod] = useState<Period>("7");
  const days = Number(period) as UsageDays;
  const usage = useAgentUsage(days);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.usageHeading}</CardTitle>
        <CardDescription>{m.usageTokensHint}</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs<Period> items={PERIODS} value={period} onValueChange={setPeriod} label={m.usagePeriod}>
          <div className="mt-4">
            {usage.isPending ? (
              <PageLoader className="min-h-24" />
            ) : usage.isError ? (
              <div className="grid justify-items-start gap-3 text-sm">
                <p className="text-muted-foreground">{m.usageLoadError}</p>
                <Button variant="outline" size="sm" onClick={() => void usage.refetch()}>
                  {m.retry}
                </Button>
              </div>
            ) : usage.data.rows.length === 0 ? (
              <p className="text-sm text-muted-foreground">{m.usageEmpty}</p>
            ) : (
              <UsageTable rows={usage.data.rows} days={days} isStale={usage.isPlaceholderData} />
            )}
          </div>
        </Tabs>
      </CardContent>
    </Card>
  );
}

function UsageTable({ rows, days, isStale }: { rows: AiAgentUsage[]; days: number; isStale: boolean }) {
  return (
    // The table scrolls inside its card on a narrow screen (the page itself never does);
    // a scrolling region is focusable so the keyboard can scroll it.
    <div
      className="max-w-full min-w-0 overflow-x-auto rounded-md border border-border"
      tabIndex={0}
      role="region"
      aria-label={m.usageTableLabel(days)}
    >
      <table className={cn("w-full text-sm", isStale && "opacity-60")} aria-busy={isStale || undefined}>
        <caption className="sr-only">{m.usageTableLabel(days)}</caption>
        <thead className="bg-muted/60 text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {m.usageAgent}
            </th>
            {COLUMNS.map((column) => (
              <th key={column.key} scope="col" className="px-3 py-2 text-right font-medium whitespace-nowrap">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={row.agent_id}>
              <th scope="row" className="max-w-48 px-3 py-2 text-left font-medium break-words">
                {row.name}
              </th>
              {COLUMNS.map((column) => (
                <td
                  key={column.key}
                  className={cn(
                    "px-3 py-2 text-right tabular-nums",
                    column.key === "errors" && row.errors > 0 && "font-semibold text-destructive-text",
                  )}
                >
                  {formatCount(row[column.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
