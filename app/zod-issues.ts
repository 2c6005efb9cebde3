import type { ZodError, ZodIssue } from "zod";

/** Where an issue is: its dotted path, or `root` for the value as a whole. */
export function zodIssuePath(issue: ZodIssue, root = "(root)"): string {
  return issue.path.join(".") || root;
}

/**
 * The one wording of a zod error. "list": one indented "  - path: message" line per issue,
 * for start-up errors in a log (env, tenant files, tenant content); "sentence": "path message"
 * joined by "; ", for the text of a 400 answer ("car_id must be a number").
 */
export function formatZodIssues(error: ZodError, as: "list" | "sentence"): string {
  return as === "list"
    ? error.issues.map((issue) => `  - ${zodIssuePath(issue)}: ${issue.message}`).join("\n")
    : error.issues.map((issue) => `${zodIssuePath(issue, "form")} ${issue.message}`).join("; ");
}
