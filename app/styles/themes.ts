import { assignInlineVars } from "@vanilla-extract/dynamic";
import type { CSSProperties } from "react";
import type { BrandColours } from "~/utils/colour";
import type { TemplateName } from "~/tenants/schema";
import { vars } from "./theme.css";
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
 * Inline variables layering a tenant's own brand colours (utils/colour.ts) over its template;
 * undefined when the template's brand colour stands.
 */
export function brandStyleFor(colours: BrandColours | undefined): CSSProperties | undefined {
  if (!colours) return undefined;
  return assignInlineVars({
    [vars.color.brand]: colours.brand,
    [vars.color.brandContrast]: colours.brandContrast,
    [vars.color.brandText]: colours.brandText,
  }) as CSSProperties;
}
