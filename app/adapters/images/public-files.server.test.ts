import { describe, expect, it } from "vitest";
import { readPublicImage } from "./public-files.server";

const request = (query: string) => readPublicImage(new URLSearchParams(query));

describe("the image route's embedded default", () => {
  it("serves a stock illustration with its content type", async () => {
    const answer = await request("src=/stock/cab-chassis-black-studio.svg&w=640&q=75");
    expect(answer).toMatchObject({ ok: true, contentType: "image/svg+xml" });
  });

  it("refuses paths that leave the public folder or are not images", async () => {
    expect(await request("src=/../package.json")).toMatchObject({ ok: false, status: 400 });
    expect(await request("src=/stock/../../package.json")).toMatchObject({ ok: false, status: 400 });
    expect(await request("src=/build/manifest.js")).toMatchObject({ ok: false, status: 404 });
  });

  it("answers a missing file with 404 and a bad width with 400", async () => {
    expect(await request("src=/stock/none.svg")).toMatchObject({ ok: false, status: 404 });
    expect(await request("src=/stock/cab-chassis-black-studio.svg&w=abc")).toMatchObject({ ok: false, status: 400 });
    expect(await request("src=/stock/cab-chassis-black-studio.svg&w=99999")).toMatchObject({ ok: false, status: 400 });
  });
});
