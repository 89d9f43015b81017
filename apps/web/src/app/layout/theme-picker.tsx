import { THEMES } from "@guilda/shared/constants";
import { shellMessages as m } from "@guilda/shared/messages/shell";
import { parseTheme } from "@guilda/shared/rules/theme";
import { Palette } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useTheme } from "@/hooks/use-theme";

const SWATCHES: Record<(typeof THEMES)[number]["id"], string> = {
  dark: "#09090B",
  "azul-escuro": "#0F1B36",
  "claro-padrao": "#F6F7F9",
};

export function ThemePicker() {
  const { theme, setTheme } = useTheme();
  const current = THEMES.find((t) => t.id === theme) ?? THEMES[0];
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={m.theme}>
          <Palette className="size-5" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <DropdownMenuLabel>
          {m.currentTheme}
          <span className="mt-0.5 block text-sm font-semibold text-foreground">{current.name}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => setTheme(parseTheme(value))}>
          {THEMES.map((option) => (
            <DropdownMenuRadioItem key={option.id} value={option.id} className="items-start">
              <span
                aria-hidden="true"
                className="mt-0.5 size-4 shrink-0 rounded-full border border-border"
                style={{ backgroundColor: SWATCHES[option.id] }}
              />
              <span className="grid gap-0.5">
                <span className="font-medium">{option.name}</span>
                <span className="text-xs text-muted-foreground">{option.description}</span>
              </span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
