import { assignInlineVars } from "@vanilla-extract/dynamic";
import type { CSSProperties } from "react";
import type { PublicTenant } from "~/tenants/public";
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
 * Inline variables layering a tenant's own brandColor over its template, with a text
 * colour on it that stays readable; undefined when the template's brand colour stands.
 */
export function brandStyleFor(tenant: PublicTenant): CSSProperties | undefined {
  if (!tenant.brandColor) return undefined;
  return assignInlineVars({
    [vars.color.brand]: tenant.brandColor,
    [vars.color.brandContrast]: readableTextOn(tenant.brandColor),
  }) as CSSProperties;
}

const LIGHT_TEXT = "#ffffff";
const DARK_TEXT = "#111111";

/** White or near-black, whichever has the higher WCAG contrast ratio on the colour. */
export function readableTextOn(hexColour: string): string {
  const background = relativeLuminance(hexColour);
  const onLight = contrastRatio(background, relativeLuminance(LIGHT_TEXT));
  const onDark = contrastRatio(background, relativeLuminance(DARK_TEXT));
  return onLight >= onDark ? LIGHT_TEXT : DARK_TEXT;
}

function relativeLuminance(hexColour: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hexColour);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hexColour}`);
  const [red, green, blue] = match.slice(1).map((pair) => {
    const channel = parseInt(pair, 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function contrastRatio(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
