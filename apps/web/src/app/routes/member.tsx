import { useParams } from "react-router";
import { MemberProfile } from "@/features/members/components/member-profile";

/** /membro/{id} — one member's page. */
export function MemberRoute() {
  const { id = "" } = useParams();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      {/* Keyed: moving between members starts with fresh dialogs. */}
      <MemberProfile key={id} memberId={id} />
    </div>
  );
}
