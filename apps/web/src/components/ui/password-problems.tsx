import { webAuthMessages } from "@guilda/shared/messages/web-auth";
import { CircleAlert } from "lucide-react";

type PasswordProblemsProps = { id: string; problems: readonly string[] };

/** Every reason a password is refused, listed together and announced as they change. */
export function PasswordProblems({ id, problems }: PasswordProblemsProps) {
  return (
    // Empty, it is taken out of the form's grid (no stray gap) but stays a live region.
    <div id={id} aria-live="polite" className="empty:absolute">
      {problems.length > 0 ? (
        <div className="rounded-md border border-border bg-muted/60 px-3 py-2.5 text-sm">
          <p className="mb-1.5 flex items-center gap-1.5 font-medium">
            <CircleAlert className="size-4 text-destructive-text" aria-hidden="true" />
            {webAuthMessages.passwordProblemsTitle}
          </p>
          <ul className="list-disc space-y-0.5 pl-6 text-muted-foreground">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
