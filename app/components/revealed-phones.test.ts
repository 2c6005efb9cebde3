import { describe, expect, it, vi } from "vitest";
import {
  forgetRevealedPhone,
  rememberRevealedPhone,
  revealedPhoneOf,
  subscribeToRevealedPhones,
} from "./revealed-phones";

describe("numbers revealed on the page, by car", () => {
  it("gives every place about the car the number one Show number revealed, and tells them", () => {
    const heard = vi.fn();
    const stop = subscribeToRevealedPhones(heard);
    expect(revealedPhoneOf(7310)).toBeUndefined();
    rememberRevealedPhone(7310, "03 9555 0520");
    expect(revealedPhoneOf(7310)).toBe("03 9555 0520");
    expect(revealedPhoneOf(7311)).toBeUndefined();
    expect(heard).toHaveBeenCalledTimes(1);
    rememberRevealedPhone(7310, "03 9555 0520");
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    forgetRevealedPhone(7310, "03 9555 0520");
    expect(heard).toHaveBeenCalledTimes(1);
    expect(revealedPhoneOf(7310)).toBeUndefined();
  });

  it("forgets a number only while it is still the car's", () => {
    rememberRevealedPhone(7320, "03 9555 0520");
    rememberRevealedPhone(7320, "03 9555 0530");
    forgetRevealedPhone(7320, "03 9555 0520");
    expect(revealedPhoneOf(7320)).toBe("03 9555 0530");
    forgetRevealedPhone(7320, "03 9555 0530");
    expect(revealedPhoneOf(7320)).toBeUndefined();
  });
});
