import { EVENT_DEFAULT_TIME_ZONE, type RecurrenceInput } from "@guilda/shared/schemas/events";
import { eq } from "drizzle-orm";
import { eventRsvps, events, spaces } from "../db/schema";
import { fromWallClock, occurrenceStarts, ruleText, wallClock } from "../modules/events/recurrence";
import type { Db } from "../platform/db";
import type { DemoPeople } from "./demo-people";

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const ZONE = EVENT_DEFAULT_TIME_ZONE;

/** `days` from the seed day, at `hour`:`minute` in São Paulo. */
function at(now: number, days: number, hour: number, minute = 0) {
  const day = wallClock(new Date(now + days * DAY), ZONE);
  return fromWallClock({ ...day, h: hour, mi: minute, s: 0 }, ZONE);
}

type Answer = { who: "rafael" | number; status: "going" | "maybe" | "not_going" | "waitlist" };

type DemoEvent = {
  title: string;
  description: string;
  /** Days from the seed day, and the wall-clock hour in São Paulo. */
  days: number;
  hour: number;
  hours: number;
  location?: string;
  online_url?: string;
  capacity?: number;
  recurrence?: RecurrenceInput;
  cancelled?: boolean;
  /** Answers for the occurrences at these indexes (a single event has only index 0). */
  answers: { occurrence: number; list: Answer[] }[];
};

const many = (from: number, count: number, status: Answer["status"]): Answer[] =>
  Array.from({ length: count }, (_, i) => ({ who: from + i, status }));

export const DEMO_EVENTS: DemoEvent[] = [
  {
    title: "Live semanal: bancada aberta",
    description:
      "Toda quinta, ao vivo: cada um mostra o que está restaurando na bancada e a gente tira dúvidas juntos.\n\n- Traga sua peça (ou uma foto dela)\n- Perguntas pelo chat da live\n- Gravação fica disponível no espaço depois",
    days: -14,
    hour: 19,
    hours: 1.5,
    online_url: "https://meet.jit.si/guilda-bancada-aberta",
    recurrence: { frequency: "weekly", interval: 1, count: 10 },
    answers: [
      {
        occurrence: 0,
        list: [{ who: "rafael", status: "going" }, ...many(2, 8, "going"), ...many(10, 3, "maybe")],
      },
      { occurrence: 1, list: [...many(3, 6, "going"), { who: "rafael", status: "not_going" }] },
      {
        occurrence: 2,
        list: [{ who: "rafael", status: "going" }, ...many(4, 5, "going"), ...many(12, 2, "maybe")],
      },
      { occurrence: 3, list: [...many(2, 3, "going"), { who: 15, status: "maybe" }] },
    ],
  },
  {
    title: "Encontro presencial em São Paulo",
    description:
      "Tarde de conversa, trocas e exposição de peças restauradas.\n\n**Vagas limitadas** pelo tamanho do espaço: se encher, entre na lista de espera — quem desistir libera a vaga automaticamente.",
    days: 9,
    hour: 14,
    hours: 4,
    location: "Casa das Rosas — Av. Paulista, 37, São Paulo",
    capacity: 6,
    answers: [
      {
        occurrence: 0,
        list: [
          ...many(2, 6, "going"),
          ...many(8, 2, "waitlist"),
          { who: "rafael", status: "waitlist" },
          ...many(10, 2, "maybe"),
          { who: 12, status: "not_going" },
        ],
      },
    ],
  },
  {
    title: "Papo com colecionador convidado",
    description:
      "Conversa online com um colecionador que restaura brinquedos antigos há 30 anos: ferramentas, tintas e como avaliar uma peça antes de comprar.",
    days: 3,
    hour: 20,
    hours: 1,
    online_url: "https://meet.jit.si/guilda-papo-convidado",
    answers: [
      {
        occurrence: 0,
        list: [{ who: "rafael", status: "maybe" }, ...many(5, 9, "going"), ...many(14, 3, "maybe")],
      },
    ],
  },
  {
    title: "Oficina de pintura com aerógrafo",
    description: "Oficina prática de pintura com aerógrafo para iniciantes.",
    days: 6,
    hour: 10,
    hours: 3,
    location: "Ateliê da comunidade — Rua Augusta, 1500, São Paulo",
    capacity: 10,
    cancelled: true,
    answers: [{ occurrence: 0, list: [...many(6, 4, "going"), { who: "rafael", status: "going" }] }],
  },
  {
    title: "Feira de trocas de colecionadores",
    description: "Feira de trocas entre membros: cada um trouxe até cinco peças para trocar.",
    days: -20,
    hour: 9,
    hours: 8,
    location: "Centro Cultural São Paulo — Rua Vergueiro, 1000",
    answers: [
      {
        occurrence: 0,
        list: [{ who: "rafael", status: "going" }, ...many(2, 12, "going"), ...many(20, 4, "maybe")],
      },
    ],
  },
  {
    title: "Encontro mensal de restauração",
    description:
      "Uma vez por mês, uma técnica de restauração em detalhe, com demonstração ao vivo e espaço para perguntas.",
    days: 12,
    hour: 19,
    hours: 2,
    online_url: "https://meet.jit.si/guilda-restauracao-mensal",
    recurrence: { frequency: "monthly", interval: 1, count: 6 },
    answers: [{ occurrence: 0, list: [...many(3, 5, "going"), { who: "rafael", status: "maybe" }] }],
  },
];

