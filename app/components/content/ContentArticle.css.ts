import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** Rendered Markdown: the page styles the plain elements marked produces. */
export const article = style({
  maxWidth: "48rem",
  lineHeight: 1.65,
});

/** A paragraph holding a Show number button (a form, which a `<p>` cannot hold): spaced as a `<p>`. */
export const paragraph = style({ marginBlock: `0 ${vars.space.md}` });

globalStyle(`${article} h2`, { marginTop: vars.space.xl, marginBottom: vars.space.sm, fontSize: "1.5rem" });
globalStyle(`${article} h3`, { marginTop: vars.space.lg, marginBottom: vars.space.xs, fontSize: "1.2rem" });
globalStyle(`${article} p, ${article} ul, ${article} ol`, { marginBlock: `0 ${vars.space.md}` });
globalStyle(`${article} li + li`, { marginTop: vars.space.xxs });
globalStyle(`${article} a`, { color: vars.color.brandText, textDecoration: "underline" });
globalStyle(`${article} img`, { maxWidth: "100%", height: "auto", borderRadius: vars.radius.medium });
globalStyle(`${article} blockquote`, {
  margin: `0 0 ${vars.space.md}`,
  paddingLeft: vars.space.md,
  borderLeft: `4px solid ${vars.color.brand}`,
  color: vars.color.textMuted,
});
globalStyle(`${article} table`, { width: "100%", borderCollapse: "collapse", marginBottom: vars.space.md });
globalStyle(`${article} th, ${article} td`, {
  padding: vars.space.xs,
  textAlign: "left",
  borderBottom: `1px solid ${vars.color.border}`,
});

export const meta = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: "0.9375rem",
});
