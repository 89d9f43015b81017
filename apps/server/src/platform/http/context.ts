import type { Profile } from "@guilda/shared";
import type { Auth } from "../auth/auth";
import type { Config } from "../../config";
import type { Database } from "../db";
import type { Jobs } from "../jobs";
import type { Logger } from "../logger";
import type { Mailer } from "../mail";
import type { RealtimeHub } from "../realtime/hub";
import type { Storage } from "../storage";

/** What every route can reach: built once at start and passed down, never imported globally. */
export type Deps = {
  config: Config;
  database: Database;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  storage: Storage;
  realtime: RealtimeHub;
  jobs: Jobs;
};

export type Viewer = { userId: string; email: string; profile: Profile };

/**
 * How the session middleware finds the signed-in member's profile, given by the composition
 * root so the platform never imports a feature module. `onSeen` runs after each resolved
 * request and must stay cheap (the profiles module throttles its activity write).
 */
export type ViewerProfiles = {
  find(userId: string): Promise<Profile | null>;
  /**
   * The session of a (verified) token with its member, in one query: the fast path of the
   * session middleware. Null when there is no such session or member.
   */
  bySessionToken?(token: string): Promise<(Viewer & { expiresAt: Date }) | null>;
  onSeen?(userId: string): Promise<void>;
};

export type AppEnv = { Variables: { deps: Deps; viewerProfiles: ViewerProfiles; viewer: Viewer | null } };
