import type { SpaceType } from "../constants";

/** Spaces with a feed of posts; a 'curso' space's posts are the discussion of its course. */
export const POSTABLE_SPACE_TYPES: readonly SpaceType[] = ["publicacoes", "imagens", "curso"];

/** The space a new member is pointed to first; the home composer proposes it by default. */
export const STARTER_SPACE_SLUG = "comece-por-aqui";

export function isPostableSpace(space: { space_type: string }): boolean {
  return (POSTABLE_SPACE_TYPES as readonly string[]).includes(space.space_type);
}

type Candidate = { id: string; slug: string; space_type: string };

/**
 * The space the home composer proposes, among the spaces the member may see (in the sidebar's
 * order): the admin's choice when it is one of them and takes posts, else 'Comece-por-aqui', else
 * the first 'publicacoes' space, else the first space that takes posts. Undefined: none does.
 */
export function pickComposerSpace<S extends Candidate>(spaces: readonly S[], chosenId: string | null) {
  const postable = spaces.filter(isPostableSpace);
  return (
    postable.find((s) => s.id === chosenId) ??
    postable.find((s) => s.slug === STARTER_SPACE_SLUG) ??
    postable.find((s) => s.space_type === "publicacoes") ??
    postable[0]
  );
}
