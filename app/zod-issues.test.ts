import { z } from "zod";
import { describe, expect, it } from "vitest";
import { formatZodIssues } from "./zod-issues.mjs";

const Form = z.object({ car_id: z.number({ invalid_type_error: "must be a number" }), dealer: z.object({ slug: z.string() }) });
const errorOf = (input: unknown) => {
  const parsed = Form.safeParse(input);
  if (parsed.success) throw new Error("expected the input to be refused");
  return parsed.error;
};

describe("formatZodIssues", () => {
  it("lists each issue on its own line with its dotted path, for a start-up error", () => {
    expect(formatZodIssues(errorOf({ car_id: "x", dealer: { slug: 1 } }), "list")).toBe(
      "  - car_id: must be a number\n  - dealer.slug: Expected string, received number",
    );
  });

  it("writes one sentence for a 400 answer, naming the form when the value as a whole is wrong", () => {
    expect(formatZodIssues(errorOf({ car_id: "x", dealer: { slug: "a" } }), "sentence")).toBe("car_id must be a number");
    expect(formatZodIssues(errorOf("not a form"), "sentence")).toBe("form Expected object, received string");
  });

  it("names the root in a list", () => {
    expect(formatZodIssues(errorOf(null), "list")).toBe("  - (root): Expected object, received null");
  });
});
