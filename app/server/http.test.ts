import { describe, expect, it } from "vitest";
import { invariantResponse, methodNotAllowed, notFound } from "./http";

describe("notFound", () => {
  it("answers 404 with the message as its text", async () => {
    const response = notFound("We couldn't find that location.");
    expect(response.status).toBe(404);
    expect(response.statusText).toBe("Not Found");
    expect(await response.text()).toBe("We couldn't find that location.");
  });

  it("keeps the headers it is given", () => {
    expect(notFound("No such make", { headers: { "Content-Type": "text/plain" } }).headers.get("Content-Type")).toBe("text/plain");
  });
});

describe("methodNotAllowed", () => {
  it("answers 405 naming the method that works", async () => {
    const response = methodNotAllowed("POST");
    expect(response.status).toBe(405);
    expect(response.statusText).toBe("Method Not Allowed");
    expect(response.headers.get("Allow")).toBe("POST");
    expect(await response.text()).toBe("");
  });

  it("says why in plain text when given a message", async () => {
    const response = methodNotAllowed("POST", "Use the button.");
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toBe("Use the button.");
  });
});

describe("invariantResponse", () => {
  it("throws a 400 with the message when the condition fails", async () => {
    const thrown = catchThrown(() => invariantResponse(false, "Missing slug"));
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(400);
    expect(await (thrown as Response).text()).toBe("Missing slug");
  });

  it("throws the status it is given, with its status text", () => {
    const thrown = catchThrown(() => invariantResponse(null, () => "No such offer", { status: 404 })) as Response;
    expect([thrown.status, thrown.statusText]).toEqual([404, "Not Found"]);
  });

  it("lets a true condition through", () => {
    expect(catchThrown(() => invariantResponse("cars", "Missing slug"))).toBeUndefined();
  });
});

function catchThrown(run: () => void): unknown {
  try {
    run();
  } catch (thrown) {
    return thrown;
  }
  return undefined;
}
