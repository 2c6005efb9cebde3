// Plain JavaScript (typed by JSDoc) so scripts/start.mjs words a bad environment the same way
// the app does, without a build or a TypeScript loader.

/**
 * Where an issue is: its dotted path, or `root` for the value as a whole.
 * @param {import("zod").ZodIssue} issue
 * @param {string} [root]
 * @returns {string}
 */
export function zodIssuePath(issue, root = "(root)") {
  return issue.path.join(".") || root;
}

/**
 * The one wording of a zod error. "list": one indented "  - path: message" line per issue,
 * for start-up errors in a log (env, tenant files, tenant content); "sentence": "path message"
 * joined by "; ", for the text of a 400 answer ("car_id must be a number").
 * @param {import("zod").ZodError} error
 * @param {"list" | "sentence"} as
 * @returns {string}
 */
export function formatZodIssues(error, as) {
  return as === "list"
    ? error.issues.map((issue) => `  - ${zodIssuePath(issue)}: ${issue.message}`).join("\n")
    : error.issues.map((issue) => `${zodIssuePath(issue, "form")} ${issue.message}`).join("; ");
}
