import type { DashboardDay } from "@guilda/shared/schemas/dashboard";
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { formatCompact, formatNumber, longDay, shortDay } from "../lib/format";

/*
 * The recharts charts of the dashboard: this module (and recharts with it) loads only when the
 * dashboard shows its charts. Each chart is a picture for sighted readers; its figures are
 * also in the summary and the table next to it (see ChartCard).
 */

export type Series = { key: keyof Omit<DashboardDay, "date">; label: string; color: string };

const axisTick = { fill: "var(--muted-foreground)", fontSize: 12 };
const tooltipStyle = {
  backgroundColor: "var(--popover)",
  border: "1px solid var(--border)",
  borderRadius: 8,
  color: "var(--popover-foreground)",
  fontSize: 13,
};

function common() {
  return {
    grid: <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />,
    xAxis: (
      <XAxis
        dataKey="date"
        tickFormatter={shortDay}
        // recharts leaves out the ticks that would touch, so 90 days stay readable at 375 px
        interval="preserveStartEnd"
        tick={axisTick}
        tickLine={false}
        axisLine={{ stroke: "var(--border)" }}
        minTickGap={12}
      />
    ),
    tooltip: (
      <Tooltip
        contentStyle={tooltipStyle}
        labelStyle={{ color: "var(--popover-foreground)", fontWeight: 600 }}
        itemStyle={{ color: "var(--popover-foreground)" }}
        cursor={{ fill: "var(--accent)", opacity: 0.5 }}
        labelFormatter={(label) => longDay(String(label))}
        formatter={(value) => formatNumber(Number(value))}
      />
    ),
  };
}

/** Bars per day, one or more series side by side. */
export function DayBarChart({ days, series }: { days: DashboardDay[]; series: Series[] }) {
  const { grid, xAxis, tooltip } = common();
  return (
    <ResponsiveContainer width="100%" height={220}>
      <BarChart data={days} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        {grid}
        {xAxis}
        <YAxis
          allowDecimals={false}
          tick={axisTick}
          tickLine={false}
          axisLine={false}
          tickFormatter={formatCompact}
        />
        {tooltip}
        {series.map((s) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.label}
            fill={s.color}
            radius={[3, 3, 0, 0]}
            maxBarSize={28}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Questions to the agents (bars) and tokens (line, right axis). */
export function AiUsageChart({
  days,
  messages,
  tokens,
}: {
  days: DashboardDay[];
  messages: Series;
  tokens: Series;
}) {
  const { grid, xAxis, tooltip } = common();
  return (
    <ResponsiveContainer width="100%" height={220}>
      <ComposedChart
        data={days}
        accessibilityLayer={false}
        margin={{ top: 8, right: 0, bottom: 0, left: -16 }}
      >
        {grid}
        {xAxis}
        <YAxis
          yAxisId="messages"
          allowDecimals={false}
          tick={axisTick}
          tickLine={false}
          axisLine={false}
          tickFormatter={formatCompact}
        />
        <YAxis
          yAxisId="tokens"
          orientation="right"
          allowDecimals={false}
          tick={axisTick}
          tickLine={false}
          axisLine={false}
          tickFormatter={formatCompact}
        />
        {tooltip}
        <Bar
          yAxisId="messages"
          dataKey={messages.key}
          name={messages.label}
          fill={messages.color}
          radius={[3, 3, 0, 0]}
          maxBarSize={28}
        />
        <Line
          yAxisId="tokens"
          dataKey={tokens.key}
          name={tokens.label}
          stroke={tokens.color}
          strokeWidth={2}
          dot={false}
          type="monotone"
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