/** Demo events in the 'eventos' space: past and upcoming, single and recurring, with RSVPs. */
export async function seedEvents(db: Db, people: DemoPeople): Promise<void> {
  const [space] = await db
    .select({ id: spaces.id })
    .from(spaces)
    .where(eq(spaces.slug, "lives-e-encontros"))
    .limit(1);
  if (!space) return;
  const member = (who: Answer["who"]) =>
    who === "rafael" ? people.memberIds[0]! : people.memberIds[1 + (who % (people.memberIds.length - 1))]!;
  for (const [i, demo] of DEMO_EVENTS.entries()) {
    const startsAt = at(people.now, demo.days, demo.hour);
    const endsAt = new Date(startsAt.getTime() + demo.hours * HOUR);
    const rule = demo.recurrence ? ruleText(demo.recurrence) : null;
    const starts = occurrenceStarts(startsAt, ZONE, rule);
    const created = new Date(Math.min(people.now, startsAt.getTime()) - (10 + i) * DAY);
    const [row] = await db
      .insert(events)
      .values({
        space_id: space.id,
        title: demo.title,
        description: demo.description,
        starts_at: startsAt,
        ends_at: endsAt,
        time_zone: ZONE,
        location: demo.location ?? null,
        online_url: demo.online_url ?? null,
        capacity: demo.capacity ?? null,
        recurrence: rule,
        recurrence_ends_at: rule ? starts[starts.length - 1]! : null,
        status: demo.cancelled ? "cancelled" : "scheduled",
        cancelled_at: demo.cancelled ? new Date(people.now - DAY) : null,
        sequence: demo.cancelled ? 1 : 0,
        created_by: i % 2 === 0 ? people.adminId : people.moderatorId,
        created_at: created,
        updated_at: created,
      })
      .returning({ id: events.id });
    const rows = demo.answers.flatMap(({ occurrence, list }) =>
      list.map((answer, k) => {
        // Answers in the order given, over the days after the event was announced.
        const answeredAt = new Date(created.getTime() + (k + 1) * 3 * HOUR);
        return {
          event_id: row!.id,
          occurrence_at: starts[occurrence]!,
          user_id: member(answer.who),
          status: answer.status,
          created_at: answeredAt,
          updated_at: answeredAt,
        };
      }),
    );
    const unique = [...new Map(rows.map((r) => [`${r.occurrence_at.getTime()}|${r.user_id}`, r])).values()];
    if (unique.length) await db.insert(eventRsvps).values(unique);
  }
}
