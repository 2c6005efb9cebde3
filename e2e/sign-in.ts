import fs from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The app under test writes its SMS to $DATA_DIR/outbox/ (the embedded SMS port). */
const outbox = path.join(process.env.E2E_DATA_DIR!, "outbox");

/** The code in the latest SMS to a number, once it is there. */
export async function codeSentTo(e164: string): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const files = (await fs.readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith(`-${e164}.txt`));
      const latest = files.sort().at(-1);
      if (!latest) return "";
      code = /(\d{6}) is your/.exec(await fs.readFile(path.join(outbox, latest), "utf8"))?.[1] ?? "";
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** A number of its own per test, so runs side by side never share codes or the send limit. */
export function freshMobile(): { typed: string; e164: string } {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, "0");
  return { typed: `04${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`, e164: `+614${digits}` };
}

/** Signs in on the sign-in page shown, whose heading says why, with the code the SMS outbox got. */
export async function signInWithCode(page: Page, heading: string) {
  const mobile = freshMobile();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await page.getByLabel("Mobile number").fill(mobile.typed);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page).toHaveURL(/\/sign-in\?.*step=code/);
  await expect(page.getByText(`Enter the code we sent to ${mobile.typed}`)).toBeVisible();
  await page.getByLabel("6-digit code").fill(await codeSentTo(mobile.e164));
  await page.getByRole("button", { name: "Sign in" }).click();
}
