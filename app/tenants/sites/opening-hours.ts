/** The same opening hours Monday to Friday, optionally for one department. */
export function weekdays(
  open: string,
  close: string,
  department?: "service" | "parts"
) {
  return [1, 2, 3, 4, 5].map((weekday) => ({
    weekday,
    open,
    close,
    department,
  }));
}
