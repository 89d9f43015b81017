import type { ResourceKind } from "@guilda/shared/schemas/resources";
import { BookOpen, FileText, Store, Wrench, type LucideProps } from "lucide-react";

const ICONS = { suppliers: Store, wiki: BookOpen, tools: Wrench, page: FileText } as const;

/** Store, BookOpen, Wrench for the built-in kinds; FileText for pages. */
export function ResourceKindIcon({ kind, ...props }: { kind: ResourceKind } & LucideProps) {
  const Icon = ICONS[kind];
  return <Icon aria-hidden="true" {...props} />;
}
