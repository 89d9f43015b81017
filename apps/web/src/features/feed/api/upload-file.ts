/** POST /api/uploads with progress: the app-wide helper, used by the composer for post media. */
export { uploadFile } from "@/lib/upload";
