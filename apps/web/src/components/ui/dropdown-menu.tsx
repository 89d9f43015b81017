import { Slot, type DropdownMenu as Menu } from "radix-ui";
import {
  createContext,
  useContext,
  useEffect,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type PointerEvent,
} from "react";
import { whenIdle } from "@/lib/when-idle";

/*
 * Dropdown menus whose machinery (Radix menu, focus management, floating positioning: ~17 KB
 * gzip) is not part of the first page's JavaScript. Until a menu is asked to open, its trigger is
 * a plain button that announces a menu; pressing it (pointer, Enter, Space, ArrowDown) loads the
 * implementation once for every menu and opens this one. The code is fetched early anyway: when a
 * pointer or focus reaches a trigger, and once the page is idle.
 */

type Implementation = typeof import("./dropdown-menu-radix");

let implementation: Implementation | undefined;
let loading: Promise<Implementation> | undefined;

export function loadDropdownMenu() {
  loading ??= import("./dropdown-menu-radix").then((module) => (implementation = module));
  return loading;
}

let warmUpScheduled = false;
/** After the page has loaded and the main thread is idle, fetch the menus before anyone asks. */
function scheduleWarmUp() {
  if (warmUpScheduled || typeof window === "undefined") return;
  warmUpScheduled = true;
  whenIdle(() => void loadDropdownMenu());
}

/** Present while a menu still runs without its implementation: how its trigger asks to open. */
const PendingMenu = createContext<{ requestOpen: () => void } | null>(null);

export function DropdownMenu(props: ComponentProps<typeof Menu.Root>) {
  // A menu already on screen switches only when asked to open: swapping a trigger that has focus
  // would drop the focus.
  const [loaded, setLoaded] = useState(implementation !== undefined);
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const { onOpenChange, open, defaultOpen } = props;
  // A menu opened by its owner (controlled `open`, or `defaultOpen`) loads at once.
  useEffect(() => {
    if (loaded || !(open || defaultOpen)) return;
    void loadDropdownMenu().then(() => setLoaded(true));
  }, [loaded, open, defaultOpen]);

  if (loaded && implementation) {
    const Root = implementation.DropdownMenu;
    return (
      <Root {...props} defaultOpen={openOnArrival || props.defaultOpen}>
        <PendingMenu.Provider value={null}>{props.children}</PendingMenu.Provider>
      </Root>
    );
  }
  const requestOpen = () => {
    void loadDropdownMenu().then(() => {
      setOpenOnArrival(true);
      setLoaded(true);
      onOpenChange?.(true);
    });
  };
  return <PendingMenu.Provider value={{ requestOpen }}>{props.children}</PendingMenu.Provider>;
}

const OPEN_KEYS = new Set(["Enter", " ", "ArrowDown"]);

export function DropdownMenuTrigger({
  asChild,
  onPointerDown,
  onKeyDown,
  onPointerEnter,
  onFocus,
  ...props
}: ComponentProps<typeof Menu.Trigger>) {
  const pending = useContext(PendingMenu);
  useEffect(() => {
    if (pending) scheduleWarmUp();
  }, [pending]);

  if (!pending) {
    const Trigger = implementation!.DropdownMenuTrigger;
    return (
      <Trigger
        asChild={asChild}
        onPointerDown={onPointerDown}
        onKeyDown={onKeyDown}
        onPointerEnter={onPointerEnter}
        onFocus={onFocus}
        {...props}
      />
    );
  }
  const Comp = asChild ? Slot.Root : "button";
  return (
    <Comp
      type={asChild ? undefined : "button"}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...props}
      onPointerEnter={(event: PointerEvent<HTMLButtonElement>) => {
        onPointerEnter?.(event);
        void loadDropdownMenu();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        void loadDropdownMenu();
      }}
      // The same gestures that open a Radix menu: primary button without Ctrl, Enter, Space, ↓.
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        onPointerDown?.(event);
        if (props.disabled || event.defaultPrevented || event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        pending.requestOpen();
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(event);
        if (props.disabled || event.defaultPrevented || !OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        pending.requestOpen();
      }}
    />
  );
}

/*
 * Everything below only renders inside an open menu's content, that is once the implementation
 * is here; a closed pending menu renders no content at all.
 */

export function DropdownMenuContent(props: ComponentProps<typeof Menu.Content>) {
  const pending = useContext(PendingMenu);
  if (pending || !implementation) return null;
  return <implementation.DropdownMenuContent {...props} />;
}

export function DropdownMenuGroup(props: ComponentProps<typeof Menu.Group>) {
  return implementation ? <implementation.DropdownMenuGroup {...props} /> : null;
}

export function DropdownMenuRadioGroup(props: ComponentProps<typeof Menu.RadioGroup>) {
  return implementation ? <implementation.DropdownMenuRadioGroup {...props} /> : null;
}

export function DropdownMenuItem(props: ComponentProps<typeof Menu.Item>) {
  return implementation ? <implementation.DropdownMenuItem {...props} /> : null;
}

export function DropdownMenuRadioItem(props: ComponentProps<typeof Menu.RadioItem>) {
  return implementation ? <implementation.DropdownMenuRadioItem {...props} /> : null;
}

export function DropdownMenuLabel(props: ComponentProps<typeof Menu.Label>) {
  return implementation ? <implementation.DropdownMenuLabel {...props} /> : null;
}

export function DropdownMenuSeparator(props: ComponentProps<typeof Menu.Separator>) {
  return implementation ? <implementation.DropdownMenuSeparator {...props} /> : null;
}
