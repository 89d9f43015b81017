import { webSalesMessages as m } from "@guilda/shared/messages/web-sales";
import { Tabs, type TabItem } from "@/components/ui/tabs";
import { DeliveriesTab } from "./deliveries-tab";
import { IntegrationsTab } from "./integrations-tab";
import { OffersTab } from "./offers-tab";

export type SalesTab = "offers" | "integrations" | "deliveries";

const TABS: readonly TabItem<SalesTab>[] = [
  { value: "offers", label: m.tabs.offers },
  { value: "integrations", label: m.tabs.integrations },
  { value: "deliveries", label: m.tabs.deliveries },
];

type SalesAdminPageProps = {
  tab: SalesTab;
  /** Each tab has its own address: the route moves there. */
  onTabChange: (tab: SalesTab) => void;
};

/** /admin/vendas: 'Ofertas', 'Integrações' and 'Entregas'. */
export function SalesAdminPage({ tab, onTabChange }: SalesAdminPageProps) {
  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.pageTitle}</h1>
        <p className="max-w-2xl text-muted-foreground">{m.pageDescription}</p>
      </div>
      <Tabs
        items={TABS}
        value={tab}
        onValueChange={onTabChange}
        label={m.tabsLabel}
        className="grid min-w-0 gap-4"
        listClassName="w-full sm:w-auto sm:justify-self-start"
      >
        {tab === "offers" ? <OffersTab /> : tab === "integrations" ? <IntegrationsTab /> : <DeliveriesTab />}
      </Tabs>
    </div>
  );
}
