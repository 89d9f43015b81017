import type { ReactNode, Ref } from "react";
import { cn } from "@/lib/cn";
import { buttonClasses, type ButtonSize } from "./button";

type FileButtonProps = {
  /** The visible text, which is also the file input's accessible name. */
  children: ReactNode;
  icon?: ReactNode;
  accept?: string;
  disabled?: boolean;
  describedBy?: string;
  size?: ButtonSize;
  inputRef?: Ref<HTMLInputElement>;
  onFile: (file: File | undefined) => void;
};

/** A file picker that looks like an outline button; keyboard focus shows on the label. */
export function FileButton({
  children,
  icon,
  accept,
  disabled,
  describedBy,
  size = "default",
  inputRef,
  onFile,
}: FileButtonProps) {
  return (
    <label
      className={cn(
        buttonClasses("outline", size),
        "cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring",
        disabled && "pointer-events-none opacity-60",
      )}
    >
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        className="sr-only"
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          event.target.value = "";
        }}
      />
      {icon}
      {children}
    </label>
  );
}
