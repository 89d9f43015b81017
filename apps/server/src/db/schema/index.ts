export * from "./ai";
export * from "./auth";
export * from "./community";
export * from "./courses";
export * from "./feed";
export * from "./members";
export * from "./notifications";
export * from "./search";
