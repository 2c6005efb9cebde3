import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { ReservationFormSchema } from "./reservation-form";

function post(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return parseWithZod(form, { schema: ReservationFormSchema });
}

describe("ReservationFormSchema", () => {
  it("takes the page's own post: the token and the button's intent", () => {
    const submission = post({ token: "d.abc", intent: "confirm" });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({ token: "d.abc", intent: "confirm" });
  });

  it("refuses an intent the page never offers", () => {
    const submission = post({ token: "s.abc", intent: "refund" });
    expect(submission.status).toBe("error");
    expect(submission.status === "error" && submission.error?.intent).toEqual(["must be confirm or cancel"]);
  });

  it("refuses a post without its token", () => {
    const submission = post({ intent: "cancel" });
    expect(submission.status === "error" && submission.error?.token).toEqual(["is required"]);
  });
});
