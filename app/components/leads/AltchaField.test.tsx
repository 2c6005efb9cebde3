import "~/components/search/testing/fileScope";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AltchaField } from "./AltchaField";

describe("AltchaField", () => {
  it("renders nothing on the server, so a shopper without JavaScript sends the form without it", () => {
    const html = renderToStaticMarkup(
      <form method="post">
        <input type="hidden" name="form_token" value="8f0c2a52-5d1e-4c3b-9a7e-0b6f1d2c3e4f" />
        <AltchaField />
      </form>,
    );
    expect(html).not.toContain("altcha");
    expect(html).not.toContain("Verifying");
  });
});
