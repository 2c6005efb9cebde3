import { describe, expect, it, vi } from "vitest";
import { EncodeQueue, QueueFull, RecentKeys, SingleFlight } from "./encode-queue";

/** A task that finishes when told to. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, task: () => opened };
}

describe("the encode queue", () => {
  it("runs at most `concurrency` tasks at once, the rest in order as slots free", async () => {
    const queue = new EncodeQueue(2, 10);
    const gates = [gate(), gate(), gate()];
    const order: number[] = [];
    const runs = gates.map((g, i) => queue.run(async () => (await g.task(), order.push(i))));
    await Promise.resolve();
    expect(queue.load).toEqual({ running: 2, waiting: 1 });
    gates[1]!.open();
    await runs[1];
    await Promise.resolve();
    expect(queue.load).toEqual({ running: 2, waiting: 0 });
    gates[0]!.open();
    gates[2]!.open();
    await Promise.all(runs);
    expect(order).toEqual([1, 0, 2]);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it("refuses a task at once when the line is full, and frees the slot of a task that fails", async () => {
    const queue = new EncodeQueue(1, 1);
    const first = gate();
    const running = queue.run(first.task);
    const waiting = queue.run(() => Promise.reject(new Error("unreadable")));
    await expect(queue.run(async () => "late")).rejects.toBeInstanceOf(QueueFull);
    first.open();
    await running;
    await expect(waiting).rejects.toThrow("unreadable");
    await expect(queue.run(async () => "next")).resolves.toBe("next");
  });
});

describe("work that can wait", () => {
  it("runs only in a slot nobody waits for", async () => {
    const queue = new EncodeQueue(1, 4);
    const first = gate();
    const running = queue.run(first.task);
    let ran = 0;
    expect(queue.runIfIdle(async () => ran++)).toBe(false);
    first.open();
    await running;
    expect(queue.runIfIdle(async () => ran++)).toBe(true);
    expect(queue.load.running).toBe(1);
    await vi.waitFor(() => expect(queue.load.running).toBe(0));
    expect(ran).toBe(1);
  });
});

describe("keys remembered for a while", () => {
  it("remembers a failure for its time, and the newest ones when there are too many", () => {
    let now = 0;
    const failures = new RecentKeys(1000, () => now, 2);
    failures.add("a");
    now = 999;
    expect(failures.has("a")).toBe(true);
    now = 1000;
    expect(failures.has("a")).toBe(false);
    ["b", "c", "d"].forEach((key) => failures.add(key));
    expect(["b", "c", "d"].map((key) => failures.has(key))).toEqual([false, true, true]);
  });
});

describe("single flight", () => {
  it("gives concurrent callers of one key one run, and a later caller a new one", async () => {
    const flight = new SingleFlight<number>();
    let runs = 0;
    const g = gate();
    const task = async () => (await g.task(), ++runs);
    const both = [flight.run("a", task), flight.run("a", task)];
    g.open();
    expect(await Promise.all(both)).toEqual([1, 1]);
    expect(await flight.run("a", task)).toBe(2);
  });
});
