/**
 * The workload printed on a certificate, in minutes. An admin-typed figure on the course (whole
 * hours) wins; otherwise it is the course's total lesson time rounded up to the next half hour,
 * and never less than half an hour: a 4-minute course is '30 minutos', a 61-minute one
 * '1 hora e 30 minutos' — never '1 hora' for what takes four minutes.
 */
export const WORKLOAD_STEP_MINUTES = 30;

export function certificateWorkloadMinutes(workloadHours: number | null, durationSeconds: number): number {
  if (workloadHours !== null && workloadHours > 0) return Math.round(workloadHours * 60);
  const minutes = Math.max(0, durationSeconds) / 60;
  return Math.max(WORKLOAD_STEP_MINUTES, Math.ceil(minutes / WORKLOAD_STEP_MINUTES) * WORKLOAD_STEP_MINUTES);
}

/** '30 minutos', '1 hora', '1 hora e 30 minutos', '12 horas'. */
export function formatWorkload(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const minutePart = rest === 1 ? "1 minuto" : `${rest} minutos`;
  if (hours === 0) return minutePart;
  const hourPart = hours === 1 ? "1 hora" : `${hours} horas`;
  return rest === 0 ? hourPart : `${hourPart} e ${minutePart}`;
}

/** In hours with a decimal comma, for lists: '0,5 h', '1,5 h', '12 h'. */
export function formatWorkloadShort(minutes: number): string {
  const hours = Math.round((minutes / 60) * 10) / 10;
  return `${String(hours).replace(".", ",")} h`;
}
