import type { ZodError } from "zod";
import { brightlaneCarsContent } from "./brightlane-cars";
import { ironbarkTrucksContent } from "./ironbark-trucks";
import { meridianMotorGroupContent } from "./meridian-motor-group";
import { TenantContentSchema, type TenantContent, type TenantContentInput } from "./schema";
import { wattleRidgeToyotaContent } from "./wattle-ridge-toyota";
import { formatZodIssues } from "../../zod-issues.mjs";

/** The content modules by tenant slug; a tenant without one has no offers, models or reviews. */
export const CONTENT_MODULES: Readonly<Record<string, TenantContentInput>> = {
  "wattle-ridge-toyota": wattleRidgeToyotaContent,
  "meridian-motor-group": meridianMotorGroupContent,
  "brightlane-cars": brightlaneCarsContent,
  "ironbark-trucks": ironbarkTrucksContent,
};

function describe(slug: string, error: ZodError): Error {
  return new Error(`The content of tenant "${slug}" is invalid:\n${formatZodIssues(error, "list")}`);
}

/** Parses every content module; throws naming the tenant and field, so a bad file stops the start. */
export function parseContent(modules: Readonly<Record<string, TenantContentInput>>): Map<string, TenantContent> {
  return new Map(
    Object.entries(modules).map(([slug, input]) => {
      const parsed = TenantContentSchema.safeParse(input);
      if (!parsed.success) throw describe(slug, parsed.error);
      return [slug, parsed.data];
    }),
  );
}

const contents = parseContent(CONTENT_MODULES);
const EMPTY: TenantContent = TenantContentSchema.parse({});

export function contentFor(tenantSlug: string): TenantContent {
  return contents.get(tenantSlug) ?? EMPTY;
}
