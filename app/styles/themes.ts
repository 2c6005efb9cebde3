import { assignInlineVars } from "@vanilla-extract/dynamic";
import type { CSSProperties } from "react";
import type { PublicTenant } from "~/tenants/public";
import type { TemplateName } from "~/tenants/schema";
import { vars } from "./theme.css";
import { readableOnLight, readableTextOn } from "~/utils/colour";
import { apexTheme, driftTheme, metroTheme, outbackTheme } from "./themes.css";

const themeClasses: Record<TemplateName, string> = {
  apex: apexTheme,
  metro: metroTheme,
  drift: driftTheme,
  outback: outbackTheme,
};

/** The class that sets every theme variable for a template (put on <html>). */
export function themeClassFor(template: TemplateName): string {
  return themeClasses[template];
}

/**
 * Inline variables layering a tenant's own brandColor over its template, with a text
 * colour on it that stays readable; undefined when the template's brand colour stands.
 */
export function brandStyleFor(tenant: Pick<PublicTenant, "brandColor">): CSSProperties | undefined {
  if (!tenant.brandColor) return undefined;
  return assignInlineVars({
    [vars.color.brand]: tenant.brandColor,
    [vars.color.brandContrast]: readableTextOn(tenant.brandColor),
    [vars.color.brandText]: readableOnLight(tenant.brandColor),
  }) as CSSProperties;
}
