import { describe, expect, it } from "vitest";
import { readForm, withoutControlCharacters } from "./form-body";

function post(body: BodyInit, contentType: string | null): Request {
  const headers = new Headers();
  if (contentType) headers.set("Content-Type", contentType);
  return new Request("http://localhost/cars/x/enquire", { method: "POST", body, headers });
}

async function refusal(request: Request): Promise<Response> {
  const thrown = await readForm(request).then(
    () => null,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  return thrown as Response;
}

describe("reading a posted form", () => {
  it("takes control characters out of names and values, keeping line breaks and tabs", async () => {
    const form = await readForm(
      post("first_name=Ann%00e&message=Line%201%0D%0ALine%202%09end%07&na%00me=x", "application/x-www-form-urlencoded"),
    );
    expect(form.get("first_name")).toBe("Anne");
    expect(form.get("message")).toBe("Line 1\r\nLine 2\tend");
    expect(form.get("name")).toBe("x");
  });

  it("reads a multipart form too", async () => {
    const body = new FormData();
    body.set("first_name", "Bo\u0000b");
    const form = await readForm(new Request("http://localhost/x", { method: "POST", body }));
    expect(form.get("first_name")).toBe("Bob");
  });

  it.each([
    ["application/json", '{"first_name":"Ann"}'],
    ["text/plain", "first_name=Ann"],
    [null, "first_name=Ann"],
  ])("answers 415 to a %s body", async (contentType, body) => {
    const response = await refusal(post(body, contentType));
    expect(response.status).toBe(415);
    expect(await response.text()).toMatch(/takes a form post/);
  });

  it("answers 400 to a multipart body that cannot be read", async () => {
    const response = await refusal(post("--x\r\nnot a part", "multipart/form-data; boundary=x"));
    expect(response.status).toBe(400);
  });

  it("keeps ordinary text as it was typed, accents and emoji included", () => {
    expect(withoutControlCharacters("Zoë — 👍 O'Brien")).toBe("Zoë — 👍 O'Brien");
  });
});
