import type { CertifiedProgram } from "./fields/certified-programs";

// The schema lives in fields/ with the tenant schema's other parts: the cards read this
// module in the browser, where zod would cost every page about 15 kB gzip.
export type { CertifiedProgram };

/** The tenant's program for a make, if it certifies that make's cars. */
export function certifiedProgramFor(
  tenant: { certifiedPrograms: readonly CertifiedProgram[] },
  make: string | null | undefined,
): CertifiedProgram | null {
  const wanted = make?.trim().toLowerCase();
  if (!wanted) return null;
  return tenant.certifiedPrograms.find((program) => program.make.toLowerCase() === wanted) ?? null;
}
