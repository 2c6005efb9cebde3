/** What the test drive's data is when its request failed on the way (the route's clientLoader). */
export const TIMES_UNAVAILABLE = { unavailable: true } as const;

/**
 * The test drive form could not be loaded (the network dropped): says so, and links to the
 * form's page, which loads it again; nothing typed is lost, since nothing could be typed yet.
 */
export function TestDriveTimesUnavailable({ href }: { href: string }) {
  return (
    <p role="alert">
      The test drive form could not be loaded. <a href={href}>Try again</a>
    </p>
  );
}
