/** What routes compose from the feed feature (the home feed, space pages, /post/{id}). */
export { Composer } from "./components/composer";
export { ImageGallery } from "./components/image-gallery";
export { PostDetail } from "./components/post-detail";
export { PostFeed } from "./components/post-feed";
