import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderDemoPhoto } from "./photos.server";

describe("the demo stock's photos", () => {
  it("are the illustrations as 1600 x 1200 JPEGs that weigh what a camera's photos weigh", async () => {
    for (const name of ["suv-red-street.jpg", "detail-dashboard.jpg"]) {
      const photo = await renderDemoPhoto(name);
      expect(await sharp(photo!).metadata()).toMatchObject({ format: "jpeg", width: 1600, height: 1200 });
      expect(photo!.byteLength).toBeGreaterThan(200_000);
      expect(photo!.byteLength).toBeLessThan(900_000);
    }
  });

  it("are made only for names an illustration has", async () => {
    expect(await renderDemoPhoto("suv-red-nowhere.jpg")).toBeNull();
    expect(await renderDemoPhoto("history-report.jpg")).toBeNull();
    expect(await renderDemoPhoto("suv-red-street.svg")).toBeNull();
  });
});
