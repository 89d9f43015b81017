/**
 * The domain events: what happened in one module that others may act on. A module publishes its
 * own facts and knows nothing of who listens; gamification pays for them, certificates issue,
 * notifications tell members. Each event names its payload and, where the publisher needs to
 * know what its subscribers did, the outcome they fill in (a certificate issued, a first-time
 * like paid).
 */
type Event<Payload, Outcome = Record<string, never>> = { payload: Payload; outcome: Outcome };

/** Where a post lives: whoever may see the space may hear of what happens in it. */
type SpaceRef = { id: string; is_private: boolean };

export type DomainEvents = {
  // ——— Feed ———
  /** A post went up (its mentions are in `content`). */
  "post.published": Event<{
    postId: string;
    authorId: string;
    space: SpaceRef;
    title: string;
    content: string;
  }>;
  /** A post was taken down (soft delete) by its author or an admin. */
  "post.removed": Event<{ postId: string; authorId: string }>;
  /**
   * A member liked a post. `firstTime` is set by the subscriber that keeps the ledger of who
   * liked what, ever: a like after an unlike is not news.
   */
  "post.liked": Event<
    { postId: string; postTitle: string; authorId: string; likerId: string },
    { firstTime?: boolean }
  >;
  "post.unliked": Event<{ postId: string; authorId: string; likerId: string }>;
  /** A comment or a reply (to the top-level comment written by `parentAuthorId`). */
  "comment.created": Event<{
    commentId: string;
    postId: string;
    postTitle: string;
    postAuthorId: string;
    space: SpaceRef;
    authorId: string;
    parentAuthorId: string | null;
    content: string;
  }>;
  /** Comments removed together (a comment and its replies). */
  "comments.removed": Event<{ comments: { id: string; authorId: string }[] }>;
  "member.followed": Event<{ followerId: string; followeeId: string }>;

  // ——— Courses ———
  "lesson.completed": Event<{ userId: string; lessonId: string; courseId: string; at: Date }>;
  /** A completion undone by the member. */
  "lesson.uncompleted": Event<{ userId: string; lessonId: string; at: Date }>;
  /** Every lesson of the course completed. */
  "course.completed": Event<{ userId: string; courseId: string; at: Date }>;
  /**
   * A member holds a completed lesson of the course: a certificate may be due (the course
   * complete, or its minimum lowered since). The issuer fills in the code when it issued one.
   */
  "course.progressed": Event<{ userId: string; courseId: string }, { certificate?: { code: string } }>;
  "certificate.issued": Event<{ userId: string; courseTitle: string; code: string }>;
  /** A comment or a reply (to the top-level comment written by `parentAuthorId`) on a lesson. */
  "lesson_comment.created": Event<{
    commentId: string;
    lessonId: string;
    lessonTitle: string;
    lessonSlug: string;
    courseSlug: string;
    authorId: string;
    parentAuthorId: string | null;
    content: string;
  }>;

  // ——— Members ———
  /** A member changed their profile (photo, bio…). */
  "profile.updated": Event<{ userId: string }>;
  /** An invite became a member; `tell` are the admins to hear of it. */
  "invite.accepted": Event<{ inviteId: string; memberId: string; inviteeName: string; tell: string[] }>;
  "data_export.ready": Event<{ userId: string; exportId: string }>;

  // ——— Sign-ups ('Cadastro': 'Aberto com aprovação') ———
  /** A sign-up waiting for approval confirmed its e-mail; `tell` are the admins to hear of it. */
  "signup.pending": Event<{ memberId: string; name: string; tell: string[] }>;
  /** A sign-up was let in (by an admin, or by a purchase): the person is told by e-mail. */
  "signup.approved": Event<{ memberId: string; name: string; email: string }>;
  /**
   * An admin refused a sign-up: its account goes in the same transaction, so whoever listens keeps
   * what it needs from the payload (the person is told by e-mail).
   */
  "signup.refused": Event<{ memberId: string; name: string; email: string; actorId: string }>;

  // ——— Backups ———
  /** A backup failed for good (no retry follows); `tell` are the admins to hear of it. */
  "backup.failed": Event<{ backupId: string; error: string; tell: string[] }>;

  // ——— Moderation ———
  /** A moderator decided on a reported item: its reporters hear the outcome. */
  "moderation.resolved": Event<{
    caseId: string;
    outcome: "keep" | "hide" | "delete" | "approve";
    reporterIds: string[];
    actorId: string;
  }>;
  /** A moderator warned a member with this text (in the app and by e-mail). */
  "member.warned": Event<{ memberId: string; actorId: string; text: string }>;

  // ——— Access ———
  /**
   * A member can now open what they could not before: `items` name what (pt-BR course titles,
   * categories, 'papel de Aluno'…), `link` where to start, `source` who gave it (a purchase, an
   * admin in 'Gerenciar Acessos', a members CSV); `email` false when they were just told
   * otherwise (an invite accepted). Published only when something is new.
   */
  "access.granted": Event<{
    userId: string;
    source: "purchase" | "hand" | "csv";
    items: string[];
    link: string;
    email: boolean;
  }>;

  // ——— Gamification ———
  /** `level` is the stored key, `levelName` the name members read (the community's). */
  "member.level_reached": Event<{ userId: string; level: string; levelName: string }>;
  "mission.completed": Event<{ userId: string; missionTitle: string; points: number }>;

  // ——— Community ———
  /** A suggestion's status changed; `memberIds` voted for it or wrote it. */
  "suggestion.status_changed": Event<{
    suggestionId: string;
    title: string;
    status: string;
    actorId: string;
    memberIds: string[];
  }>;
  "supplier.reviewed": Event<{
    supplierId: string;
    name: string;
    submittedBy: string;
    reviewerId: string;
    approved: boolean;
  }>;

  // ——— Events ———
  /** An event moved or was cancelled; `memberIds` had answered it. */
  "event.changed": Event<{
    eventId: string;
    title: string;
    actorId: string;
    memberIds: string[];
    change: "moved" | "cancelled";
    startsAt?: string;
  }>;
  /** Members of the waiting list took freed places of an occurrence. */
  "event.promoted": Event<{ eventId: string; title: string; occurrenceAt: string; memberIds: string[] }>;
  /** An occurrence starts soon: its 'Vou' members are reminded once of each kind. */
  "event.reminder_due": Event<{
    eventId: string;
    title: string;
    occurrenceAt: string;
    kind: string;
    when: string;
    memberIds: string[];
  }>;
};
