import { supplierMessages as sm } from "@guilda/shared/messages/suppliers";
import { webSuppliersMessages as m } from "@guilda/shared/messages/web-suppliers";
import { SUPPLIER_COMMENT_MAX } from "@guilda/shared/rules/suppliers";
import type { SupplierView } from "@guilda/shared/schemas/suppliers";
import { Trash2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { SilencedNotice } from "@/components/moderation/silenced-notice";
import { useSilence } from "@/components/moderation/use-silence";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useRateSupplier } from "../api/rate-supplier";
import { StarInput } from "./star-input";

/** 'Sua avaliação': stars and an optional comment; a silenced member reads why instead. */
export function RatingForm({ supplier }: { supplier: SupplierView }) {
  const silence = useSilence();
  if (silence.isSilenced)
    return (
      <section aria-label={m.yourRating} className="grid gap-3 rounded-lg border border-border bg-card p-4">
        <h3 className="font-semibold">{m.yourRating}</h3>
        <SilencedNotice message={silence.message} />
      </section>
    );
  return <RatingFormFields supplier={supplier} />;
}

/** Stars and an optional comment; saved again to change it, or removed. */
function RatingFormFields({ supplier }: { supplier: SupplierView }) {
  const rate = useRateSupplier(supplier.id);
  const commentId = useId();
  const mine = supplier.my_rating;
  const [stars, setStars] = useState<number | null>(mine?.stars ?? null);
  const [comment, setComment] = useState(mine?.comment ?? "");
  const [error, setError] = useState<string | undefined>();
  const [commentError, setCommentError] = useState<string | undefined>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (stars === null) {
      setError(sm.starsInvalid);
      return;
    }
    if (comment.trim().length > SUPPLIER_COMMENT_MAX) {
      setCommentError(sm.commentTooLong);
      return;
    }
    try {
      await rate.mutateAsync({ stars, comment: comment.trim() || null });
      toast.success(sm.rated);
    } catch (err) {
      const apiError = toApiError(err);
      if (apiError.fieldErrors?.comment) setCommentError(apiError.fieldErrors.comment);
      else if (apiError.fieldErrors?.stars) setError(apiError.fieldErrors.stars);
      else toast.error(m.ratingError, { description: apiError.message });
    }
  };

  const onRemove = async () => {
    try {
      await rate.mutateAsync(null);
      setStars(null);
      setComment("");
      toast.success(sm.ratingRemoved);
    } catch (err) {
      toast.error(m.ratingError, { description: toApiError(err).message });
    }
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={m.yourRating}
      className="grid gap-4 rounded-lg border border-border bg-card p-4"
    >
      <div className="grid gap-1">
        <h3 className="font-semibold">{m.yourRating}</h3>
        <p className="text-sm text-muted-foreground">{m.rateHint}</p>
      </div>
      <StarInput
        legend={m.yourStars}
        value={stars}
        disabled={rate.isPending}
        error={error}
        onChange={(value) => {
          setStars(value);
          setError(undefined);
        }}
      />
      <div className="grid gap-2">
        <Label htmlFor={commentId}>{m.commentLabel}</Label>
        <Textarea
          id={commentId}
          rows={3}
          value={comment}
          maxLength={SUPPLIER_COMMENT_MAX}
          placeholder={m.commentPlaceholder}
          aria-invalid={!!commentError}
          {...(commentError ? { "aria-describedby": `${commentId}-error` } : {})}
          onChange={(event) => {
            setComment(event.target.value);
            setCommentError(undefined);
          }}
        />
        {commentError ? (
          <p id={`${commentId}-error`} className="text-sm font-medium text-destructive-text">
            {commentError}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {mine ? (
          <Button type="button" variant="ghost" disabled={rate.isPending} onClick={() => void onRemove()}>
            <Trash2 aria-hidden="true" />
            {m.removeRating}
          </Button>
        ) : null}
        <Button type="submit" disabled={rate.isPending}>
          {rate.isPending ? <Spinner /> : null}
          {rate.isPending ? m.saving : mine ? m.updateRating : m.saveRating}
        </Button>
      </div>
    </form>
  );
}
