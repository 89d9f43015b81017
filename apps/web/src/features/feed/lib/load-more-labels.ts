import { webFeedMessages as m } from "@guilda/shared/messages/web-feed";

/** Texts of the feed's and the gallery's "load more" control. */
export const FEED_LOAD_MORE_LABELS = {
  loadMore: m.loadMore,
  loadingMore: m.loadingMore,
  error: m.loadErrorText,
};
