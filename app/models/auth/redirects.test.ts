import { describe, expect, it } from "vitest";
import { readSignInTarget, safeRedirect, signInPath, signInWording } from "./redirects";

describe("safeRedirect: same-site paths only, default /", () => {
  it.each(["/search?make=Mazda", "/cars/2021-mazda-cx-5", "/"])("keeps %s", (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([
    ["another host", "https://evil.example/"],
    ["a protocol-relative host", "//evil.example/"],
    ["a backslash host", "/\\evil.example"],
    ["a relative path", "search"],
    ["a control character", "/\t/evil.example"],
    ["nothing", null],
  ])("falls back to / for %s", (_case, path) => {
    expect(safeRedirect(path)).toBe("/");
  });
});

describe("signInPath (search-journey §2: /sign-in?type=watchlist&redirect={path}&back={path})", () => {
  it("carries type, redirect and back", () => {
    const path = signInPath({ type: "watchlist", redirect: "/search?make=Mazda", back: "/search?make=Mazda" });
    const url = new URL(path, "http://localhost");
    expect(url.pathname).toBe("/sign-in");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      type: "watchlist",
      redirect: "/search?make=Mazda",
      back: "/search?make=Mazda",
    });
  });

  it("reads its own parameters back, foreign paths made safe", () => {
    const url = new URL("http://localhost/sign-in?type=finance&redirect=https://evil.example&back=/cars/x");
    expect(readSignInTarget(url)).toEqual({ type: "finance", redirect: "/", back: "/cars/x" });
  });
});

describe("signInWording", () => {
  const headingFor = (type: string, redirect = "/", vehicleType?: string) => signInWording({ type, redirect }, vehicleType).heading;

  it("says why each gated journey (§6) asks the shopper to sign in", () => {
    expect(headingFor("watchlist", "/watchlist")).toBe("Sign in to save cars to your watchlist");
    expect(headingFor("finance", "/cars/2021-mazda-cx-5-a1/finance")).toBe("Sign in to apply for finance");
    expect(headingFor("equifax-finance")).toBe("Sign in to apply for finance");
    expect(headingFor("online-payment", "/online-payment")).toBe("Sign in to pay an invoice");
    expect(headingFor("spin-to-win", "/spin-to-win")).toBe("Sign in to spin to win");
    expect(headingFor("")).toBe("Sign in");
  });

  it("tells the reserve page from the online purchase, which share the checkout gate, by the page signed in for", () => {
    expect(headingFor("checkout", "/cars/2021-mazda-cx-5-a1/checkout")).toBe("Sign in to reserve this car");
    expect(headingFor("checkout", "/cars/2021-mazda-cx-5-a1/buy-online")).toBe("Sign in to reserve this car");
    expect(headingFor("checkout", "/checkout-journey?car_id=2021-mazda-cx-5-a1&step=details")).toBe("Sign in to buy this car online");
    expect(headingFor("checkout", "/checkout-journey-not?car_id=x")).toBe("Sign in to reserve this car");
  });

  it("names the site's own vehicles", () => {
    expect(headingFor("checkout", "/checkout-journey?car_id=a", "caravan")).toBe("Sign in to buy this caravan online");
    expect(headingFor("watchlist", "/watchlist", "truck")).toBe("Sign in to save trucks to your watchlist");
  });

  it("gives every journey an intro of its own", () => {
    const types = ["watchlist", "checkout", "online-payment", "finance", "spin-to-win", ""];
    const intros = [...types.map((type) => signInWording({ type, redirect: "/" }).intro), signInWording({ type: "checkout", redirect: "/checkout-journey?car_id=a" }).intro];
    expect(new Set(intros).size).toBe(intros.length);
    expect(signInWording({ type: "checkout", redirect: "/checkout-journey?car_id=a" }).intro).toBe(
      "Your purchase and the answers you give on the way are kept in your name, so we ask who you are first.",
    );
  });
});
