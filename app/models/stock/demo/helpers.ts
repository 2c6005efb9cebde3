export const DAY_MS = 24 * 60 * 60 * 1000;

export function dollarsEndingIn990(value: number): number {
  return Math.round(value / 1000) * 1000 - 10;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - Math.round(days * DAY_MS));
}

export function pad2(value: number): string {
  return String(value).padStart(2, "0");
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function monthOf(date: Date): number {
  return date.getUTCMonth() + 1;
}

export function unique(list: string[]): string[] {
  return [...new Set(list)];
}
