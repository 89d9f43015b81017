import { webWikiMessages as m } from "@guilda/shared/messages/web-wiki";
import { WIKI_CATEGORY_MAX, wikiCategorySchema, type WikiCategoryView } from "@guilda/shared/schemas/wiki";
import { ArrowDown, ArrowUp, Check, Pencil, Plus, Trash2, X } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { toApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useCreateWikiCategory } from "../api/create-category";
import { useDeleteWikiCategory } from "../api/delete-category";
import { useRenameWikiCategory } from "../api/rename-category";
import { useReorderWikiCategories } from "../api/reorder-categories";

/** The name as the server will take it, or the pt-BR reason it will not. */
function checkName(name: string): { name: string } | { error: string } {
  const parsed = wikiCategorySchema.safeParse({ name });
  return parsed.success ? { name: parsed.data.name } : { error: parsed.error.issues[0]!.message };
}

function errorOf(error: unknown): string {
  const api = toApiError(error);
  return api.fieldErrors?.name ?? api.message ?? m.categoryError;
}

function CategoryRow({
  category,
  index,
  count,
  onMove,
  onDelete,
  isMoving,
}: {
  category: WikiCategoryView;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onDelete: (category: WikiCategoryView) => void;
  isMoving: boolean;
}) {
  const rename = useRenameWikiCategory();
  const [isEditing, setIsEditing] = useState(false);
  const [name, setName] = useState(category.name);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkName(name);
    if ("error" in checked) return setError(checked.error);
    try {
      await rename.mutateAsync({ id: category.id, input: { name: checked.name } });
      toast.success(m.categorySaved);
      setIsEditing(false);
      setError(null);
    } catch (err) {
      setError(errorOf(err));
    }
  };

  if (isEditing)
    return (
      <li className="grid gap-1.5 py-2">
        <form onSubmit={onSubmit} noValidate className="flex items-center gap-2">
          <Label htmlFor={inputId} className="sr-only">
            {m.categoryName}
          </Label>
          <Input
            id={inputId}
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={WIKI_CATEGORY_MAX}
            aria-invalid={!!error}
            aria-describedby={error ? `${inputId}-error` : undefined}
            autoFocus
            autoComplete="off"
          />
          <Button type="submit" size="icon" aria-label={m.saveName} disabled={rename.isPending}>
            {rename.isPending ? <Spinner /> : <Check aria-hidden="true" />}
          </Button>
          <Button
            type="button"
            size="icon"
            variant="ghost"
            aria-label={m.cancel}
            onClick={() => {
              setIsEditing(false);
              setName(category.name);
              setError(null);
            }}
          >
            <X aria-hidden="true" />
          </Button>
        </form>
        {error ? (
          <p id={`${inputId}-error`} className="text-sm font-medium text-destructive-text">
            {error}
          </p>
        ) : null}
      </li>
    );

  return (
    <li className="flex items-center gap-2 py-2">
      <div className="grid min-w-0 flex-1">
        <span className="font-medium break-words">{category.name}</span>
        <span className="text-xs text-muted-foreground">{m.articleCount(category.article_count)}</span>
      </div>
      <Button
        size="icon-sm"
        variant="ghost"
        aria-label={m.moveUp(category.name)}
        disabled={index === 0 || isMoving}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        size="icon-sm"
        variant="ghost"
        aria-label={m.moveDown(category.name)}
        disabled={index === count - 1 || isMoving}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
      <Button
        size="icon-sm"
        variant="ghost"
        aria-label={m.renameCategory(category.name)}
        onClick={() => setIsEditing(true)}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        size="icon-sm"
        variant="ghost"
        aria-label={m.deleteCategory(category.name)}
        onClick={() => onDelete(category)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}

/** 'Categorias': add, rename, reorder (arrow buttons, so the keyboard works) and delete. */
export function CategoriesDialog({
  categories,
  onClose,
}: {
  categories: WikiCategoryView[];
  onClose: () => void;
}) {
  const create = useCreateWikiCategory();
  const reorder = useReorderWikiCategories();
  const remove = useDeleteWikiCategory();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<WikiCategoryView | null>(null);
  const newId = useId();

  const onMove = (from: number, to: number) => {
    const ids = categories.map((c) => c.id);
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved!);
    reorder.mutate(ids, { onError: (err) => toast.error(m.categoryError, { description: errorOf(err) }) });
  };

  const onAdd = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkName(name);
    if ("error" in checked) return setError(checked.error);
    try {
      await create.mutateAsync({ name: checked.name });
      toast.success(m.categorySaved);
      setName("");
      setError(null);
    } catch (err) {
      setError(errorOf(err));
    }
  };

  const onConfirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(m.categoryDeleted);
    } catch (err) {
      toast.error(m.categoryError, { description: errorOf(err) });
    }
    setDeleting(null);
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={m.close} className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <div className="grid gap-1.5 pr-8">
          <DialogTitle>{m.categoriesTitle}</DialogTitle>
          <DialogDescription>{m.categoriesDescription}</DialogDescription>
        </div>
        {categories.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.noCategories}</p>
        ) : (
          <ol className="divide-y divide-border">
            {categories.map((category, index) => (
              <CategoryRow
                key={category.id}
                category={category}
                index={index}
                count={categories.length}
                onMove={onMove}
                onDelete={setDeleting}
                isMoving={reorder.isPending}
              />
            ))}
          </ol>
        )}
        <form onSubmit={onAdd} noValidate className="grid gap-2 border-t border-border pt-4">
          <Label htmlFor={newId}>{m.newCategoryName}</Label>
          <div className="flex gap-2">
            <Input
              id={newId}
              value={name}
              onChange={(event) => setName(event.target.value)}
              maxLength={WIKI_CATEGORY_MAX}
              aria-invalid={!!error}
              aria-describedby={error ? `${newId}-error` : undefined}
              autoComplete="off"
            />
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? <Spinner /> : <Plus aria-hidden="true" />}
              {m.addCategory}
            </Button>
          </div>
          {error ? (
            <p id={`${newId}-error`} className="text-sm font-medium text-destructive-text">
              {error}
            </p>
          ) : null}
        </form>
        <ConfirmDeleteDialog
          open={deleting !== null}
          title={m.deleteCategoryTitle}
          text={deleting ? m.deleteCategoryText(deleting.name, deleting.article_count) : ""}
          isPending={remove.isPending}
          onConfirm={() => void onConfirmDelete()}
          onClose={() => setDeleting(null)}
        />
      </DialogContent>
    </Dialog>
  );
}
