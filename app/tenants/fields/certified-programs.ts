import { z } from "zod";

/**
 * A manufacturer's certified pre-owned program, as a dealer sells it (vehicle-page §5, §9:
 * the certified badge and its dialog, the feature tile, the warranty page's section). The
 * platform names no program of its own: a tenant lists the programs of the makes it certifies.
 */
export const certifiedProgramSchema = z
  .object({
    /** The make whose certified cars the program covers, e.g. "Toyota". */
    make: z.string().min(1),
    /** The program's name, e.g. "Toyota Certified Pre-Owned"; also the stock feed's tag for its cars. */
    name: z.string().min(1),
    /** The feature tile's title, e.g. "Toyota Certified". */
    shortName: z.string().min(1),
    /** The line before the benefits in the vehicle page's dialog. */
    benefitsIntro: z.string().min(1),
    benefits: z.array(z.string().min(1)).min(1),
    /** The benefits as the warranty service page words them; the dialog's when absent. */
    servicePagePoints: z.array(z.string().min(1)).min(1).optional(),
    /** Where the feature tile links: the dealer's page about the program. */
    href: z.string().optional(),
    /** The program's logo on the card's badge; a tick when absent. */
    logoUrl: z.string().optional(),
  })
  .strict();

export type CertifiedProgram = z.output<typeof certifiedProgramSchema>;

export const certifiedPrograms = z.array(certifiedProgramSchema).default([]);
