import { registerAccess } from "../../platform/access";
import { canSeePost } from "./posts.service";

/** Posts: whoever may see the space, while the post is not deleted. */
export function registerPostsAccess() {
  registerAccess("post", { canSee: canSeePost });
}
